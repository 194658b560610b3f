import { Box, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { DownloadButton } from './download-button';
import { NotWiredNotice } from './not-wired-notice';
import { CohortsPicker } from './pickers';

/** /reports/nps: NPS per cohort (promoters 9–10 minus detractors 1–6). The form is here; its data is not yet. */
export function NpsReport() {
  const [cohortIds, setCohortIds] = useState<number[]>([]);
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Typography variant="h6" component="h2">
        NPS report
      </Typography>
      <NotWiredNotice />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <CohortsPicker value={cohortIds} onChange={setCohortIds} />
      </Box>
      <DownloadButton label="Download NPS report" pending={false} received={0} disabled onClick={() => {}} />
    </Paper>
  );
}
