import { MenuItem } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './text-field';

export interface SelectOption {
  value: string;
  label: string;
}

/** A drop-down of fixed options wired to the form. */
export function FormSelectField<T extends FieldValues>({
  options,
  ...props
}: Omit<FormTextFieldProps<T>, 'select'> & { options: readonly SelectOption[] }) {
  return (
    <FormTextField {...props} select>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
