import { type Course, MESSAGES } from '@app/shared';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useMessages } from '../../../components/messages';
import { errorText } from '../../../lib/api';
import { forgetCourse, useDeleteCourse } from '../api/delete-course';

/** Admin only: deletes the course after a confirmation, then goes back to the list. */
export function DeleteCourseButton({ course }: { course: Course }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteCourse();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { push } = useMessages();

  return (
    <>
      <Button
        variant="outlined"
        color="error"
        startIcon={<DeleteOutlinedIcon />}
        onClick={() => setConfirming(true)}
        sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
      >
        Delete course
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Delete course"
        message={
          <>
            Delete <strong>{course.name}</strong> with its scenario, skills list, resource links, preferences and participant
            list? {MESSAGES.deleteCannotBeUndone}.
          </>
        }
        confirmLabel="Delete course"
        destructive
        busy={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(course.id, {
            onSuccess: async () => {
              setConfirming(false);
              push('Course deleted', 'success');
              await navigate('/courses', { replace: true });
              forgetCourse(queryClient, course.id);
            },
            onError: (err) => {
              setConfirming(false);
              push(errorText(err, MESSAGES.couldNotDestroyCourse));
            },
          })
        }
      />
    </>
  );
}
