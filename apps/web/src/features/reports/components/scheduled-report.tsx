import { useState } from 'react';
import { useDownloadReport } from '../api/download-report';
import { DownloadButton } from './download-button';
import { CohortsPicker } from './pickers';
import { ReportCard } from './report-card';

/** /reports/scheduled: the participants scheduled per shift and call, for the chosen cohorts (all without). */
export function ScheduledReport() {
  const [cohortIds, setCohortIds] = useState<number[]>([]);
  const report = useDownloadReport('scheduled');
  return (
    <ReportCard title="Scheduled report" filters={<CohortsPicker value={cohortIds} onChange={setCohortIds} />}>
      <DownloadButton
        label="Download Scheduled report"
        pending={report.isPending}
        received={report.received}
        onClick={() => report.mutate({ cohort_ids: cohortIds })}
      />
    </ReportCard>
  );
}
