import type { RouteObject } from 'react-router';
import { RequireAccess } from '../../components/require-access';
import { lazyPage } from '../../lib/i18n/i18n';
import type { RouteHandle } from '../../lib/route-handle';

const ActivityPage = lazyPage('activity', () => import('./components/activity-page').then((m) => m.ActivityPage));

const handle: RouteHandle = { crumb: 'Activity' };

/** /activity (admin): the audit trail, filtered, paged and downloadable. */
export const activityRoute: RouteObject = {
  path: 'activity',
  handle,
  element: (
    <RequireAccess action="audit.view">
      <ActivityPage />
    </RequireAccess>
  ),
};
