import { TextField, type TextFieldProps } from '@mui/material';
import type { ReactNode } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

/** What every field of the kit takes: the form value's name, its label, and the form (or its context). */
export interface FormFieldProps<T extends FieldValues> {
  name: Path<T>;
  label: string;
  /** The form's control; without it the field uses the surrounding FormProvider. */
  control?: Control<T, unknown, FieldValues>;
  /** Shown under the field while it has no error. */
  help?: ReactNode;
}

export type FormTextFieldProps<T extends FieldValues> = FormFieldProps<T> &
  Omit<TextFieldProps, 'name' | 'label' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'helperText'> & {
    /** Called with the new text just before the form takes it (the form still holds the old one). */
    onValueChange?(value: string): void;
  };

/** A text box wired to the form: its value, its error sentence under it, or its help. */
export function FormTextField<T extends FieldValues>({
  name,
  label,
  control,
  help,
  onValueChange,
  fullWidth = true,
  ...props
}: FormTextFieldProps<T>) {
  const {
    field: { ref, value, onChange, ...field },
    fieldState,
  } = useController({ name, control });
  return (
    <TextField
      {...props}
      {...field}
      value={value ?? ''}
      onChange={(event) => {
        onValueChange?.(event.target.value);
        onChange(event);
      }}
      inputRef={ref}
      label={label}
      fullWidth={fullWidth}
      error={!!fieldState.error}
      helperText={fieldState.error?.message ?? help}
    />
  );
}
