import { can, type ParticipantStatus } from '@app/shared';
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
import { useCurrentUser } from '../../../lib/auth';
import { localErrorText, screenErrorText } from '../../../lib/i18n/error-text';
import { t } from '../../../lib/i18n/i18n';
import { useTimeZone } from '../../../lib/time-zone';
import { useDownloadCourseListReport } from '../api/download-course-list-report';
import { useParticipantCourseList } from '../api/get-participant-course-list';
import { USERS_TEXTS } from '../messages';

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
          {t(USERS_TEXTS.courseHistory)}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={download.isPending}
          onClick={() =>
            download.mutate(userId, {
              onError: (err) => void localErrorText(err, t(USERS_TEXTS.downloadFailed)).then((text) => push(text)),
            })
          }
        >
          {t(USERS_TEXTS.downloadCsv)}
        </Button>
      </Stack>
      {courses.isPending ? (
        <PageLoader />
      ) : courses.isError ? (
        <Alert severity="error">{screenErrorText(courses.error, t(USERS_TEXTS.courseListFailed))}</Alert>
      ) : courses.data.length === 0 ? (
        <Typography color="text.secondary">{t(USERS_TEXTS.noCourses)}</Typography>
      ) : (
        // A phone scrolls the table in its own box, which the keyboard can reach (axe 'scrollable-region-focusable').
        <ScrollTable label={t(USERS_TEXTS.courseHistory)}>
          <Table size="small" aria-label={t(USERS_TEXTS.courseHistory)}>
            <TableHead>
              <TableRow>
                <TableCell>{t(USERS_TEXTS.course)}</TableCell>
                <TableCell>{t(USERS_TEXTS.client)}</TableCell>
                <TableCell>{t(USERS_TEXTS.status)}</TableCell>
                <TableCell>{t(USERS_TEXTS.enrolled)}</TableCell>
                <TableCell>{t(USERS_TEXTS.shift)}</TableCell>
                <TableCell>{t(USERS_TEXTS.completed)}</TableCell>
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
                        aria-label={t(USERS_TEXTS.progressIn, { course: course.courseName })}
                        sx={{ display: 'block', py: { xs: 1.25, sm: 0.25 } }}
                      >
                        {t(USERS_TEXTS.progress)}
                      </Link>
                    )}
                  </TableCell>
                  <TableCell>{course.clientName}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={t(USERS_TEXTS.courseStatus, { status: course.status })}
                      color={STATUS_COLOR[course.status]}
                    />
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
