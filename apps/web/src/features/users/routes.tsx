import type { RouteObject } from 'react-router';
import { PlaceholderPage } from '../../components/placeholder-page';

// Filled in by the users screens work.
export const usersRoute: RouteObject = { path: 'users', handle: { crumb: 'Users' }, element: <PlaceholderPage title="Users" /> };
