import { clientInputSchema } from '@app/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, CircularProgress, Stack, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';

export type ClientFormValues = z.input<typeof clientInputSchema>;
export type ClientFormOutput = z.output<typeof clientInputSchema>;
type FieldName = keyof ClientFormOutput;

interface FieldSpec {
  name: FieldName;
  label: string;
  maxLength: number;
  type?: string;
  autoComplete?: string;
  required?: boolean;
}

// Lengths mirror the shared schema, so the browser stops typing where the server would refuse.
const FIELDS: FieldSpec[] = [
  { name: 'orgName', label: 'Business Name', maxLength: 200, autoComplete: 'organization', required: true },
  { name: 'address', label: 'Address', maxLength: 500, autoComplete: 'street-address' },
  { name: 'telephone', label: 'Telephone', maxLength: 40, type: 'tel', autoComplete: 'tel' },
  { name: 'contactFirstName', label: 'Contact First Name', maxLength: 100, autoComplete: 'off' },
  { name: 'contactLastName', label: 'Contact Last Name', maxLength: 100, autoComplete: 'off' },
  { name: 'contactEmail', label: 'Contact Email', maxLength: 254, type: 'email', autoComplete: 'off', required: true },
];

/** The schema says 'is required'; the field says 'Business Name is required'. */
function fieldMessage(label: string, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return /^[a-z]/.test(message) ? `${label} ${message}` : message;
}

export interface ClientFormProps {
  initialValues: ClientFormValues;
  submitLabel: 'Create' | 'Update';
  /** Update stays disabled until a field differs from what was loaded. */
  requireChange?: boolean;
  /** Called with the checked values and the names of the fields the user changed. */
  onValid(values: ClientFormOutput, changed: FieldName[]): void;
  submitting?: boolean;
  /** The server's refusal of the last save. */
  serverError?: string | null;
  /** A button shown with the server's refusal, e.g. Reload after a conflict. */
  serverErrorAction?: ReactNode;
}

/** Business Name, Address, Telephone, contact name and e-mail, checked by the shared client schema. */
export function ClientForm({
  initialValues,
  submitLabel,
  requireChange = false,
  onValid,
  submitting = false,
  serverError,
  serverErrorAction,
}: ClientFormProps) {
  const {
    control,
    handleSubmit,
    formState: { isDirty, dirtyFields },
  } = useForm<ClientFormValues, unknown, ClientFormOutput>({
    defaultValues: initialValues,
    resolver: zodResolver(clientInputSchema),
    // Checked on submit, then on every change. Checking on blur would show a message under the field
    // just left while the pointer is on the button, moving the button away before the click lands.
    mode: 'onSubmit',
  });

  const submit = handleSubmit((values) => {
    const changed = (Object.keys(dirtyFields) as FieldName[]).filter((name) => dirtyFields[name]);
    onValid(values, changed);
  });

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Client form">
      <Stack spacing={2}>
        {serverError && (
          <Alert severity="error" role="alert" data-testid="client-form-error" action={serverErrorAction}>
            {serverError}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {FIELDS.map((spec) => (
            <Controller
              key={spec.name}
              name={spec.name}
              control={control}
              render={({ field: { ref, value, ...input }, fieldState }) => (
                <TextField
                  {...input}
                  value={value ?? ''}
                  inputRef={ref}
                  label={spec.label}
                  type={spec.type ?? 'text'}
                  autoComplete={spec.autoComplete}
                  required={spec.required}
                  error={!!fieldState.error}
                  helperText={fieldMessage(spec.label, fieldState.error?.message)}
                  slotProps={{ htmlInput: { maxLength: spec.maxLength } }}
                  sx={spec.name === 'orgName' || spec.name === 'address' ? { gridColumn: { sm: '1 / -1' } } : undefined}
                  fullWidth
                />
              )}
            />
          ))}
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            type="submit"
            variant="contained"
            disabled={submitting || (requireChange && !isDirty)}
            startIcon={submitting ? <CircularProgress size={16} color="inherit" /> : undefined}
            sx={{ minWidth: 120, width: { xs: '100%', sm: 'auto' } }}
          >
            {submitLabel}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
