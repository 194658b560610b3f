import { type CourseListItem, MESSAGES } from '@app/shared';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Autocomplete,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useMessages } from '../../../components/messages';
import { PageLoader } from '../../../components/page-loader';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { errorText } from '../../../lib/api';
import { useCreateUserQualification } from '../api/create-user-qualification';
import { useDeleteUserQualification } from '../api/delete-user-qualification';
import { useCourseOptions } from '../api/get-course-options';
import { useUserQualifications } from '../api/get-user-qualifications';

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
        Course qualifications
      </Typography>
      {qualifications.isPending ? (
        <PageLoader />
      ) : qualifications.isError ? (
        <Alert severity="error">{errorText(qualifications.error, MESSAGES.errorRetrievingData)}</Alert>
      ) : qualifications.data.length === 0 ? (
        <Typography color="text.secondary">No course qualifications: courses without any accept everybody.</Typography>
      ) : (
        <List dense aria-label="Course qualifications">
          {qualifications.data.map((q) => (
            <ListItem
              key={q.id}
              disableGutters
              secondaryAction={
                editable && (
                  <IconButton
                    edge="end"
                    aria-label={`Remove ${q.course.name}`}
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
        title="Remove qualification"
        message={`Remove the qualification for ${removing?.name ?? ''}?`}
        confirmLabel="Remove"
        destructive
        busy={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSettled: () => setRemoving(null),
            onError: (err) => push(errorText(err, MESSAGES.errorDeletingQualification)),
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
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), 300);
  const courses = useCourseOptions(course && search === course.name ? '' : search, open);
  const options = (courses.data?.data ?? []).filter((c) => !taken.includes(c.id));

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1, alignItems: { sm: 'center' } }}>
      <Autocomplete<CourseListItem>
        sx={{ flex: 1, maxWidth: { sm: 420 } }}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        options={options}
        value={course}
        onChange={(_event, value) => setCourse(value)}
        onInputChange={(_event, text) => setInput(text)}
        getOptionLabel={(c) => c.name}
        getOptionKey={(c) => c.id}
        renderOption={(props, c) => (
          <li {...props} key={c.id}>
            <ListItemText primary={c.name} secondary={c.clientName} />
          </li>
        )}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        filterOptions={(x) => x}
        loading={courses.isFetching}
        renderInput={(params) => <TextField {...params} size="small" label="Course" />}
      />
      <Button
        variant="outlined"
        disabled={!course || create.isPending}
        onClick={() =>
          course &&
          create.mutate(course.id, {
            onSuccess: () => setCourse(null),
            onError: (err) => push(errorText(err, MESSAGES.errorCreatingQualification)),
          })
        }
      >
        Add qualification
      </Button>
    </Stack>
  );
}
