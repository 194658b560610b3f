import type { Course } from '@app/shared';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useMessages } from '../../../components/messages';
import { localErrorText } from '../../../lib/i18n/error-text';
import { t } from '../../../lib/i18n/i18n';
import { forgetCourse, useDeleteCourse } from '../api/delete-course';
import { aroundName, MARK, COURSES_TEXTS as T } from '../messages';

/** Admin only: deletes the course after a confirmation, then goes back to the list. */
export function DeleteCourseButton({ course }: { course: Course }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteCourse();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { push } = useMessages();
  const [before, after] = aroundName(t(T.deleteCourseQuestion, { name: MARK }));

  return (
    <>
      <Button
        variant="outlined"
        color="error"
        startIcon={<DeleteOutlinedIcon />}
        onClick={() => setConfirming(true)}
        sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
      >
        {t(T.deleteCourse)}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t(T.deleteCourse)}
        message={
          <>
            {before}
            <strong>{course.name}</strong>
            {after}
          </>
        }
        confirmLabel={t(T.deleteCourse)}
        destructive
        busy={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(course.id, {
            onSuccess: async () => {
              setConfirming(false);
              push(t(T.courseDeleted), 'success');
              await navigate('/courses', { replace: true });
              forgetCourse(queryClient, course.id);
            },
            onError: (err) => {
              setConfirming(false);
              void localErrorText(err, t(T.couldNotDestroyCourse)).then((text) => push(text));
            },
          })
        }
      />
    </>
  );
}
