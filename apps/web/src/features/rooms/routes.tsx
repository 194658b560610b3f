import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/route-handle';

const RoomsPage = lazy(() => import('./components/rooms-page').then((m) => ({ default: m.RoomsPage })));

const handle: RouteHandle = { crumb: 'Rooms' };

/** /rooms: the rooms grid; the router guards it with rooms.manage. */
export const roomsRoute: RouteObject = { path: 'rooms', handle, element: <RoomsPage /> };
