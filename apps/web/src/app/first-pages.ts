import type { SessionUser } from '@app/shared';
import type { QueryClient } from '@tanstack/react-query';
import { isPhone } from '../lib/landing';

/** Asks for the answers a first page draws, into the app's query cache. */
export type FirstAnswers = (queryClient: QueryClient, user: SessionUser) => Promise<void>;

/**
 * The pages a session opens first most often (lib/landing.ts), by their address: each page's code
 * and the module asking for its first answers, which it hands over once both are here. Nothing here
 * is imported statically (the types aside), so the sign-in page (main.tsx) starts a page's code the
 * moment signing in names it, beside the app's rather than after it has arrived and run, and the app
 * asks for the answers as it starts, before it first draws (issue 35); the app guesses with it while
 * the visitor types. The page's texts come with the person's language (app/app.tsx).
 */
export const FIRST_PAGES: Readonly<Record<string, () => Promise<FirstAnswers>>> = {
  '/my-shifts': () =>
    Promise.all([
      import('../features/my-shifts/components/my-shifts-page'),
      import('../features/my-shifts/api/prefetch-my-shifts'),
    ]).then(
      ([, { prefetchMyShifts }]) =>
        (queryClient) =>
          prefetchMyShifts(queryClient),
    ),
  '/': () =>
    Promise.all([
      import('../features/dashboard/components/dashboard-page'),
      import('../features/dashboard/api/prefetch-dashboard'),
    ]).then(
      ([, { prefetchDashboard }]) =>
        (queryClient, user) =>
          prefetchDashboard(queryClient, user, isPhone()),
    ),
};
