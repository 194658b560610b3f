import { MESSAGES, type RoleplayerAssessmentTemplate } from '@app/shared';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { Alert, Button, IconButton, List, ListItem, ListItemText, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useMessages } from '../../../components/messages';
import { PageLoader } from '../../../components/page-loader';
import { errorText } from '../../../lib/api';
import { useAssessmentTemplates } from '../../../lib/assessment-templates';
import { useDeleteTemplate } from '../api/delete-template';

/** /coaching-templates: the role-player assessment templates (the coaching form's questions); admins only. */
export function TemplatesPage() {
  const templates = useAssessmentTemplates();
  const remove = useDeleteTemplate();
  const { push } = useMessages();
  const [deleting, setDeleting] = useState<RoleplayerAssessmentTemplate | null>(null);

  if (templates.isPending) return <PageLoader />;
  if (templates.isError) {
    return (
      <Alert severity="error" role="alert">
        {errorText(templates.error, MESSAGES.errorRetrievingData)}
      </Alert>
    );
  }
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h5" component="h1">
          Coaching templates
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/coaching-templates/new">
          New Template
        </Button>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        A course picks one of these; its questions make the coaching form of the course's calls.
      </Typography>
      <List aria-label="Coaching templates">
        {templates.data.map((template) => (
          <ListItem
            key={template.id}
            divider
            secondaryAction={
              <>
                <Tooltip title="Edit">
                  <IconButton
                    component={RouterLink}
                    to={`/coaching-templates/${template.id}`}
                    aria-label={`Edit ${template.name}`}
                  >
                    <EditIcon />
                  </IconButton>
                </Tooltip>
                <Tooltip title="Delete">
                  <IconButton aria-label={`Delete ${template.name}`} onClick={() => setDeleting(template)}>
                    <DeleteIcon />
                  </IconButton>
                </Tooltip>
              </>
            }
          >
            <ListItemText primary={template.name} secondary={`${template.questions.length} questions`} />
          </ListItem>
        ))}
      </List>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Template"
        message={`Delete ${deleting?.name ?? 'this template'}? ${MESSAGES.deleteCannotBeUndone}`}
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => push(`Template ${deleting.name} deleted`, 'success'),
            onError: (err) => push(errorText(err, MESSAGES.couldNotDeleteTemplate)),
            onSettled: () => setDeleting(null),
          });
        }}
      />
    </Paper>
  );
}
