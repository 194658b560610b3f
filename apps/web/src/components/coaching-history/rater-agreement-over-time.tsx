import { MESSAGES, RATER_AGREEMENT_MIN_PAIRS, type RaterHistory } from '@app/shared';
import { Alert, Box, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography, useTheme } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, errorText } from '../../lib/api';
import { formatDate } from '../date-time';
import { raterHistoryKeys } from './keys';

/** GET /users/:id/rater_agreement: the role-player's agreement with the calibration ratings, by shift. */
function useRaterHistory(userId: number) {
  return useQuery({
    queryKey: raterHistoryKeys.of(userId),
    queryFn: ({ signal }) => apiRequest<RaterHistory>(`/users/${userId}/rater_agreement`, { signal }),
  });
}

const percentOf = (share: number) => Math.round(share * 100);

/**
 * A role-player's agreement with the coaches' calibration ratings over time: the share of equal
 * ratings per shift as a line against the admin's threshold, a table of the same for screen readers,
 * and a notice when the latest shift or the whole falls below the threshold, for their next coaching.
 */
export function RaterAgreementOverTime({ userId }: { userId: number }) {
  const history = useRaterHistory(userId);
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }} component="section" aria-label="Agreement with calibration ratings">
      <Typography variant="h6" component="h2" gutterBottom>
        Agreement with calibration ratings
      </Typography>
      {history.isPending ? (
        <Typography color="text.secondary">Loading…</Typography>
      ) : history.isError ? (
        <Alert severity="error" role="alert">
          {errorText(history.error, MESSAGES.couldNotRetrieveData)}
        </Alert>
      ) : (
        <AgreementBody history={history.data} />
      )}
    </Paper>
  );
}

function AgreementBody({ history }: { history: RaterHistory }) {
  const theme = useTheme();
  const { overall, shifts, threshold } = history;
  if (overall === null) {
    return (
      <Typography color="text.secondary">No coach has given a calibration rating of this role-player’s calls yet.</Typography>
    );
  }
  const latest = shifts.at(-1);
  const low = [
    ...(latest && latest.agreement * 100 < threshold
      ? [`${percentOf(latest.agreement)}% on the latest shift (${formatDate(latest.date)})`]
      : []),
    ...(overall.agreement * 100 < threshold ? [`${percentOf(overall.agreement)}% over all shifts`] : []),
  ];
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        How often this role-player’s ratings equal a coach’s calibration rating of the same block: {percentOf(overall.agreement)}%
        of {overall.n} pairs
        {overall.kappa === null
          ? ` (kappa from ${RATER_AGREEMENT_MIN_PAIRS} pairs)`
          : `, weighted kappa ${overall.kappa.toFixed(2).replace('-', '−')}`}
        . The threshold is {threshold}%.
      </Typography>
      {low.length > 0 && (
        <Alert severity="warning" data-testid="agreement-below-threshold">
          Agreement below the {threshold}% threshold: {low.join('; ')}. Take it up in the next coaching session.
        </Alert>
      )}
      {shifts.length > 1 && (
        <Box aria-hidden>
          <LineChart
            height={220}
            margin={{ right: 16 }}
            xAxis={[
              {
                scaleType: 'point',
                data: shifts.map((_, i) => i),
                valueFormatter: (i: number) => formatDate(shifts[i]?.date ?? ''),
              },
            ]}
            yAxis={[{ min: 0, max: 100, valueFormatter: (v: number) => `${v}%` }]}
            series={[
              { data: shifts.map((s) => percentOf(s.agreement)), label: 'Agreement', valueFormatter: (v) => `${v}%` },
              { data: shifts.map(() => threshold), label: 'Threshold', showMark: false, color: theme.palette.warning.dark },
            ]}
          />
        </Box>
      )}
      <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Agreement by shift">
        <Table size="small" data-testid="agreement-by-shift">
          <TableHead>
            <TableRow>
              <TableCell>Shift</TableCell>
              <TableCell>Course</TableCell>
              <TableCell align="right">Pairs</TableCell>
              <TableCell align="right">Agreement</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shifts.map((s) => (
              <TableRow key={s.shiftId}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(s.date)}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{s.courseName}</TableCell>
                <TableCell align="right">{s.n}</TableCell>
                <TableCell align="right">{percentOf(s.agreement)}%</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Stack>
  );
}
