import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './text-field';

/**
 * A number box. It holds what was typed, as text: the schema reads it (an empty box is missing,
 * not 0), so a half-typed number never jumps.
 */
export function FormNumberField<T extends FieldValues>({
  min,
  max,
  step = 1,
  ...props
}: Omit<FormTextFieldProps<T>, 'type'> & { min?: number; max?: number; step?: number }) {
  return (
    <FormTextField
      {...props}
      type="number"
      slotProps={{ htmlInput: { min, max, step, inputMode: Number.isInteger(step) ? 'numeric' : 'decimal' } }}
    />
  );
}
