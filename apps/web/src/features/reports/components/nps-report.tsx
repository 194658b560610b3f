import { useState } from 'react';
import { useDownloadReport } from '../api/download-report';
import { DownloadButton } from './download-button';
import { CohortsPicker } from './pickers';
import { ReportCard } from './report-card';

/** /reports/nps: NPS per cohort (% promoters 9–10 minus % detractors 1–6), of the chosen cohorts (every rated cohort without). */
export function NpsReport() {
  const [cohortIds, setCohortIds] = useState<number[]>([]);
  const report = useDownloadReport('nps');
  return (
    <ReportCard title="NPS report" filters={<CohortsPicker value={cohortIds} onChange={setCohortIds} />}>
      <DownloadButton
        label="Download NPS report"
        pending={report.isPending}
        received={report.received}
        onClick={() => report.mutate({ cohort_ids: cohortIds })}
      />
    </ReportCard>
  );
}
