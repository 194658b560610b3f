import { CssBaseline } from '@mui/material';
// The system's ThemeProvider is what @mui/material's hands a theme without CSS variables to (ours);
// @mui/material's own brings the CSS-variables provider and colour-scheme script along (~2.5 kB).
import { ThemeProvider } from '@mui/system';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { router } from './app/router';
import { theme } from './app/theme';
import { MessagesProvider } from './components/messages';
import { PageLoader } from './components/page-loader';
import { UpdatePromptHost } from './components/update-prompt-host';
import { onUnauthorized, tokenStore } from './lib/api';
import { AuthProvider } from './lib/auth';
import { startOnlineTracking } from './lib/online';
import { queryClient } from './lib/query-client';
import { startServiceWorker } from './lib/service-worker';

// Any 401 ends the session: go to the sign-in page, remembering where the user was.
onUnauthorized(() => {
  const here = `${window.location.pathname}${window.location.search}`;
  if (!window.location.pathname.startsWith('/login')) {
    void router.navigate(here === '/' ? '/login' : `/login?redirect=${encodeURIComponent(here)}`, { replace: true });
  }
});

startOnlineTracking();
startServiceWorker();
// With a session, the schedule kept on the device comes back (lib/offline-cache.ts, loaded only then).
if (tokenStore.get()) void import('./lib/offline-cache').then((m) => m.startOfflineCache(queryClient));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <MessagesProvider>
            {/* Pages load when first shown (app/router.tsx): a spinner until the first one has. */}
            <Suspense fallback={<PageLoader />}>
              <RouterProvider router={router} />
            </Suspense>
          </MessagesProvider>
          <UpdatePromptHost />
        </AuthProvider>
      </QueryClientProvider>
    </ThemeProvider>
  </StrictMode>,
);
