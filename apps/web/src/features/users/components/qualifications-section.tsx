import type { CourseListItem } from '@app/shared';
import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Box, Button, IconButton, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useMessages } from '../../../components/messages';
import { PageLoader } from '../../../components/page-loader';
import { localErrorText, screenErrorText } from '../../../lib/i18n/error-text';
import { t } from '../../../lib/i18n/i18n';
import { useCreateUserQualification } from '../api/create-user-qualification';
import { useDeleteUserQualification } from '../api/delete-user-qualification';
import { useCourseOptions } from '../api/get-course-options';
import { useUserQualifications } from '../api/get-user-qualifications';
import { USERS_TEXTS } from '../messages';
import { SearchPicker } from './search-picker';

/**
 * The courses a staff member is qualified for (course and client name). An admin adds and removes
 * them; a course with qualifications offers its places only to the qualified.
 */
export function QualificationsSection({ userId, editable }: { userId: number; editable: boolean }) {
  const qualifications = useUserQualifications(userId);
  const remove = useDeleteUserQualification(userId);
  const { push } = useMessages();
  const [removing, setRemoving] = useState<{ id: number; name: string } | null>(null);

  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }} data-testid="course-qualifications">
      <Typography variant="h6" component="h2" gutterBottom>
        {t(USERS_TEXTS.qualificationsTitle)}
      </Typography>
      {qualifications.isPending ? (
        <PageLoader />
      ) : qualifications.isError ? (
        <Alert severity="error">{screenErrorText(qualifications.error, t(USERS_TEXTS.loadFailed))}</Alert>
      ) : qualifications.data.length === 0 ? (
        <Typography color="text.secondary">{t(USERS_TEXTS.noQualifications)}</Typography>
      ) : (
        <List dense aria-label={t(USERS_TEXTS.qualificationsTitle)}>
          {qualifications.data.map((q) => (
            <ListItem
              key={q.id}
              disableGutters
              secondaryAction={
                editable && (
                  <IconButton
                    edge="end"
                    aria-label={t(USERS_TEXTS.removeCourse, { name: q.course.name })}
                    onClick={() => setRemoving({ id: q.id, name: q.course.name })}
                  >
                    <DeleteIcon />
                  </IconButton>
                )
              }
            >
              <ListItemText primary={q.course.name} secondary={q.clientName} />
            </ListItem>
          ))}
        </List>
      )}
      {editable && <AddQualification userId={userId} taken={qualifications.data?.map((q) => q.course.id) ?? []} />}
      <ConfirmDialog
        open={removing !== null}
        title={t(USERS_TEXTS.removeQualificationTitle)}
        message={t(USERS_TEXTS.removeQualificationBody, { name: removing?.name ?? '' })}
        confirmLabel={t(USERS_TEXTS.remove)}
        destructive
        busy={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSettled: () => setRemoving(null),
            onError: (err) => void localErrorText(err, t(USERS_TEXTS.removeQualificationFailed)).then((text) => push(text)),
          })
        }
      />
    </Paper>
  );
}

function AddQualification({ userId, taken }: { userId: number; taken: number[] }) {
  const create = useCreateUserQualification(userId);
  const { push } = useMessages();
  const [course, setCourse] = useState<CourseListItem | null>(null);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1, alignItems: { sm: 'center' } }}>
      <Box sx={{ flex: 1, maxWidth: { sm: 420 } }}>
        <SearchPicker<CourseListItem>
          label={t(USERS_TEXTS.course)}
          size="small"
          value={course}
          onChange={setCourse}
          useOptions={useCourseOptions}
          optionLabel={(c) => c.name}
          exclude={taken}
          renderOption={({ key, ...props }, c) => (
            <li {...props} key={c.id}>
              <ListItemText primary={c.name} secondary={c.clientName} />
            </li>
          )}
        />
      </Box>
      <Button
        variant="outlined"
        disabled={!course || create.isPending}
        onClick={() =>
          course &&
          create.mutate(course.id, {
            onSuccess: () => setCourse(null),
            onError: (err) => void localErrorText(err, t(USERS_TEXTS.addQualificationFailed)).then((text) => push(text)),
          })
        }
      >
        {t(USERS_TEXTS.addQualification)}
      </Button>
    </Stack>
  );
}
