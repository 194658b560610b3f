import { Box, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { useDownloadReport } from '../api/download-report';
import { DownloadButton } from './download-button';
import { CohortsPicker } from './pickers';

/** /reports/scheduled: the participants scheduled per shift and call, for the chosen cohorts (all without). */
export function ScheduledReport() {
  const [cohortIds, setCohortIds] = useState<number[]>([]);
  const report = useDownloadReport('scheduled');
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Typography variant="h6" component="h2">
        Scheduled report
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <CohortsPicker value={cohortIds} onChange={setCohortIds} />
      </Box>
      <DownloadButton
        label="Download Scheduled report"
        pending={report.isPending}
        received={report.received}
        onClick={() => report.mutate({ cohort_ids: cohortIds })}
      />
    </Paper>
  );
}
