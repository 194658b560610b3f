import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/route-handle';

const ReportsLayout = lazy(() => import('./components/reports-layout').then((m) => ({ default: m.ReportsLayout })));
const NpsReport = lazy(() => import('./components/nps-report').then((m) => ({ default: m.NpsReport })));
const AggregateReport = lazy(() => import('./components/aggregate-report').then((m) => ({ default: m.AggregateReport })));
const AttendanceReport = lazy(() => import('./components/attendance-report').then((m) => ({ default: m.AttendanceReport })));
const ScheduledReport = lazy(() => import('./components/scheduled-report').then((m) => ({ default: m.ScheduledReport })));
const ResourceAvailabilityPage = lazy(() =>
  import('./components/resource-availability-page').then((m) => ({ default: m.ResourceAvailabilityPage })),
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
