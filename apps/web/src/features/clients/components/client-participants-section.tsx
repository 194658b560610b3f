import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, CircularProgress, Divider, Paper, Stack, Typography } from '@mui/material';
import { useMessages } from '../../../components/messages';
import { saveDownloadedFile } from '../../../lib/api';
import { localErrorText } from '../../../lib/i18n/error-text';
import { t } from '../../../lib/i18n/i18n';
import { useDownloadParticipantTemplate } from '../api/download-participant-template';
import { CLIENTS_TEXTS as C } from '../messages';
import { ClientParticipantsGrid } from './client-participants-grid';
import { ParticipantImport } from './participant-import';

/** The Participants part of a client's page: template, import, and the participants grid. */
export function ClientParticipantsSection({ clientId, clientName }: { clientId: number; clientName: string }) {
  const template = useDownloadParticipantTemplate(clientId);
  const { push } = useMessages();

  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }} component="section" aria-labelledby="client-participants-heading">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' }, mb: 2 }}
      >
        <Typography variant="h6" component="h2" id="client-participants-heading">
          {t(C.participants)}
        </Typography>
        <Button
          variant="outlined"
          startIcon={template.isPending ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}
          disabled={template.isPending}
          onClick={() =>
            template.mutate(undefined, {
              onSuccess: saveDownloadedFile,
              onError: (err) => {
                void localErrorText(err, t(C.templateFailed)).then((text) => push(text));
              },
            })
          }
        >
          {t(C.downloadTemplate)}
        </Button>
      </Stack>

      <ParticipantImport clientId={clientId} />

      <Divider sx={{ my: 3 }} />

      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          {t(C.clientParticipants)}
        </Typography>
        <ClientParticipantsGrid clientId={clientId} clientName={clientName} />
      </Box>
    </Paper>
  );
}
