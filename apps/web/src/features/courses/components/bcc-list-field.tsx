import { coursePreferencesSchema } from '@app/shared';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Chip, FormLabel, Stack, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { t } from '../../../lib/i18n/i18n';
import { COURSES_TEXTS as T } from '../messages';

const bccList = coursePreferencesSchema.shape.emailBccList;
const bccAddress = bccList.element;

/** The course's BCC addresses: type one, Add it (enabled only for a valid new address), remove with the chip. */
export function BccListField({
  value,
  onChange,
  disabled = false,
}: {
  value: string[];
  onChange(next: string[]): void;
  disabled?: boolean;
}) {
  const [input, setInput] = useState('');
  const labelId = useId();
  const parsed = bccAddress.safeParse(input);
  const address = parsed.success ? parsed.data : null;
  const duplicate = address !== null && value.includes(address);
  // The shared rule of the whole list decides whether one more address fits.
  const full = address !== null && !duplicate && !bccList.safeParse([...value, address]).success;
  const canAdd = !disabled && address !== null && !duplicate && !full;

  let hint = t(T.bccHelp);
  if (input.trim() && !address) hint = t(T.bccInvalid);
  else if (duplicate) hint = t(T.bccDuplicate);
  else if (full) hint = t(T.bccFull);

  function add() {
    if (!canAdd || address === null) return;
    onChange([...value, address]);
    setInput('');
  }

  return (
    <Box role="group" aria-labelledby={labelId}>
      <FormLabel id={labelId} sx={{ display: 'block', mb: 1 }}>
        {t(T.bccAddresses)}
      </FormLabel>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={t(T.addBccAddress)}
          type="email"
          size="small"
          value={input}
          disabled={disabled}
          onChange={(e) => setInput(e.target.value)}
          onKeyDown={(e) => {
            // Enter adds the address instead of submitting the whole form.
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          error={!!input.trim() && (!address || duplicate)}
          helperText={hint}
          autoComplete="off"
          sx={{ flex: 1, minWidth: 0 }}
        />
        <Button variant="outlined" startIcon={<AddIcon />} onClick={add} disabled={!canAdd} sx={{ flexShrink: 0, height: 40 }}>
          {t(T.add)}
        </Button>
      </Stack>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }} data-testid="bcc-list">
        {value.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t(T.noBcc)}
          </Typography>
        ) : (
          value.map((email) => (
            <Chip
              key={email}
              label={email}
              onDelete={disabled ? undefined : () => onChange(value.filter((e) => e !== email))}
              sx={{ maxWidth: '100%' }}
            />
          ))
        )}
      </Box>
    </Box>
  );
}
