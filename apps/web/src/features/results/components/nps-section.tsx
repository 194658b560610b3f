import type { NpsFigures, NpsOfShift } from '@app/shared';
import { Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatDate, formatDateTime } from '../../../components/date-time';
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
  if (nps.responses === 0) return <Typography color="text.secondary">No NPS answers yet for these filters.</Typography>;
  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }} data-testid="nps-figures">
        <Figure value={nps.score ?? '—'} label="NPS" />
        <Figure value={nps.promoters} label={`Promoters (${percentText(nps.promoterPercent)})`} />
        <Figure value={nps.passives} label="Passives" />
        <Figure value={nps.detractors} label={`Detractors (${percentText(nps.detractorPercent)})`} />
        <Figure value={nps.responses} label="Responses" />
      </Stack>
      {byShift.length > 1 && (
        <ChartFigure
          label="NPS by shift, in time order"
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
                      : `${formatDateTime(shift.date)}, ${cohortName(shift.cohortId)}`;
                  },
                },
              ]}
              yAxis={[{ min: -100, max: 100, label: 'NPS', width: 56 }]}
              series={[
                {
                  id: 'nps',
                  label: 'NPS',
                  data: byShift.map((s) => s.score),
                  valueFormatter: (score, { dataIndex }) => `${score ?? '—'} (${byShift[dataIndex]?.responses ?? 0} responses)`,
                },
              ]}
              hideLegend
            />
          }
          table={
            <Table size="small" aria-label="NPS by shift">
              <TableHead>
                <TableRow>
                  <TableCell>Shift</TableCell>
                  <TableCell>Cohort</TableCell>
                  <TableCell>NPS</TableCell>
                  <TableCell>Responses</TableCell>
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
