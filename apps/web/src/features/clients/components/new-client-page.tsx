import { MESSAGES } from '@app/shared';
import { Paper, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { useMessages } from '../../../components/messages';
import { errorText } from '../../../lib/api';
import { useCreateClient } from '../api/create-client';
import { ClientForm, type ClientFormValues } from './client-form';

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
        New Client
      </Typography>
      <ClientForm
        initialValues={EMPTY}
        submitLabel="Create"
        submitting={create.isPending}
        onValid={(values) =>
          create.mutate(values, {
            onSuccess: (client) => {
              push(`Client ${client.orgName} created`, 'success');
              navigate(`/clients/${client.id}`);
            },
            onError: (err) => push(errorText(err, MESSAGES.couldNotCreateClient)),
          })
        }
      />
    </Paper>
  );
}
