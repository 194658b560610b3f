import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/i18n/i18n';
import type { RouteHandle } from '../../lib/route-handle';

const RosterPlanPage = lazyPage('roster-plans', () => import('./components/roster-plan-page').then((m) => m.RosterPlanPage));

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
