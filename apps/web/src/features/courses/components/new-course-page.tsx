import { Paper, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { useMessages } from '../../../components/messages';
import { localErrorText } from '../../../lib/i18n/error-text';
import { t } from '../../../lib/i18n/i18n';
import { useCreateCourse } from '../api/create-course';
import { COURSES_TEXTS as T } from '../messages';
import { CourseForm, courseLabels, EMPTY_COURSE_FORM } from './course-form';

/** /courses/new: the course form; Create opens the new course. */
export function NewCoursePage() {
  const create = useCreateCourse();
  const navigate = useNavigate();
  const { push } = useMessages();

  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 960 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t(T.newCourse)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t(T.newCourseIntro)}
      </Typography>
      <CourseForm
        mode="create"
        initialValues={EMPTY_COURSE_FORM}
        submitting={create.isPending}
        onSubmit={(input) =>
          create.mutate(input, {
            onSuccess: (course) => {
              push(t(T.courseCreated), 'success');
              navigate(`/courses/${course.id}`);
            },
            onError: (err) => {
              void localErrorText(err, t(T.couldNotCreateCourse), courseLabels()).then((text) => push(text));
            },
          })
        }
      />
    </Paper>
  );
}
