import { Box, Button, Paper, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';

const NotFoundPage = lazy(() => import('./not-found-page').then((m) => ({ default: m.NotFoundPage })));

/**
 * Shown when a page fails to load or render. The common case is a new release: the page's code
 * file from the old build is gone, and a reload fetches the new one.
 */
export function RouteErrorPage() {
  const error = useRouteError();
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
