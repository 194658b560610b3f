import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/i18n/i18n';
import type { RouteHandle } from '../../lib/route-handle';

const RoomsPage = lazyPage('rooms', () => import('./components/rooms-page').then((m) => m.RoomsPage));

const handle: RouteHandle = { crumb: 'Rooms' };

/** /rooms: the rooms grid; the router guards it with rooms.manage. */
export const roomsRoute: RouteObject = { path: 'rooms', handle, element: <RoomsPage /> };
