import { lazy } from 'react';
import type { LoaderFunctionArgs, RouteObject, UIMatch } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { courseQueryOptions } from '../../lib/course';
import { queryClient } from '../../lib/query-client';
import type { RouteHandle } from '../../lib/route-handle';

const CoursesListPage = lazy(() => import('./components/courses-list-page').then((m) => ({ default: m.CoursesListPage })));
const NewCoursePage = lazy(() => import('./components/new-course-page').then((m) => ({ default: m.NewCoursePage })));
const CourseLayout = lazy(() => import('./components/course-layout').then((m) => ({ default: m.CourseLayout })));
const CourseDetailsPage = lazy(() => import('./components/course-details-page').then((m) => ({ default: m.CourseDetailsPage })));
const CoursePreferencesPage = lazy(() =>
  import('./components/course-preferences-page').then((m) => ({ default: m.CoursePreferencesPage })),
);
const CourseParticipantsPage = lazy(() =>
  import('./components/course-participants-page').then((m) => ({ default: m.CourseParticipantsPage })),
);
const SkillsListPage = lazy(() => import('./skills-list/skills-list-page'));

const crumb = (label: RouteHandle['crumb']): RouteHandle => ({ crumb: label });

/**
 * Fetches the course (or takes it from the cache) before its pages show, so the breadcrumb can name
 * it. A refusal is left to the page, which shows it in place.
 */
async function courseLoader({ params }: LoaderFunctionArgs): Promise<{ name: string } | null> {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) return null;
  try {
    const course = await queryClient.ensureQueryData(courseQueryOptions(id));
    return { name: course.name };
  } catch {
    return null;
  }
}

const courseCrumb = (match: UIMatch) => (match.loaderData as { name: string } | null | undefined)?.name ?? 'Course';

/**
 * /courses, /courses/new and the pages of one course: details, skills list, preferences and
 * participants. The router wraps the whole area in RequireAccess('courses.manage').
 */
export const coursesRoute: RouteObject = {
  path: 'courses',
  handle: crumb('Courses'),
  children: [
    { index: true, element: <CoursesListPage /> },
    { path: 'new', handle: crumb('New Course'), element: <NewCoursePage /> },
    {
      path: ':id',
      loader: courseLoader,
      // Only a first load of the app straight onto a course page waits here; later visits keep the old page.
      hydrateFallbackElement: <PageLoader />,
      handle: crumb(courseCrumb),
      element: <CourseLayout />,
      children: [
        { index: true, element: <CourseDetailsPage /> },
        { path: 'skillsList', handle: crumb('Skills List'), element: <SkillsListPage /> },
        { path: 'preferences', handle: crumb('Preferences'), element: <CoursePreferencesPage /> },
        { path: 'participants', handle: crumb('Participants'), element: <CourseParticipantsPage /> },
      ],
    },
  ],
};
