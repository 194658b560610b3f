import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAccess } from '../../components/require-access';
import type { RouteHandle } from '../../lib/route-handle';

const BusinessSettingsPage = lazy(() =>
  import('./components/business-settings-page').then((m) => ({ default: m.BusinessSettingsPage })),
);

const handle: RouteHandle = { crumb: 'Settings' };

/** /settings (admin): the business settings. */
export const settingsRoute: RouteObject = {
  path: 'settings',
  handle,
  element: (
    <RequireAccess action="settings.business">
      <BusinessSettingsPage />
    </RequireAccess>
  ),
};
