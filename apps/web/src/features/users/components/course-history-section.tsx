import { can, MESSAGES, type ParticipantStatus } from '@app/shared';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Button,
  Chip,
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { formatDate, formatDateTime } from '../../../components/date-time';
import { useMessages } from '../../../components/messages';
import { PageLoader } from '../../../components/page-loader';
import { ScrollTable } from '../../../components/scroll-table';
import { errorText } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/auth';
import { useTimeZone } from '../../../lib/time-zone';
import { useDownloadCourseListReport } from '../api/download-course-list-report';
import { useParticipantCourseList } from '../api/get-participant-course-list';

const STATUS_COLOR: Record<ParticipantStatus, 'default' | 'info' | 'success'> = {
  Pending: 'default',
  Registered: 'info',
  Completed: 'success',
};

/** The participant's courses with status and dates (MMM D YYYY, H:mm in the business time zone), and the CSV. */
export function CourseHistorySection({ userId }: { userId: number }) {
  const courses = useParticipantCourseList(userId);
  const download = useDownloadCourseListReport();
  const zone = useTimeZone();
  const { push } = useMessages();
  const date = (value: string | null) => (value ? formatDate(value, zone) : '—');
  // A course's progress (the results pages): managers read anybody's, a participant their own.
  const me = useCurrentUser();
  const seesProgress = me.id === userId || can({ roles: me.roleList }, 'results.anyCourse');

  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }} data-testid="course-history">
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h2">
          Course history
        </Typography>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={download.isPending}
          onClick={() =>
            download.mutate(userId, { onError: (err) => push(errorText(err, MESSAGES.errorRetrievingCourseListReport)) })
          }
        >
          Download CSV
        </Button>
      </Stack>
      {courses.isPending ? (
        <PageLoader />
      ) : courses.isError ? (
        <Alert severity="error">{errorText(courses.error, MESSAGES.couldNotFetchCourseList)}</Alert>
      ) : courses.data.length === 0 ? (
        <Typography color="text.secondary">Not in any course yet.</Typography>
      ) : (
        // A phone scrolls the table in its own box, which the keyboard can reach (axe 'scrollable-region-focusable').
        <ScrollTable label="Course history">
          <Table size="small" aria-label="Course history">
            <TableHead>
              <TableRow>
                <TableCell>Course</TableCell>
                <TableCell>Client</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Enrolled</TableCell>
                <TableCell>Shift</TableCell>
                <TableCell>Completed</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {courses.data.map((course) => (
                <TableRow key={course.courseId}>
                  <TableCell>
                    {course.courseName}
                    {seesProgress && (
                      <Link
                        component={RouterLink}
                        to={`/users/${userId}/progress/${course.courseId}`}
                        aria-label={`Progress in ${course.courseName}`}
                        sx={{ display: 'block', py: { xs: 1.25, sm: 0.25 } }}
                      >
                        Progress
                      </Link>
                    )}
                  </TableCell>
                  <TableCell>{course.clientName}</TableCell>
                  <TableCell>
                    <Chip size="small" label={course.status} color={STATUS_COLOR[course.status]} />
                  </TableCell>
                  <TableCell>{date(course.enrolledAt)}</TableCell>
                  <TableCell>{course.shiftBegins ? formatDateTime(course.shiftBegins, zone) : '—'}</TableCell>
                  <TableCell>{date(course.completedAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollTable>
      )}
    </Paper>
  );
}
