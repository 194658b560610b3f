import { clientInputSchema } from '@app/shared';
import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextField, sharedResolver } from '../../../components/form';
import { t } from '../../../lib/i18n/i18n';
import { CLIENTS_TEXTS as C } from '../messages';

export type ClientFormValues = z.input<typeof clientInputSchema>;
export type ClientFormOutput = z.output<typeof clientInputSchema>;
type FieldName = keyof ClientFormOutput;

interface FieldSpec {
  name: FieldName;
  maxLength: number;
  type?: string;
  autoComplete?: string;
  required?: boolean;
}

// Lengths mirror the shared schema, so the browser stops typing where the server would refuse.
const FIELDS: FieldSpec[] = [
  { name: 'orgName', maxLength: 200, autoComplete: 'organization', required: true },
  { name: 'address', maxLength: 500, autoComplete: 'street-address' },
  { name: 'telephone', maxLength: 40, type: 'tel', autoComplete: 'tel' },
  { name: 'contactFirstName', maxLength: 100, autoComplete: 'off' },
  { name: 'contactLastName', maxLength: 100, autoComplete: 'off' },
  { name: 'contactEmail', maxLength: 254, type: 'email', autoComplete: 'off', required: true },
];

/** The client's fields as the form labels them, in the person's language. */
export function clientLabels(): Record<FieldName, string> {
  return {
    orgName: t(C.orgName),
    address: t(C.address),
    telephone: t(C.telephone),
    contactFirstName: t(C.contactFirstName),
    contactLastName: t(C.contactLastName),
    contactEmail: t(C.contactEmail),
  };
}

export interface ClientFormProps {
  initialValues: ClientFormValues;
  /** Create or Update, in the person's language. */
  submitLabel: string;
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
  const labels = clientLabels();
  const {
    control,
    handleSubmit,
    formState: { isDirty, dirtyFields },
  } = useForm<ClientFormValues, unknown, ClientFormOutput>({
    defaultValues: initialValues,
    resolver: sharedResolver(clientInputSchema, 'client', labels),
    // Checked on submit, then on every change. Checking on blur would show a message under the field
    // just left while the pointer is on the button, moving the button away before the click lands.
    mode: 'onSubmit',
  });

  const submit = handleSubmit((values) => {
    const changed = (Object.keys(dirtyFields) as FieldName[]).filter((name) => dirtyFields[name]);
    onValid(values, changed);
  });

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={t(C.form)}>
      <Stack spacing={2}>
        {serverError && (
          <Alert severity="error" role="alert" data-testid="client-form-error" action={serverErrorAction}>
            {serverError}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {FIELDS.map((spec) => (
            <FormTextField
              key={spec.name}
              control={control}
              name={spec.name}
              label={labels[spec.name]}
              type={spec.type ?? 'text'}
              autoComplete={spec.autoComplete}
              required={spec.required}
              slotProps={{ htmlInput: { maxLength: spec.maxLength } }}
              sx={spec.name === 'orgName' || spec.name === 'address' ? { gridColumn: { sm: '1 / -1' } } : undefined}
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
