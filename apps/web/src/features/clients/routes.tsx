import type { Client } from '@app/shared';
import type { RouteObject, UIMatch } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { tokenStore } from '../../lib/api';
import { lazyPage } from '../../lib/i18n/i18n';
import { queryClient } from '../../lib/query-client';
import type { RouteHandle } from '../../lib/route-handle';
import { clientQueryOptions } from './api/get-client';

const ClientsListPage = lazyPage('clients', () => import('./components/clients-list-page').then((m) => m.ClientsListPage));
const NewClientPage = lazyPage('clients', () => import('./components/new-client-page').then((m) => m.NewClientPage));
const ClientEditPage = lazyPage('clients', () => import('./components/client-edit-page').then((m) => m.ClientEditPage));

/**
 * Loads the client for the breadcrumb (and warms the page's own query). A failure is left to the
 * page, which shows it; the breadcrumb then says 'Client'.
 */
async function clientLoader({ params }: { params: { id?: string } }): Promise<Client | null> {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0 || !tokenStore.get()) return null;
  try {
    return await queryClient.ensureQueryData(clientQueryOptions(id));
  } catch {
    return null;
  }
}

const clientCrumb = (match: UIMatch) => {
  const id = Number(match.params.id);
  // The cache has the newest name (after a rename); the loader's answer is the fallback.
  const cached = Number.isInteger(id) ? queryClient.getQueryData(clientQueryOptions(id).queryKey) : undefined;
  return cached?.orgName ?? (match.data as Client | null | undefined)?.orgName ?? 'Client';
};

const handle = (crumb: RouteHandle['crumb']): RouteHandle => ({ crumb });

/** /clients (list), /clients/new and /clients/{id}; the router guards the whole area with clients.manage. */
export const clientsRoute: RouteObject = {
  path: 'clients',
  handle: handle('Clients'),
  children: [
    { index: true, element: <ClientsListPage /> },
    { path: 'new', handle: handle('New Client'), element: <NewClientPage /> },
    {
      path: ':id',
      handle: handle(clientCrumb),
      loader: clientLoader,
      hydrateFallbackElement: <PageLoader />,
      element: <ClientEditPage />,
    },
  ],
};
