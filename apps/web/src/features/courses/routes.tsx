import type { LoaderFunctionArgs, RouteObject, UIMatch } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { courseQueryOptions } from '../../lib/course';
import { lazyPage, loadTexts, t } from '../../lib/i18n/i18n';
import { queryClient } from '../../lib/query-client';
import type { RouteHandle } from '../../lib/route-handle';
import { COURSES_ROUTE_TEXTS as T } from './route-texts';

const CoursesListPage = lazyPage('courses', () => import('./components/courses-list-page').then((m) => m.CoursesListPage));
const NewCoursePage = lazyPage('courses', () => import('./components/new-course-page').then((m) => m.NewCoursePage));
const CourseLayout = lazyPage('courses', () => import('./components/course-layout').then((m) => m.CourseLayout));
const CourseDetailsPage = lazyPage('courses', () => import('./components/course-details-page').then((m) => m.CourseDetailsPage));
const CoursePreferencesPage = lazyPage('courses', () =>
  import('./components/course-preferences-page').then((m) => m.CoursePreferencesPage),
);
const CourseParticipantsPage = lazyPage('courses', () =>
  import('./components/course-participants-page').then((m) => m.CourseParticipantsPage),
);
const SkillsListPage = lazyPage('courses', () => import('./skills-list/skills-list-page').then((m) => m.default));

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

const courseCrumb = (match: UIMatch) => (match.loaderData as { name: string } | null | undefined)?.name ?? t(T.crumbCourse);

/**
 * The area's texts come before its breadcrumb is drawn: its crumbs ('New Course', 'Preferences'…) are
 * in the courses catalogue, which the pages load too. (On the child routes: the router's guard keeps
 * the area's children, not its own loader.)
 */
async function textsLoader(): Promise<null> {
  await loadTexts('courses');
  return null;
}

/** The course for the crumb, with the area's texts. */
async function courseAndTextsLoader(args: LoaderFunctionArgs): Promise<{ name: string } | null> {
  const [course] = await Promise.all([courseLoader(args), loadTexts('courses')]);
  return course;
}

export const coursesRoute: RouteObject = {
  path: 'courses',
  handle: crumb('Courses'),
  children: [
    { index: true, element: <CoursesListPage /> },
    {
      path: 'new',
      loader: textsLoader,
      hydrateFallbackElement: <PageLoader />,
      handle: crumb(() => t(T.crumbNewCourse)),
      element: <NewCoursePage />,
    },
    {
      path: ':id',
      loader: courseAndTextsLoader,
      // Only a first load of the app straight onto a course page waits here; later visits keep the old page.
      hydrateFallbackElement: <PageLoader />,
      handle: crumb(courseCrumb),
      element: <CourseLayout />,
      children: [
        { index: true, element: <CourseDetailsPage /> },
        { path: 'skillsList', handle: crumb('Skills List'), element: <SkillsListPage /> },
        { path: 'preferences', handle: crumb(() => t(T.crumbPreferences)), element: <CoursePreferencesPage /> },
        { path: 'participants', handle: crumb(() => t(T.crumbParticipants)), element: <CourseParticipantsPage /> },
      ],
    },
  ],
};
