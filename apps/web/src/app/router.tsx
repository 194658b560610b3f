import type { Action } from '@app/shared';
import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireAccess } from '../components/require-access';
import { activityRoute } from '../features/activity/routes';
import { assessmentRoutes } from '../features/assessments/routes';
import { clientsRoute } from '../features/clients/routes';
import { coachingRoutes } from '../features/coaching/routes';
import { coursesRoute } from '../features/courses/routes';
import { dashboardRoute } from '../features/dashboard/routes';
import { mailboxRoute } from '../features/mailbox/routes';
import { myShiftsRoute } from '../features/my-shifts/routes';
import { reportsRoute } from '../features/reports/routes';
import { resultsRoutes } from '../features/results/routes';
import { roomsRoute } from '../features/rooms/routes';
import { rosterPlansRoute } from '../features/roster-plans/routes';
import { settingsRoute } from '../features/settings/routes';
import { shiftRoutes } from '../features/shifts/routes';
import { usersRoute } from '../features/users/routes';
import type { RouteHandle } from '../lib/route-handle';
import { RequireAuth } from './guards';
import { AppLayout } from './layout';
import { RouteErrorPage } from './route-error-page';

// Every page loads when it is first shown. The signed-in layout (with its gates) comes with the app, in
// the one file of the signed-in shell (apps/web/vite.first-paint.ts: shellChunk): every signed-in page
// needs it, and drawn without a fallback of its own it holds nothing back. The sign-in page is
// main.tsx's own, drawn before the app loads; /login here shows it again (scripts/bundle-budget.mjs).
const LoginRoute = lazy(() => import('../features/auth/login-route').then((m) => ({ default: m.LoginRoute })));
const NotFoundPage = lazy(() => import('./not-found-page').then((m) => ({ default: m.NotFoundPage })));

const handle = (crumb: RouteHandle['crumb']): RouteHandle => ({ crumb });

/** Wraps a feature's route so the whole area refuses users the permission table does not allow. */
function guarded(route: RouteObject, action: Action): RouteObject {
  const inner: RouteObject = route.children
    ? { element: route.element, children: route.children }
    : { index: true, element: route.element };
  return { path: route.path, handle: route.handle, element: <RequireAccess action={action} />, children: [inner] };
}

export const routes: RouteObject[] = [
  { path: '/login', element: <LoginRoute /> },
  {
    path: '/',
    element: (
      <RequireAuth>
        <AppLayout />
      </RequireAuth>
    ),
    handle: handle('Home'),
    errorElement: <RouteErrorPage />,
    children: [
      {
        // A page that fails keeps the layout (navigation, top bar) around its error.
        errorElement: <RouteErrorPage />,
        children: [
          dashboardRoute,
          guarded(myShiftsRoute, 'invites.respond'),
          guarded(clientsRoute, 'clients.manage'),
          guarded(coursesRoute, 'courses.manage'),
          guarded(roomsRoute, 'rooms.manage'),
          guarded(rosterPlansRoute, 'shifts.manage'),
          guarded(reportsRoute, 'reports.view'),
          ...coachingRoutes,
          usersRoute,
          mailboxRoute,
          settingsRoute,
          activityRoute,
          ...shiftRoutes,
          ...assessmentRoutes,
          ...resultsRoutes,
        ],
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

/** The app's router, made when the app starts (app/app.tsx), on the address of that moment. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
