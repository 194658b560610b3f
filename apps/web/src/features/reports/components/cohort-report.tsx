import { useState } from 'react';
import { useDownloadReport } from '../api/download-report';
import { DownloadButton } from './download-button';
import { CohortsPicker } from './pickers';
import { ReportCard } from './report-card';

/** A report asked for by cohorts alone (none chosen: every cohort), downloaded with its progress. */
export function CohortReport(props: { report: 'nps' | 'scheduled'; title: string; buttonLabel: string }) {
  const [cohortIds, setCohortIds] = useState<number[]>([]);
  const report = useDownloadReport(props.report);
  return (
    <ReportCard title={props.title} filters={<CohortsPicker value={cohortIds} onChange={setCohortIds} />}>
      <DownloadButton
        label={props.buttonLabel}
        pending={report.isPending}
        received={report.received}
        onClick={() => report.mutate({ cohort_ids: cohortIds })}
      />
    </ReportCard>
  );
}
