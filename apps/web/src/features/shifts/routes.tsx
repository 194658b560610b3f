import { SHIFT_ROUTES, SHIFT_TYPE_LABELS, SHIFT_TYPES, type ShiftType } from '@app/shared/constants';
import type { LoaderFunctionArgs, RouteObject, UIMatch } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { lazyPage } from '../../lib/i18n/i18n';
import { queryClient } from '../../lib/query-client';
import type { RouteHandle } from '../../lib/route-handle';
import { shiftQueryOptions } from './api/get-shift';

const ShiftPage = lazyPage('shifts', () => import('./components/shift-page').then((m) => m.ShiftPage));

const crumb = (label: RouteHandle['crumb']): RouteHandle => ({ crumb: label });

/** The three shift pages, at a path relative to wherever they are mounted. */
function shiftPages(): RouteObject[] {
  return SHIFT_TYPES.map((type) => ({
    path: `${SHIFT_ROUTES[type]}/:eventId`,
    handle: crumb(`${SHIFT_TYPE_LABELS[type]} Shift`),
    element: <ShiftPage type={type} />,
  }));
}

const ROUTE_TYPES = new Map<string, ShiftType>(SHIFT_TYPES.map((type) => [SHIFT_ROUTES[type], type]));

/**
 * Names the course in the breadcrumb of /courses/:courseId/{type}Shifts/:eventId from the shift
 * itself (role-players may open these pages but not the course), and warms the page's query. A
 * refusal is left to the page, which shows it in place.
 */
async function courseCrumbLoader({ request }: LoaderFunctionArgs): Promise<{ name: string } | null> {
  const [, word, eventId] = /\/(\w+)\/(\d+)\/?$/.exec(new URL(request.url).pathname) ?? [];
  const type = word ? ROUTE_TYPES.get(word) : undefined;
  const id = Number(eventId);
  if (!type || !Number.isInteger(id) || id <= 0) return null;
  try {
    const shift = await queryClient.ensureQueryData(shiftQueryOptions(type, id));
    return { name: shift.course.name };
  } catch {
    return null;
  }
}

const courseCrumb = (match: UIMatch) => (match.loaderData as { name: string } | null | undefined)?.name ?? 'Course';

/**
 * The shift pages, at the top level (/roleplayShifts/:eventId, /orientationShifts/:eventId,
 * /liveShifts/:eventId) and under their course (/courses/:courseId/…). They are open to every
 * signed-in role: the API decides who may see which shift and the page shows its refusal. The
 * course pages keep /courses and /courses/:id (their index routes outrank these parents).
 */
export const shiftRoutes: RouteObject[] = [
  ...shiftPages(),
  {
    path: 'courses',
    handle: { crumb: 'Courses', crumbAction: 'courses.manage' } satisfies RouteHandle,
    children: [
      {
        path: ':courseId',
        loader: courseCrumbLoader,
        hydrateFallbackElement: <PageLoader />,
        handle: { crumb: courseCrumb, crumbAction: 'courses.manage' } satisfies RouteHandle,
        children: shiftPages(),
      },
    ],
  },
];
