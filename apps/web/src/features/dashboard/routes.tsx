import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/i18n/i18n';
import type { RouteHandle } from '../../lib/route-handle';

const DashboardPage = lazyPage('dashboard', () => import('./components/dashboard-page').then((m) => m.DashboardPage));

/** '/': the index route of the signed-in layout; the calendar (and FullCalendar) load with it. */
export const dashboardRoute: RouteObject = {
  index: true,
  handle: { ownOfflineBanner: true, preload: DashboardPage.preload } satisfies RouteHandle,
  element: <DashboardPage />,
};
