import type { Client } from '@app/shared';
import { Alert, Paper, Stack, Typography } from '@mui/material';
import { useParams, useRevalidator } from 'react-router';
import { useConflict } from '../../../components/conflict-alert';
import { useMessages } from '../../../components/messages';
import { PageLoader } from '../../../components/page-loader';
import { localErrorText, screenErrorText } from '../../../lib/i18n/error-text';
import { t } from '../../../lib/i18n/i18n';
import { useClient } from '../api/get-client';
import { type UpdateClientInput, useUpdateClient } from '../api/update-client';
import { CLIENTS_TEXTS as C } from '../messages';
import { ClientForm, type ClientFormValues, clientLabels } from './client-form';
import { ClientParticipantsSection } from './client-participants-section';

function formValues(client: Client): ClientFormValues {
  return {
    orgName: client.orgName,
    address: client.address,
    telephone: client.telephone,
    contactFirstName: client.contactFirstName,
    contactLastName: client.contactLastName,
    contactEmail: client.contactEmail,
  };
}

/** /clients/{id}: the client's details, editable, and its participants. */
export function ClientEditPage() {
  const { id: idParam } = useParams();
  const id = Number(idParam);
  if (!Number.isInteger(id) || id <= 0) {
    return <Alert severity="warning">{t(C.notFoundPage)}</Alert>;
  }
  return <ClientEdit key={id} id={id} />;
}

function ClientEdit({ id }: { id: number }) {
  const client = useClient(id);
  const update = useUpdateClient(id);
  const { push } = useMessages();
  // The breadcrumb reads the name through the route's loader: run it again after a rename.
  const revalidator = useRevalidator();
  const conflict = useConflict(update, () => void client.refetch());

  if (client.isPending) return <PageLoader />;
  if (client.isError) {
    return (
      <Alert severity="error" role="alert">
        {screenErrorText(client.error, t(C.couldNotRetrieveClient))}
      </Alert>
    );
  }

  const detail = client.data;

  return (
    <Stack spacing={2}>
      <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
        <Typography variant="h5" component="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
          {detail.orgName}
        </Typography>
        <ClientForm
          // A new version from the server (after a save or a reload) starts the form afresh.
          key={detail.updatedAt}
          initialValues={formValues(detail)}
          submitLabel={t(C.update)}
          requireChange
          submitting={update.isPending}
          // Every refusal is a message; a conflict also stays on the form, with a way out.
          serverError={conflict.isConflict ? screenErrorText(update.error, t(C.couldNotUpdateClient)) : null}
          serverErrorAction={conflict.alertAction}
          onValid={(values, changed) => {
            const input: UpdateClientInput = { updatedAt: detail.updatedAt };
            for (const name of changed) Object.assign(input, { [name]: values[name] });
            update.mutate(input, {
              onSuccess: () => {
                push(t(C.updated), 'success');
                void revalidator.revalidate();
              },
              onError: (err) => {
                void localErrorText(err, t(C.couldNotUpdateClient), clientLabels()).then((text) => push(text));
              },
            });
          }}
        />
      </Paper>
      <ClientParticipantsSection clientId={id} clientName={detail.orgName} />
    </Stack>
  );
}
