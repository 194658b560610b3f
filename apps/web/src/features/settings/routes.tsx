import type { RouteObject } from 'react-router';
import { RequireAccess } from '../../components/require-access';
import { lazyPage } from '../../lib/i18n/i18n';
import type { RouteHandle } from '../../lib/route-handle';

const BusinessSettingsPage = lazyPage('settings', () =>
  import('./components/business-settings-page').then((m) => m.BusinessSettingsPage),
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
