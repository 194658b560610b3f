import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { NotWiredNotice } from './not-wired-notice';

/**
 * One report's tab: its title, the notice when its download is not available yet, its filters in a
 * wrapping row, and its download buttons.
 */
export function ReportCard(props: { title: string; notWired?: boolean; filters: ReactNode; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Typography variant="h6" component="h2">
        {props.title}
      </Typography>
      {props.notWired && <NotWiredNotice />}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>{props.filters}</Box>
      {props.children}
    </Paper>
  );
}
