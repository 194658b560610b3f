import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/route-handle';

const DashboardPage = lazy(() => import('./components/dashboard-page').then((m) => ({ default: m.DashboardPage })));

/** '/': the index route of the signed-in layout; the calendar (and FullCalendar) load with it. */
export const dashboardRoute: RouteObject = {
  index: true,
  handle: { ownOfflineBanner: true } satisfies RouteHandle,
  element: <DashboardPage />,
};
