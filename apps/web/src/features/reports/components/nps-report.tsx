import { useState } from 'react';
import { DownloadButton } from './download-button';
import { CohortsPicker } from './pickers';
import { ReportCard } from './report-card';

/** /reports/nps: NPS per cohort (promoters 9–10 minus detractors 1–6). The form is here; its data is not yet. */
export function NpsReport() {
  const [cohortIds, setCohortIds] = useState<number[]>([]);
  return (
    <ReportCard title="NPS report" notWired filters={<CohortsPicker value={cohortIds} onChange={setCohortIds} />}>
      <DownloadButton label="Download NPS report" pending={false} received={0} disabled onClick={() => {}} />
    </ReportCard>
  );
}
