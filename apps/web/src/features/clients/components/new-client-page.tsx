import { Paper, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { useMessages } from '../../../components/messages';
import { localErrorText } from '../../../lib/i18n/error-text';
import { t } from '../../../lib/i18n/i18n';
import { useCreateClient } from '../api/create-client';
import { CLIENTS_TEXTS as C } from '../messages';
import { ClientForm, type ClientFormValues, clientLabels } from './client-form';

const EMPTY: ClientFormValues = {
  orgName: '',
  address: '',
  telephone: '',
  contactFirstName: '',
  contactLastName: '',
  contactEmail: '',
};

/** /clients/new: creates a client and opens its page. */
export function NewClientPage() {
  const create = useCreateClient();
  const navigate = useNavigate();
  const { push } = useMessages();
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t(C.newClient)}
      </Typography>
      <ClientForm
        initialValues={EMPTY}
        submitLabel={t(C.create)}
        submitting={create.isPending}
        onValid={(values) =>
          create.mutate(values, {
            onSuccess: (client) => {
              push(t(C.created, { name: client.orgName }), 'success');
              navigate(`/clients/${client.id}`);
            },
            onError: (err) => {
              void localErrorText(err, t(C.couldNotCreateClient), clientLabels()).then((text) => push(text));
            },
          })
        }
      />
    </Paper>
  );
}
