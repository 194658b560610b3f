import type { NpsFigures, NpsOfShift } from '@app/shared';
import { Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatDate, formatDateTime } from '../../../components/date-time';
import { t } from '../../../lib/i18n/i18n';
import { COURSE_RESULTS_TEXTS as T } from '../course-results-messages';
import { ChartFigure, percentText } from './chart-parts';

/** One figure with its name under it. */
function Figure({ value, label }: { value: string | number; label: string }) {
  return (
    <Box sx={{ minWidth: 88 }}>
      <Typography variant="h5" component="p">
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

/**
 * The NPS of the answers shown (score, promoters, passives, detractors, responses) and its trend:
 * the score of the answers each shift dates, in time order, as a line.
 */
export function NpsSection({
  nps,
  byShift,
  cohortName,
}: {
  nps: NpsFigures;
  byShift: NpsOfShift[];
  cohortName: (id: number) => string;
}) {
  if (nps.responses === 0) return <Typography color="text.secondary">{t(T.noNps)}</Typography>;
  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }} data-testid="nps-figures">
        <Figure value={nps.score ?? '—'} label={t(T.nps)} />
        <Figure value={nps.promoters} label={t(T.promoters, { percent: percentText(nps.promoterPercent) })} />
        <Figure value={nps.passives} label={t(T.passives)} />
        <Figure value={nps.detractors} label={t(T.detractors, { percent: percentText(nps.detractorPercent) })} />
        <Figure value={nps.responses} label={t(T.responses)} />
      </Stack>
      {byShift.length > 1 && (
        <ChartFigure
          label={t(T.npsChart)}
          chart={
            <LineChart
              height={240}
              margin={{ right: 16 }}
              xAxis={[
                {
                  scaleType: 'point',
                  data: byShift.map((_, i) => i),
                  valueFormatter: (i: number, context) => {
                    const shift = byShift[i];
                    if (!shift) return '';
                    return context.location === 'tick'
                      ? formatDate(shift.date)
                      : t(T.npsTip, { when: formatDateTime(shift.date), cohort: cohortName(shift.cohortId) });
                  },
                },
              ]}
              yAxis={[{ min: -100, max: 100, label: t(T.nps), width: 56 }]}
              series={[
                {
                  id: 'nps',
                  label: t(T.nps),
                  data: byShift.map((s) => s.score),
                  valueFormatter: (score, { dataIndex }) =>
                    t(T.npsValue, { score: score ?? '—', count: byShift[dataIndex]?.responses ?? 0 }),
                },
              ]}
              hideLegend
            />
          }
          table={
            <Table size="small" aria-label={t(T.npsByShift)}>
              <TableHead>
                <TableRow>
                  <TableCell>{t(T.shift)}</TableCell>
                  <TableCell>{t(T.cohort)}</TableCell>
                  <TableCell>{t(T.nps)}</TableCell>
                  <TableCell>{t(T.responses)}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {byShift.map((s) => (
                  <TableRow key={s.shiftId}>
                    <TableCell>{formatDateTime(s.date)}</TableCell>
                    <TableCell>{cohortName(s.cohortId)}</TableCell>
                    <TableCell>{s.score ?? '—'}</TableCell>
                    <TableCell>{s.responses}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          }
        />
      )}
    </Stack>
  );
}
