import { CohortReport } from './cohort-report';

/** /reports/scheduled: the participants scheduled per shift and call, for the chosen cohorts (all without). */
export function ScheduledReport() {
  return <CohortReport report="scheduled" title="Scheduled report" buttonLabel="Download Scheduled report" />;
}
