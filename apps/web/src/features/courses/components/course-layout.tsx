import { type Course, can } from '@app/shared';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import { Alert, Box, Button, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { Suspense, useEffect } from 'react';
import { Outlet, Link as RouterLink, useLoaderData, useLocation, useRevalidator } from 'react-router';
import { formatDateTime } from '../../../components/date-time';
import { PageLoader } from '../../../components/page-loader';
import { useCurrentUser } from '../../../lib/auth';
import { useCourse } from '../../../lib/course';
import { screenErrorText } from '../../../lib/i18n/error-text';
import { t } from '../../../lib/i18n/i18n';
import { COURSES_TEXTS as T } from '../messages';
import { DeleteCourseButton } from './delete-course-button';
import { useCourseId } from './use-course-id';

const TABS = [
  { value: '', label: T.tabDetails },
  { value: 'skillsList', label: T.tabSkillsList },
  { value: 'preferences', label: T.tabPreferences },
  { value: 'participants', label: T.tabParticipants },
] as const;

/** /courses/:id and its sub-pages: the course's name, its tabs and, for admins, Delete course. */
export function CourseLayout() {
  const id = useCourseId();
  if (id === null) return <Alert severity="warning">{t(T.notFoundPage)}</Alert>;
  return <CourseFrame key={id} id={id} />;
}

function CourseFrame({ id }: { id: number }) {
  const course = useCourse(id);
  const me = useCurrentUser();
  const { pathname } = useLocation();
  useCrumbFollowsName(course.data);

  if (course.isPending) return <PageLoader />;
  if (course.isError) {
    return (
      <Alert severity="error" role="alert">
        {screenErrorText(course.error, t(T.couldNotRetrieveCourse))}
      </Alert>
    );
  }

  const detail = course.data;
  const segment = pathname.split('/')[3] ?? '';
  const current = TABS.some((tab) => tab.value === segment) ? segment : false;

  return (
    <Stack spacing={2}>
      <Paper sx={{ px: { xs: 1.5, sm: 3 }, pt: { xs: 1.5, sm: 2 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-start' } }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
              {detail.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {detail.orgName}
              {detail.projectManager ? ` · ${t(T.projectManagerLine, { name: detail.projectManager.name })}` : ''}
              {` · ${t(T.createdLine, { date: formatDateTime(detail.createdAt) })}`}
            </Typography>
          </Box>
          <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
            <Button variant="outlined" component={RouterLink} to={`/courses/${id}/results`} startIcon={<InsightsOutlinedIcon />}>
              {t(T.results)}
            </Button>
            {can({ roles: me.roleList }, 'courses.delete') && <DeleteCourseButton course={detail} />}
          </Stack>
        </Stack>
        <Tabs
          value={current}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={t(T.coursePages)}
          sx={{ mt: 1 }}
        >
          {TABS.map((tab) => (
            <Tab
              key={tab.value}
              value={tab.value}
              label={t(tab.label)}
              component={RouterLink}
              to={tab.value ? `/courses/${id}/${tab.value}` : `/courses/${id}`}
            />
          ))}
        </Tabs>
      </Paper>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </Stack>
  );
}

/**
 * The breadcrumb shows the course's name from the route's loader data; when the name changes (a
 * save here, or a fresher copy from the server), the loader runs again to pick it up from the cache.
 */
function useCrumbFollowsName(course: Course | undefined) {
  const loaded = useLoaderData() as Pick<Course, 'name'> | null;
  const revalidator = useRevalidator();
  const name = course?.name;
  const shown = loaded?.name;
  const idle = revalidator.state === 'idle';
  useEffect(() => {
    if (name !== undefined && name !== shown && idle) void revalidator.revalidate();
  }, [name, shown, idle, revalidator]);
}
