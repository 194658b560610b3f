import { Box, FormControlLabel, FormHelperText, Switch } from '@mui/material';
import { type FieldValues, useController } from 'react-hook-form';
import type { FormFieldProps } from './text-field';

/** An on/off switch wired to a boolean of the form, with its help under it. */
export function FormSwitchField<T extends FieldValues>({ name, label, control, help }: FormFieldProps<T>) {
  const {
    field: { ref, value, onChange, ...field },
    fieldState,
  } = useController({ name, control });
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch {...field} checked={!!value} onChange={(e) => onChange(e.target.checked)} slotProps={{ input: { ref } }} />
        }
        label={label}
      />
      {(fieldState.error || help) && (
        <FormHelperText error={!!fieldState.error} sx={{ mt: -0.5, ml: 6 }}>
          {fieldState.error?.message ?? help}
        </FormHelperText>
      )}
    </Box>
  );
}
