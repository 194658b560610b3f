import type { CohortResult } from '@app/shared';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { ScrollTable } from '../../../components/scroll-table';
import { blockAxis, ChartFigure, percentText, useNarrow } from './chart-parts';

const cohortName = (c: CohortResult) => c.cohort?.name ?? 'No cohort';

/**
 * The cohorts side by side: per block the share of participants each cohort improved (a bar per
 * cohort), then each cohort's NPS and missing assessments in a table.
 */
export function CohortComparison({ cohorts }: { cohorts: CohortResult[] }) {
  const narrow = useNarrow();
  const theme = useTheme();
  if (cohorts.length === 0) return <Typography color="text.secondary">The course has no cohorts yet.</Typography>;
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
    <ScrollTable label="Cohorts">
      <Table size="small" aria-label="Cohorts">
        <TableHead>
          <TableRow>
            <TableCell>Cohort</TableCell>
            <TableCell align="right">NPS</TableCell>
            <TableCell align="right">Responses</TableCell>
            <TableCell align="right">Missing assessments</TableCell>
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
          No participant has been rated twice yet, so no cohort shows an improvement.
        </Typography>
        {summary}
      </>
    );
  }
  const byBlock = (
    <Table size="small" aria-label="Improved by block and cohort">
      <TableHead>
        <TableRow>
          <TableCell>Block</TableCell>
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
        label="Share of participants improved, by block and cohort"
        table={byBlock}
        chart={
          <BarChart
            layout="horizontal"
            height={blocks.length * (14 * cohorts.length + 14) + 90}
            margin={{ right: 16 }}
            yAxis={[blockAxis(blocks, narrow)]}
            xAxis={[{ label: 'Improved (%)', min: 0, max: 100 }]}
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
