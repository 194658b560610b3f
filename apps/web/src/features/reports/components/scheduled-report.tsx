import { t } from '../../../lib/i18n/i18n';
import { REPORTS_TEXTS as T } from '../messages';
import { CohortReport } from './cohort-report';

/** /reports/scheduled: the participants scheduled per shift and call, for the chosen cohorts (all without). */
export function ScheduledReport() {
  return <CohortReport report="scheduled" title={t(T.scheduledTitle)} buttonLabel={t(T.scheduledDownload)} />;
}
