import { t } from '../../../lib/i18n/i18n';
import { REPORTS_TEXTS as T } from '../messages';
import { CohortReport } from './cohort-report';

/** /reports/nps: NPS per cohort (% promoters 9–10 minus % detractors 1–6), of the chosen cohorts (every rated cohort without). */
export function NpsReport() {
  return <CohortReport report="nps" title={t(T.npsTitle)} buttonLabel={t(T.npsDownload)} />;
}
