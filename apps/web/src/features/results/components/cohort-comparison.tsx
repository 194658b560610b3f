import type { CohortResult } from '@app/shared';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { ScrollTable } from '../../../components/scroll-table';
import { t } from '../../../lib/i18n/i18n';
import { COURSE_RESULTS_TEXTS as T } from '../course-results-messages';
import { blockAxis, ChartFigure, percentText, useNarrow } from './chart-parts';

const cohortName = (c: CohortResult) => c.cohort?.name ?? t(T.noCohort);

/**
 * The cohorts side by side: per block the share of participants each cohort improved (a bar per
 * cohort), then each cohort's NPS and missing assessments in a table.
 */
export function CohortComparison({ cohorts }: { cohorts: CohortResult[] }) {
  const narrow = useNarrow();
  const theme = useTheme();
  if (cohorts.length === 0) return <Typography color="text.secondary">{t(T.noCohortsYet)}</Typography>;
  const blocks = cohorts[0]?.blocks ?? [];
  const compared = blocks.length > 0 && cohorts.some((c) => c.blocks.some((b) => b.improvement.compared > 0));
  const palette = [
    theme.palette.primary.main,
    theme.palette.secondary.main,
    theme.palette.info.main,
    '#6a1b9a',
    '#2e7d32',
    '#455a64',
  ];
  const summary = (
    <ScrollTable label={t(T.cohorts)}>
      <Table size="small" aria-label={t(T.cohorts)}>
        <TableHead>
          <TableRow>
            <TableCell>{t(T.cohort)}</TableCell>
            <TableCell align="right">{t(T.nps)}</TableCell>
            <TableCell align="right">{t(T.responses)}</TableCell>
            <TableCell align="right">{t(T.missingAssessments)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {cohorts.map((c) => (
            <TableRow key={c.cohort?.id ?? 'none'}>
              <TableCell sx={{ minWidth: 96, overflowWrap: 'break-word' }}>{cohortName(c)}</TableCell>
              <TableCell align="right">{c.nps.score ?? '—'}</TableCell>
              <TableCell align="right">{c.nps.responses}</TableCell>
              <TableCell align="right">{c.missingAssessments}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
  if (!compared) {
    return (
      <>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t(T.notRatedTwice)}
        </Typography>
        {summary}
      </>
    );
  }
  const byBlock = (
    <Table size="small" aria-label={t(T.improvedByBlockAndCohort)}>
      <TableHead>
        <TableRow>
          <TableCell>{t(T.block)}</TableCell>
          {cohorts.map((c) => (
            <TableCell key={c.cohort?.id ?? 'none'}>{cohortName(c)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {blocks.map((b, i) => (
          <TableRow key={b.assessmentPartId}>
            <TableCell>{b.text}</TableCell>
            {cohorts.map((c) => (
              <TableCell key={c.cohort?.id ?? 'none'}>{percentText(c.blocks[i]?.improvement.percent ?? null)}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
  return (
    <>
      <ChartFigure
        label={t(T.improvedChart)}
        table={byBlock}
        chart={
          <BarChart
            layout="horizontal"
            height={blocks.length * (14 * cohorts.length + 14) + 90}
            margin={{ right: 16 }}
            yAxis={[blockAxis(blocks, narrow)]}
            xAxis={[{ label: t(T.improvedPercent), min: 0, max: 100 }]}
            series={cohorts.map((c, i) => ({
              id: String(c.cohort?.id ?? 'none'),
              label: cohortName(c),
              color: palette[i % palette.length],
              data: c.blocks.map((b) => b.improvement.percent),
              valueFormatter: (value: number | null) => percentText(value),
            }))}
            slotProps={{ legend: { position: { vertical: 'top', horizontal: 'start' } } }}
          />
        }
      />
      {summary}
    </>
  );
}
