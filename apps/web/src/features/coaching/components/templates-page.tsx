import type { RoleplayerAssessmentTemplate } from '@app/shared';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { Alert, Button, IconButton, List, ListItem, ListItemText, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useMessages } from '../../../components/messages';
import { PageLoader } from '../../../components/page-loader';
import { useAssessmentTemplates } from '../../../lib/assessment-templates';
import { localErrorText, screenErrorText } from '../../../lib/i18n/error-text';
import { t } from '../../../lib/i18n/i18n';
import { useDeleteTemplate } from '../api/delete-template';
import { COACHING_TEXTS as C } from '../messages';

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
        {screenErrorText(templates.error, t(C.loadFailed))}
      </Alert>
    );
  }
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h5" component="h1">
          {t(C.templates)}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/coaching-templates/new">
          {t(C.newTemplate)}
        </Button>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t(C.templatesIntro)}
      </Typography>
      <List aria-label={t(C.templates)}>
        {templates.data.map((template) => (
          <ListItem
            key={template.id}
            divider
            secondaryAction={
              <>
                <Tooltip title={t(C.edit)}>
                  <IconButton
                    component={RouterLink}
                    to={`/coaching-templates/${template.id}`}
                    aria-label={t(C.editName, { name: template.name })}
                  >
                    <EditIcon />
                  </IconButton>
                </Tooltip>
                <Tooltip title={t(C.delete)}>
                  <IconButton aria-label={t(C.deleteName, { name: template.name })} onClick={() => setDeleting(template)}>
                    <DeleteIcon />
                  </IconButton>
                </Tooltip>
              </>
            }
          >
            <ListItemText primary={template.name} secondary={t(C.questions, { count: template.questions.length })} />
          </ListItem>
        ))}
      </List>
      <ConfirmDialog
        open={deleting !== null}
        title={t(C.deleteTitle)}
        message={t(C.deleteQuestion, { name: deleting?.name ?? t(C.thisTemplate) })}
        confirmLabel={t(C.delete)}
        destructive
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => push(t(C.deleted, { name: deleting.name }), 'success'),
            onError: (err) => void localErrorText(err, t(C.deleteFailed)).then((text) => push(text)),
            onSettled: () => setDeleting(null),
          });
        }}
      />
    </Paper>
  );
}
