import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '../../lib/i18n/i18n';
import type { RouteHandle } from '../../lib/route-handle';

const ReportsLayout = lazyPage('reports', () => import('./components/reports-layout').then((m) => m.ReportsLayout));
const NpsReport = lazyPage('reports', () => import('./components/nps-report').then((m) => m.NpsReport));
const AggregateReport = lazyPage('reports', () => import('./components/aggregate-report').then((m) => m.AggregateReport));
const AttendanceReport = lazyPage('reports', () => import('./components/attendance-report').then((m) => m.AttendanceReport));
const ScheduledReport = lazyPage('reports', () => import('./components/scheduled-report').then((m) => m.ScheduledReport));
const ResourceAvailabilityPage = lazyPage('reports', () =>
  import('./components/resource-availability-page').then((m) => m.ResourceAvailabilityPage),
);

const crumb = (text: string): RouteHandle => ({ crumb: text });

/** /reports and its five tabs; the index opens NPS. The router guards the area with reports.view. */
export const reportsRoute: RouteObject = {
  path: 'reports',
  handle: crumb('Reports'),
  element: <ReportsLayout />,
  children: [
    { index: true, element: <Navigate to="nps" replace /> },
    { path: 'nps', handle: crumb('NPS'), element: <NpsReport /> },
    { path: 'aggregate', handle: crumb('Aggregate'), element: <AggregateReport /> },
    { path: 'attendance', handle: crumb('Attendance'), element: <AttendanceReport /> },
    { path: 'scheduled', handle: crumb('Scheduled'), element: <ScheduledReport /> },
    { path: 'resourceAvailability', handle: crumb('Resource Availability'), element: <ResourceAvailabilityPage /> },
  ],
};
