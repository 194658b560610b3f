import { Box, FormHelperText, Stack, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { type FieldValues, useController } from 'react-hook-form';
import { t } from '../../lib/i18n/i18n';
import { FIELD_TEXTS } from './field-texts';
import type { FormTextFieldProps } from './text-field';
import { TimeSelect } from './time-select';

type Parts = { date: string; time: string };

const VALUE = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/;

/**
 * A date box and a 24-hour time choice to the five minutes, holding one 'yyyy-MM-ddTHH:mm' value in the form
 * (what <input type="datetime-local"> would hold; that box shows AM/PM in an English-US browser). The two parts
 * are one group named by the label ('Start time'), each named on its own ('Start time — date', 'Start time — time');
 * the field's error or help is under both and read with each.
 */
export function FormDateTimeField<T extends FieldValues>({
  name,
  label,
  control,
  help,
  onValueChange,
  required,
  disabled,
}: Omit<FormTextFieldProps<T>, 'type'>) {
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController({ name, control });
  // While a part is missing the form holds '' (so 'required' speaks); the part chosen so far is kept here.
  const [draft, setDraft] = useState<Parts>({ date: '', time: '' });
  const held = typeof value === 'string' ? VALUE.exec(value) : null;
  const parts: Parts = held ? { date: held[1] ?? '', time: held[2] ?? '' } : draft;
  const messageId = useId();
  const message = fieldState.error?.message ?? help;
  const invalid = !!fieldState.error;

  const change = (next: Parts) => {
    setDraft(next);
    const joined = next.date && next.time ? `${next.date}T${next.time}` : '';
    onValueChange?.(joined);
    onChange(joined);
  };

  return (
    <Box role="group" aria-label={label}>
      <Stack direction="row" spacing={1.5}>
        <TextField
          type="date"
          label={label}
          value={parts.date}
          onChange={(e) => change({ ...parts, date: e.target.value })}
          onBlur={onBlur}
          inputRef={ref}
          required={required}
          disabled={disabled}
          error={invalid}
          fullWidth
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { 'aria-label': t(FIELD_TEXTS.datePart, { label }), 'aria-describedby': message ? messageId : undefined },
          }}
        />
        <TimeSelect
          label={t(FIELD_TEXTS.time)}
          ariaLabel={t(FIELD_TEXTS.timePart, { label })}
          value={parts.time}
          onChange={(time) => change({ ...parts, time })}
          onBlur={onBlur}
          required={required}
          disabled={disabled}
          error={invalid}
          describedBy={message ? messageId : undefined}
        />
      </Stack>
      {message && (
        <FormHelperText id={messageId} error={invalid} sx={{ mx: 1.75 }}>
          {message}
        </FormHelperText>
      )}
    </Box>
  );
}
