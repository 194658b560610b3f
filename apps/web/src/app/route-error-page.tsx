import { Box, Button, Paper, Typography } from '@mui/material';
import { lazy, Suspense, useLayoutEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { KeptPagesLinks } from '../components/kept-pages-links';
import { COMMON_TEXTS } from '../lib/i18n/common-texts';
import { textOf } from '../lib/i18n/text-of';
import { handOverKeptView } from '../lib/kept-view';
import { useOnline } from '../lib/online';
import { ERROR_PAGE_TEXTS as T } from './error-page-texts';

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
            {textOf(staleBuild ? T.newVersion : T.notShown)}
          </Typography>
          <Typography color="text.secondary">{textOf(staleBuild ? T.updated : T.wentWrong)}</Typography>
          {/* Plain text, not an Alert: this page comes with the first download, which has no Alert. */}
          {!staleBuild && message && <Typography color="error">{message}</Typography>}
          <Box>
            <Button variant="contained" onClick={() => window.location.reload()}>
              {textOf(COMMON_TEXTS.reload)}
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
            {textOf(online ? T.backOnlineTitle : T.offlineTitle)}
          </Typography>
          {online ? (
            <>
              <Typography color="text.secondary">{textOf(T.backOnline)}</Typography>
              <Box>
                <Button variant="contained" onClick={() => window.location.reload()}>
                  {textOf(T.tryAgain)}
                </Button>
              </Box>
            </>
          ) : (
            <>
              <Typography color="text.secondary">{textOf(T.notKept)}</Typography>
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
