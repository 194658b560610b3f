import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/i18n/i18n';
import type { RouteHandle } from '../../lib/route-handle';

const MyShiftsPage = lazyPage('my-shifts', () => import('./components/my-shifts-page').then((m) => m.MyShiftsPage));

/** '/my-shifts': the staff member's own shifts, calls, invitations and offers, made for a phone. */
export const myShiftsRoute: RouteObject = {
  path: 'my-shifts',
  handle: { crumb: 'My shifts', ownOfflineBanner: true, preload: MyShiftsPage.preload } satisfies RouteHandle,
  element: <MyShiftsPage />,
};
