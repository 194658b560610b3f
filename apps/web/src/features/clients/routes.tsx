import type { RouteObject } from 'react-router';
import { PlaceholderPage } from '../../components/placeholder-page';

// Filled in by the clients screens work. The router wraps this route in RequireAccess('clients.manage').
export const clientsRoute: RouteObject = {
  path: 'clients',
  handle: { crumb: 'Clients' },
  element: <PlaceholderPage title="Clients" />,
};
