import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './text-field';

/** A date and time box to the five minutes (the value is what <input type="datetime-local"> holds). */
export function FormDateTimeField<T extends FieldValues>(props: Omit<FormTextFieldProps<T>, 'type'>) {
  return (
    <FormTextField {...props} type="datetime-local" slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }} />
  );
}
