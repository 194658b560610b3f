import { MESSAGES } from '@app/shared/messages';
import { Box, Button, Link, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

/** Shown for any path the app does not know, signed in or not. */
export function NotFoundPage() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'grey.100' }}>
      <Paper sx={{ p: 4, maxWidth: 480, textAlign: 'center' }}>
        <Typography variant="h2" component="p" color="primary" sx={{ fontWeight: 700 }}>
          404
        </Typography>
        <Typography variant="h5" component="h1" gutterBottom>
          {MESSAGES.notFoundPage}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          If you followed a link here and think it should work,{' '}
          <Link href="mailto:admin@example.com?subject=Page%20not%20found">contact an administrator</Link>.
        </Typography>
        <Button component={RouterLink} to="/" variant="contained">
          Go to the dashboard
        </Button>
      </Paper>
    </Box>
  );
}
