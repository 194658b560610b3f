import { type CourseResults, formatDate, formatDateTime, neutraliseCsvText } from '@app/shared';

/** A cell of the file: text, a number, or empty. */
type Cell = string | number | null;

function cellText(value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = neutraliseCsvText(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows as CSV text: comma-separated, CRLF line ends, quoted where needed, formulas neutralised. */
export function toCsv(rows: readonly (readonly Cell[])[]): string {
  return rows
    .map((row) => row.map(cellText).join(','))
    .join('\r\n')
    .concat('\r\n');
}

/** What the page shows above the figures: the chosen cohort's name (or null for all) and the days asked. */
export interface ResultsFilterNames {
  cohort: string | null;
  from: string;
  to: string;
}

/**
 * The figures on the Results page as one CSV file, section after section as on screen: the filters,
 * the ratings per block, the NPS (course or cohort, then each cohort), its trend by shift and the
 * missing assessments. Dates in the business time zone, as everywhere.
 */
export function resultsCsvRows(
  results: CourseResults,
  cohorts: CourseResults['cohorts'],
  filters: ResultsFilterNames,
  zone: string,
): Cell[][] {
  const cohortName = (id: number | null) => cohorts.find((c) => (c.cohort?.id ?? null) === id)?.cohort?.name ?? '';
  const rows: Cell[][] = [
    ['Course', results.course.name],
    ['Cohort', filters.cohort ?? 'All cohorts'],
    ['From', filters.from],
    ['To', filters.to],
    [],
    ['Block', 'Rated -1', 'Rated 0', 'Rated 1', 'Compared', 'Improved', 'Improved %'],
    ...results.blocks.map((b) => [
      b.text,
      b.counts.minusOne,
      b.counts.zero,
      b.counts.plusOne,
      b.improvement.compared,
      b.improvement.improved,
      b.improvement.percent,
    ]),
    [],
    ['NPS of', 'Score', 'Promoters', 'Passives', 'Detractors', 'Responses', 'Missing assessments'],
    [filters.cohort ?? 'All cohorts', ...npsCells(results.nps), results.missingAssessmentsTotal],
    ...cohorts.map((c) => [c.cohort?.name ?? 'No cohort', ...npsCells(c.nps), c.missingAssessments]),
    [],
    ['Shift', 'Cohort', 'Score', 'Promoters', 'Passives', 'Detractors', 'Responses'],
    ...results.npsByShift.map((s) => [formatDateTime(s.date, zone), cohortName(s.cohortId), ...npsCells(s)]),
    [],
    ['Missing assessment of', 'Shift', 'Cohort', 'Begun'],
    ...results.missingAssessments.map((m) => [
      m.participant.name,
      formatDateTime(m.date, zone),
      cohortName(m.cohortId),
      m.opened ? 'Yes' : 'No',
    ]),
  ];
  return rows;
}

function npsCells(nps: CourseResults['nps']): Cell[] {
  return [nps.score, nps.promoters, nps.passives, nps.detractors, nps.responses];
}

/** The file's name: the course and the day it was taken. */
export function resultsFileName(courseName: string, now: Date, zone: string): string {
  const slug = courseName.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'course';
  return `Results ${slug} ${formatDate(now, zone)}.csv`;
}
