import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One report's tab: its title, its filters in a wrapping row, and its download buttons. */
export function ReportCard(props: { title: string; filters: ReactNode; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Typography variant="h6" component="h2">
        {props.title}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>{props.filters}</Box>
      {props.children}
    </Paper>
  );
}
