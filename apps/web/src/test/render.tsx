import { type Me, TOKEN_STORAGE_KEY } from '@app/shared';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, Suspense } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { expect } from 'vitest';
// The app shell's theme: test helpers (only here) may import app/.
import { theme } from '../app/theme';
import { MessageStack } from '../components/message-stack';
import { MessagesProvider } from '../components/messages';
import { AuthProvider, meQueryKey } from '../lib/auth';
import { settingsQueryOptions } from '../lib/settings';
import { setBusinessTimeZone, TimeZoneContext } from '../lib/time-zone';
import { anAdmin, settings, TEST_TIME_ZONE } from './data';

export interface RenderOptions {
  /** The route pattern the screen sits at ('/courses/:id'), so useParams works. Default '/'. */
  path?: string;
  /** The address the test opens ('/courses/7'). Default: `path`. */
  at?: string;
  /** The signed-in user; null renders the screen for nobody. Default: an admin. */
  user?: Me | null;
  /** The query cache to render with (testQueryClient's, filled beforehand). Default: a new one. */
  queryClient?: QueryClient;
}

/** Shows where the app went after a navigation away from the screen under test. */
function Elsewhere() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/**
 * A query cache as RequireAuth and the settings gate hand a screen over: the session (`user`, none
 * for null) and the installation's settings already known. A refusal shows at once; nothing is
 * collected mid-test.
 */
export function testQueryClient(user: Me | null = anAdmin()): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  if (user) {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'test-session-token');
    queryClient.setQueryData(meQueryKey, user);
  }
  const appSettings = settings();
  queryClient.setQueryData(settingsQueryOptions().queryKey, appSettings);
  setBusinessTimeZone(appSettings.timeZone);
  return queryClient;
}

/**
 * Renders one screen the way the app does (main.tsx + the settings gate): MUI theme, a fresh query
 * cache, the session, the message stack, the business time zone, and a memory router. Every
 * request goes to the msw handlers (test/server.ts). Returns user-event's `user` to drive it.
 */
export function renderWithProviders(ui: ReactNode, options: RenderOptions = {}) {
  const { path = '/' } = options;
  return renderRoutes([{ path, element: ui }], { ...options, at: options.at ?? path });
}

/**
 * Renders a feature's own route objects (its `routes.tsx`, lazy pages included) with the same
 * providers as renderWithProviders, opened at `at`; any other address shows where the app went.
 */
export function renderRoutes(routes: RouteObject[], options: Omit<RenderOptions, 'path'> & { at: string }) {
  const { at, user = anAdmin() } = options;
  const queryClient = options.queryClient ?? testQueryClient(user);
  const router = createMemoryRouter([...routes, { path: '*', element: <Elsewhere /> }], { initialEntries: [at] });

  const result = render(
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <MessagesProvider>
            <TimeZoneContext.Provider value={TEST_TIME_ZONE}>
              <Suspense fallback={null}>
                <RouterProvider router={router} />
              </Suspense>
              <MessageStack />
            </TimeZoneContext.Provider>
          </MessagesProvider>
        </AuthProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...result, user: userEvent.setup({ delay: null }), queryClient, router };
}

/** The texts of the message stack (bottom right), without their times. */
export function messageTexts(): string[] {
  return screen.queryAllByTestId('message').map((m) => m.querySelector('.MuiAlert-message')?.firstChild?.textContent ?? '');
}

/** Waits until the message stack shows `text`. */
export async function expectMessage(text: string): Promise<void> {
  await waitFor(() => expect(messageTexts()).toContain(text));
}
