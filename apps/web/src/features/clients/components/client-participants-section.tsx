import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, CircularProgress, Divider, Paper, Stack, Typography } from '@mui/material';
import { useMessages } from '../../../components/messages';
import { errorText, saveDownloadedFile } from '../../../lib/api';
import { useDownloadParticipantTemplate } from '../api/download-participant-template';
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
          Participants
        </Typography>
        <Button
          variant="outlined"
          startIcon={template.isPending ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}
          disabled={template.isPending}
          onClick={() =>
            template.mutate(undefined, {
              onSuccess: saveDownloadedFile,
              onError: (err) => push(errorText(err, 'Could not download the Participant Template')),
            })
          }
        >
          Download Participant Template
        </Button>
      </Stack>

      <ParticipantImport clientId={clientId} />

      <Divider sx={{ my: 3 }} />

      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          Client Participants
        </Typography>
        <ClientParticipantsGrid clientId={clientId} clientName={clientName} />
      </Box>
    </Paper>
  );
}
