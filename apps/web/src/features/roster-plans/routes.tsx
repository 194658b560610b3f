import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/route-handle';

const RosterPlanPage = lazy(() => import('./components/roster-plan-page').then((m) => ({ default: m.RosterPlanPage })));

/**
 * /roster-plans (Plan the month) and /roster-plans/:planId (a plan): managers only; the router
 * guards the area with shifts.manage, the action the API's routes declare.
 */
export const rosterPlansRoute: RouteObject = {
  path: 'roster-plans',
  handle: { crumb: 'Plan the month' } satisfies RouteHandle,
  children: [
    { index: true, element: <RosterPlanPage /> },
    { path: ':planId', handle: { crumb: 'Plan' } satisfies RouteHandle, element: <RosterPlanPage /> },
  ],
};
