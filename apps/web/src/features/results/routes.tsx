import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAccess } from '../../components/require-access';
import type { RouteHandle } from '../../lib/route-handle';

const CourseResultsPage = lazy(() => import('./components/course-results-page').then((m) => ({ default: m.CourseResultsPage })));
const ParticipantProgressPage = lazy(() =>
  import('./components/participant-progress-page').then((m) => ({ default: m.ParticipantProgressPage })),
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
