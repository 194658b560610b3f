import type { StaffMember } from '@app/shared';
import { Autocomplete, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { t } from '../../lib/i18n/i18n';
import { useGiveToCandidates } from '../../lib/invites/get-give-to-candidates';
import { pickerTexts } from '../picker-texts';
import { INVITE_FORM_TEXTS as F } from './form-texts';

/** How the place being given is named, one and many ('shift coordinator', 'shift coordinators'). */
export interface PlaceWords {
  one: string;
  many: string;
}

/** The form's words for one kind of place, when the caller has them (by default the catalogue's for anyone). */
export interface GiveToTexts {
  formLabel: string;
  fieldLabel: string;
  nobody: string;
  noData: string;
  give: string;
}

/**
 * Picks the one person a place is handed to (a direct swap), from the people the server says may
 * take it: coordinators for a coordinator's place, coaches for a coach's, role-players for a
 * role-player's, each qualified and free then. The give itself is checked by the same rule. Its
 * words are the caller's `texts` (the place named), else the catalogue's for anyone (`place` is not
 * read: the words come in the reader's language from `texts`).
 */
export function GiveToForm({
  inviteId,
  busy,
  texts,
  onGive,
}: {
  inviteId: number;
  place?: PlaceWords | undefined;
  texts?: GiveToTexts | undefined;
  busy: boolean;
  onGive(person: StaffMember): void;
}) {
  const [giveTo, setGiveTo] = useState<StaffMember | null>(null);
  const candidates = useGiveToCandidates(inviteId);
  return (
    <Stack
      component="form"
      aria-label={texts?.formLabel ?? t(F.giveToForm)}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ mt: 2 }}
      onSubmit={(e) => {
        e.preventDefault();
        if (giveTo) onGive(giveTo);
      }}
    >
      <Autocomplete
        {...pickerTexts()}
        sx={{ flexGrow: 1, minWidth: 220 }}
        options={candidates.data ?? []}
        loading={candidates.isLoading}
        value={giveTo}
        onChange={(_e, value) => setGiveTo(value)}
        getOptionLabel={(person) => person.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        renderOption={({ key, ...props }, person) => (
          <li key={key} {...props}>
            <Box>
              <Typography variant="body2">{person.name}</Typography>
              <Typography variant="caption" color="text.secondary">
                {person.email}
              </Typography>
            </Box>
          </li>
        )}
        noOptionsText={candidates.isError ? (texts?.noData ?? t(F.noData)) : (texts?.nobody ?? t(F.nobody))}
        renderInput={(params) => <TextField {...params} label={texts?.fieldLabel ?? t(F.person)} size="small" autoFocus />}
      />
      <Button type="submit" variant="outlined" disabled={!giveTo || busy} sx={{ minHeight: { xs: 44, sm: 36.5 } }}>
        {texts?.give ?? t(F.giveShift)}
      </Button>
    </Stack>
  );
}
