import { RATER_AGREEMENT_MIN_PAIRS, type RaterHistory } from '@app/shared';
import { Alert, Box, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography, useTheme } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { screenErrorText } from '../../lib/i18n/error-text';
import { currentLanguage, t } from '../../lib/i18n/i18n';
import { formatDate } from '../date-time';
import { HISTORY_TEXTS as H } from './coaching-history-texts';
import { raterHistoryKeys } from './keys';

/** GET /users/:id/rater_agreement: the role-player's agreement with the calibration ratings, by shift. */
function useRaterHistory(userId: number) {
  return useQuery({
    queryKey: raterHistoryKeys.of(userId),
    queryFn: ({ signal }) => apiRequest<RaterHistory>(`/users/${userId}/rater_agreement`, { signal }),
  });
}

const percentOf = (share: number) => Math.round(share * 100);

/** A weighted kappa with two decimals and a true minus sign: '0.60', '−0.25' (in French '0,60'). */
function kappaText(kappa: number): string {
  const language = currentLanguage();
  const text =
    language === 'en-CA'
      ? kappa.toFixed(2)
      : new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(kappa);
  return text.replace('-', '−');
}

/**
 * A role-player's agreement with the coaches' calibration ratings over time: the share of equal
 * ratings per shift as a line against the admin's threshold, a table of the same for screen readers,
 * and a notice when the latest shift or the whole falls below the threshold, for their next coaching.
 */
export function RaterAgreementOverTime({ userId }: { userId: number }) {
  const history = useRaterHistory(userId);
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }} component="section" aria-label={t(H.agreementTitle)}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t(H.agreementTitle)}
      </Typography>
      {history.isPending ? (
        <Typography color="text.secondary">{t(H.loading)}</Typography>
      ) : history.isError ? (
        <Alert severity="error" role="alert">
          {screenErrorText(history.error, t(H.loadFailed))}
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
    return <Typography color="text.secondary">{t(H.noRating)}</Typography>;
  }
  const latest = shifts.at(-1);
  const low = [
    ...(latest && latest.agreement * 100 < threshold
      ? [t(H.lowLatest, { percent: percentOf(latest.agreement), date: formatDate(latest.date) })]
      : []),
    ...(overall.agreement * 100 < threshold ? [t(H.lowOverall, { percent: percentOf(overall.agreement) })] : []),
  ];
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t(H.agreementSummary, {
          percent: percentOf(overall.agreement),
          n: overall.n,
          kappa: overall.kappa === null ? 'none' : kappaText(overall.kappa),
          min: RATER_AGREEMENT_MIN_PAIRS,
          threshold,
        })}
      </Typography>
      {low.length > 0 && (
        <Alert severity="warning" data-testid="agreement-below-threshold">
          {t(H.belowThreshold, { threshold, list: low.join('; ') })}
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
            yAxis={[{ min: 0, max: 100, valueFormatter: (v: number) => t(H.percent, { value: v }) }]}
            series={[
              {
                data: shifts.map((s) => percentOf(s.agreement)),
                label: t(H.agreement),
                valueFormatter: (v) => t(H.percent, { value: v }),
              },
              { data: shifts.map(() => threshold), label: t(H.threshold), showMark: false, color: theme.palette.warning.dark },
            ]}
          />
        </Box>
      )}
      <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t(H.byShift)}>
        <Table size="small" data-testid="agreement-by-shift">
          <TableHead>
            <TableRow>
              <TableCell>{t(H.shift)}</TableCell>
              <TableCell>{t(H.course)}</TableCell>
              <TableCell align="right">{t(H.pairs)}</TableCell>
              <TableCell align="right">{t(H.agreement)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shifts.map((s) => (
              <TableRow key={s.shiftId}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(s.date)}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{s.courseName}</TableCell>
                <TableCell align="right">{s.n}</TableCell>
                <TableCell align="right">{t(H.percent, { value: percentOf(s.agreement) })}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Stack>
  );
}
