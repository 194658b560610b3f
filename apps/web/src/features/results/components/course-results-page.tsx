import { type CourseResults, type CourseResultsQuery, can } from '@app/shared';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Link, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { DateTime } from 'luxon';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { saveDownloadedFile } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/auth';
import { screenErrorText } from '../../../lib/i18n/error-text';
import { t } from '../../../lib/i18n/i18n';
import { useTimeZone } from '../../../lib/time-zone';
import { useCourseResults } from '../api/get-course-results';
import { COURSE_RESULTS_TEXTS as T } from '../course-results-messages';
import { CohortComparison } from './cohort-comparison';
import { MissingAssessments } from './missing-assessments';
import { NpsSection } from './nps-section';
import { RaterAgreementSection } from './rater-agreement-section';
import { RatingBlocksChart } from './rating-blocks-chart';
import { resultsCsvRows, resultsFileName, toCsv } from './results-csv';

/** The filters as the address keeps them: ?cohort=12&from=2026-03-01&to=2026-03-31 (days, both ends taken in). */
interface Filters {
  cohort: number | null;
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function readFilters(params: URLSearchParams): Filters {
  const cohort = Number(params.get('cohort'));
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  return { cohort: Number.isInteger(cohort) && cohort > 0 ? cohort : null, from: day('from'), to: day('to') };
}

/** The days as the API's period [from, to): the start of From and the start of the day after To, in the business zone. */
function periodOf(filters: Filters, zone: string): CourseResultsQuery {
  const start = (day: string, plusDays: number) => {
    if (!day) return undefined;
    const dt = DateTime.fromISO(day, { zone }).startOf('day').plus({ days: plusDays });
    return dt.isValid ? (dt.toISO() ?? undefined) : undefined;
  };
  return { from: start(filters.from, 0), to: start(filters.to, 1) };
}

/** A section of the page: a titled card. */
function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Paper component="section" aria-label={title} sx={{ p: { xs: 1.5, sm: 3 }, minWidth: 0 }} data-testid={testId}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      <Stack spacing={1}>{children}</Stack>
    </Paper>
  );
}

/** /courses/:courseId/results: the course's results for managers and the course's coaches. */
export function CourseResultsPage() {
  const courseId = Number(useParams().courseId);
  if (!Number.isInteger(courseId) || courseId <= 0) return <Alert severity="warning">{t(T.notFound)}</Alert>;
  return <CourseResultsView key={courseId} courseId={courseId} />;
}

function CourseResultsView({ courseId }: { courseId: number }) {
  const zone = useTimeZone();
  const me = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const badPeriod = Boolean(filters.from && filters.to && filters.to < filters.from);
  const period = periodOf(filters, zone);
  // Every cohort's figures (and so the cohort picker's names) come with the course-wide answer; one
  // cohort's own figures are a second question.
  const course = useCourseResults(courseId, period, { enabled: !badPeriod });
  const cohort = useCourseResults(
    courseId,
    { ...period, cohort: String(filters.cohort) },
    { enabled: !badPeriod && filters.cohort !== null },
  );
  const shown = filters.cohort === null ? course : cohort;

  const setFilter = (name: keyof Filters, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };

  if (course.isPending && !badPeriod) return <PageLoader />;
  if (course.isError) {
    return (
      <Alert severity="error" role="alert">
        {screenErrorText(course.error, t(T.loadFailed))}
      </Alert>
    );
  }
  const cohorts = course.data?.cohorts ?? [];
  const cohortName = (id: number | null) => cohorts.find((c) => (c.cohort?.id ?? null) === id)?.cohort?.name ?? null;
  const chosenName = filters.cohort === null ? null : cohortName(filters.cohort);
  const data: CourseResults | undefined = shown.data;

  const download = () => {
    if (!data) return;
    const rows = resultsCsvRows(
      data,
      filters.cohort === null ? cohorts : [],
      { cohort: chosenName, from: filters.from, to: filters.to },
      zone,
    );
    // A byte-order mark tells spreadsheet programs the file is UTF-8.
    const blob = new Blob([`\uFEFF${toCsv(rows)}`], { type: 'text/csv;charset=utf-8' });
    saveDownloadedFile({ blob, fileName: resultsFileName(data.course.name, new Date(), zone) });
  };

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h5" component="h1">
              {t(T.title)}
            </Typography>
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {can({ roles: me.roleList }, 'courses.manage') ? (
                <Link component={RouterLink} to={`/courses/${courseId}`}>
                  {course.data?.course.name}
                </Link>
              ) : (
                course.data?.course.name
              )}
            </Typography>
          </Box>
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download} disabled={!data || shown.isFetching}>
            {t(T.downloadCsv)}
          </Button>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
          <TextField
            select
            label={t(T.cohort)}
            value={filters.cohort === null ? '' : String(filters.cohort)}
            onChange={(e) => setFilter('cohort', e.target.value)}
            sx={{ minWidth: 200 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t(T.allCohorts)}</MenuItem>
            {cohorts.flatMap((c) =>
              c.cohort
                ? [
                    <MenuItem key={c.cohort.id} value={String(c.cohort.id)}>
                      {c.cohort.name}
                    </MenuItem>,
                  ]
                : [],
            )}
          </TextField>
          <TextField
            label={t(T.from)}
            type="date"
            value={filters.from}
            onChange={(e) => setFilter('from', e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label={t(T.to)}
            type="date"
            value={filters.to}
            onChange={(e) => setFilter('to', e.target.value)}
            error={badPeriod}
            helperText={badPeriod ? t(T.toBeforeFrom) : undefined}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: filters.from || undefined } }}
          />
        </Stack>
      </Paper>
      {badPeriod ? null : shown.isError ? (
        <Alert severity="error" role="alert">
          {screenErrorText(shown.error, t(T.loadFailed))}
        </Alert>
      ) : !data ? (
        <PageLoader />
      ) : (
        <>
          <Section title={t(T.ratingsByBlock)} testId="results-blocks">
            <RatingBlocksChart blocks={data.blocks} />
          </Section>
          {filters.cohort === null && cohorts.length > 1 && (
            <Section title={t(T.cohortsCompared)} testId="results-cohorts">
              <CohortComparison cohorts={cohorts} />
            </Section>
          )}
          <Section title={t(T.netPromoterScore)} testId="results-nps">
            <NpsSection nps={data.nps} byShift={data.npsByShift} cohortName={(id) => cohortName(id) ?? t(T.noCohort)} />
          </Section>
          <Section title={t(T.missingAssessments)} testId="results-missing">
            <MissingAssessments items={data.missingAssessments} total={data.missingAssessmentsTotal} cohortName={cohortName} />
          </Section>
          <Section title={t(T.ratersWhoAgree)} testId="results-agreement">
            <RaterAgreementSection courseId={courseId} period={{ from: period.from, to: period.to }} />
          </Section>
        </>
      )}
    </Stack>
  );
}
