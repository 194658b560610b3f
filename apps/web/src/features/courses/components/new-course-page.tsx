import { MESSAGES } from '@app/shared';
import { Paper, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { useMessages } from '../../../components/messages';
import { errorText } from '../../../lib/api';
import { useCreateCourse } from '../api/create-course';
import { CourseForm, EMPTY_COURSE_FORM } from './course-form';

/** /courses/new: the course form; Create opens the new course. */
export function NewCoursePage() {
  const create = useCreateCourse();
  const navigate = useNavigate();
  const { push } = useMessages();

  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 960 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        New Course
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Once the course exists you can build its scenario and skills list, add resource links and set its preferences.
      </Typography>
      <CourseForm
        mode="create"
        initialValues={EMPTY_COURSE_FORM}
        submitting={create.isPending}
        onSubmit={(input) =>
          create.mutate(input, {
            onSuccess: (course) => {
              push('Course created', 'success');
              navigate(`/courses/${course.id}`);
            },
            onError: (err) => push(errorText(err, MESSAGES.couldNotCreateCourse)),
          })
        }
      />
    </Paper>
  );
}
