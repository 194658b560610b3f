import { MESSAGES, type StaffMember } from '@app/shared';
import { Autocomplete, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useRolePlayers } from '../../lib/invites/get-role-players';

/**
 * Picks the one role-player a shift is handed to (a direct swap): everybody with the role but the
 * viewer; the server refuses somebody who may not hold the place, and says why.
 */
export function GiveToForm({ userId, busy, onGive }: { userId: number; busy: boolean; onGive(person: StaffMember): void }) {
  const [giveTo, setGiveTo] = useState<StaffMember | null>(null);
  const rolePlayers = useRolePlayers({ excludeUserId: userId, enabled: true });
  return (
    <Stack
      component="form"
      aria-label="Give to a role-player"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ mt: 2 }}
      onSubmit={(e) => {
        e.preventDefault();
        if (giveTo) onGive(giveTo);
      }}
    >
      <Autocomplete
        sx={{ flexGrow: 1, minWidth: 220 }}
        options={rolePlayers.data ?? []}
        loading={rolePlayers.isLoading}
        value={giveTo}
        onChange={(_e, value) => setGiveTo(value)}
        getOptionLabel={(rp) => rp.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        renderOption={({ key, ...props }, rp) => (
          <li key={key} {...props}>
            <Box>
              <Typography variant="body2">{rp.name}</Typography>
              <Typography variant="caption" color="text.secondary">
                {rp.email}
              </Typography>
            </Box>
          </li>
        )}
        noOptionsText={rolePlayers.isError ? MESSAGES.errorRetrievingData : 'No role-players'}
        renderInput={(params) => <TextField {...params} label="Role-player" size="small" autoFocus />}
      />
      <Button type="submit" variant="outlined" disabled={!giveTo || busy}>
        Give shift
      </Button>
    </Stack>
  );
}
