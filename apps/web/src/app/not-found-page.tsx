import { Box, Button, Link, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { textOf } from '../lib/i18n/text-of';
import { ERROR_PAGE_TEXTS as T } from './error-page-texts';

/** Shown for any path the app does not know, signed in or not. */
export function NotFoundPage() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'grey.100' }}>
      <Paper sx={{ p: 4, maxWidth: 480, textAlign: 'center' }}>
        <Typography variant="h2" component="p" color="primary" sx={{ fontWeight: 700 }}>
          404
        </Typography>
        <Typography variant="h5" component="h1" gutterBottom>
          {textOf(T.notFound)}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {textOf(T.followedLink)}{' '}
          <Link href="mailto:admin@example.com?subject=Page%20not%20found">{textOf(T.contactAdmin)}</Link>.
        </Typography>
        <Button component={RouterLink} to="/" variant="contained">
          {textOf(T.toDashboard)}
        </Button>
      </Paper>
    </Box>
  );
}
