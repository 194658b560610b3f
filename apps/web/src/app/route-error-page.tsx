import { MESSAGES } from '@app/shared/messages';
import { Box, Button, Paper, Typography } from '@mui/material';
import { lazy, Suspense, useLayoutEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { KeptPagesLinks } from '../components/kept-pages-links';
import { handOverKeptView } from '../lib/kept-view';
import { useOnline } from '../lib/online';

const NotFoundPage = lazy(() => import('./not-found-page').then((m) => ({ default: m.NotFoundPage })));

/**
 * Shown when a page fails to load or render. The common case is a new release: the page's code
 * file from the old build is gone, and a reload fetches the new one.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const online = useOnline();
  // An error is never hidden under the copy of the page kept on the device (lib/kept-view.ts).
  useLayoutEffect(handOverKeptView, []);
  // A page whose code or answers could not be fetched offline is not a new release: say what is.
  const [failedOffline] = useState(() => !online);
  if (!online || failedOffline) return <OfflineErrorPage online={online} />;
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  }
  const message = error instanceof Error ? error.message : '';
  const staleBuild = /dynamically imported module|Importing a module script failed|Loading chunk/i.test(message);
  return (
    <Box sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper sx={{ p: 4, maxWidth: 520 }}>
        {/* A column as Stack draws it (spacing 2), without Stack's code in the first download. */}
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography variant="h5" component="h1">
            {staleBuild ? 'A new version is available' : 'This page could not be shown'}
          </Typography>
          <Typography color="text.secondary">
            {staleBuild
              ? 'The app was updated while you were using it. Reload to continue.'
              : 'Something went wrong while showing this page. Reloading usually helps; if it keeps happening, tell an administrator.'}
          </Typography>
          {/* Plain text, not an Alert: this page comes with the first download, which has no Alert. */}
          {!staleBuild && message && <Typography color="error">{message}</Typography>}
          <Box>
            <Button variant="contained" onClick={() => window.location.reload()}>
              Reload
            </Button>
          </Box>
        </Box>
      </Paper>
    </Box>
  );
}

/**
 * A page that failed while the device was offline: offline, it says that the page was not saved on
 * the device and which pages were (no Reload, which cannot work); back online, Try again reloads it.
 */
function OfflineErrorPage({ online }: { online: boolean }) {
  return (
    <Box sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper sx={{ p: 4, maxWidth: 520 }} data-testid="offline-error-page">
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography variant="h5" component="h1">
            {online ? MESSAGES.offlineBackOnlineTitle : MESSAGES.offlinePageTitle}
          </Typography>
          {online ? (
            <>
              <Typography color="text.secondary">{MESSAGES.offlineBackOnline}</Typography>
              <Box>
                <Button variant="contained" onClick={() => window.location.reload()}>
                  {MESSAGES.offlinePageRetry}
                </Button>
              </Box>
            </>
          ) : (
            <>
              <Typography color="text.secondary">{MESSAGES.offlinePageNotKept}</Typography>
              <Typography component="div" color="text.secondary">
                <KeptPagesLinks />
              </Typography>
            </>
          )}
        </Box>
      </Paper>
    </Box>
  );
}
