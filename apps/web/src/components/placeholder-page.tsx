import { MESSAGES } from '@app/shared';
import { Paper, Typography } from '@mui/material';

/** A page whose feature is not built yet says so plainly. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Paper sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">{MESSAGES.placeholder}</Typography>
    </Paper>
  );
}
