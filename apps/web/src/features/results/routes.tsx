import type { RouteObject } from 'react-router';
import { RequireAccess } from '../../components/require-access';
import { lazyPage } from '../../lib/i18n/i18n';
import type { RouteHandle } from '../../lib/route-handle';

const CourseResultsPage = lazyPage('results', () => import('./components/course-results-page').then((m) => m.CourseResultsPage));
const ParticipantProgressPage = lazyPage('results', () =>
  import('./components/participant-progress-page').then((m) => m.ParticipantProgressPage),
);

/**
 * The results pages: a course's results (/courses/:courseId/results: managers, and the course's
 * coaches, whom the API lets in) and a participant's progress in a course
 * (/users/:id/progress/:courseId: also the participant themself). The API decides whose figures a
 * viewer reads; a page shows its refusal. The course pages keep /courses/:id and theirs (no path of
 * theirs ends in /results).
 */
export const resultsRoutes: RouteObject[] = [
  {
    path: 'courses',
    handle: { crumb: 'Courses', crumbAction: 'courses.manage' } satisfies RouteHandle,
    children: [
      {
        path: ':courseId/results',
        handle: { crumb: 'Results' } satisfies RouteHandle,
        element: (
          <RequireAccess action="results.course">
            <CourseResultsPage />
          </RequireAccess>
        ),
      },
    ],
  },
  {
    path: 'users/:id/progress/:courseId',
    handle: { crumb: 'Progress' } satisfies RouteHandle,
    element: (
      <RequireAccess action="results.progress">
        <ParticipantProgressPage />
      </RequireAccess>
    ),
  },
];
