import { MESSAGES, RATER_AGREEMENT_MIN_PAIRS, type RaterAgreementQuery, type RaterAgreementRow } from '@app/shared';
import { Alert, Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { PageLoader } from '../../../components/page-loader';
import { errorText } from '../../../lib/api';
import { useRaterAgreement } from '../api/get-rater-agreement';

/** A share (0 to 1) as a whole percent. */
const percentOf = (share: number) => `${Math.round(share * 100)}%`;

/** Kappa to two decimals, with a minus sign that reads as one. */
const kappaText = (kappa: number | null) => (kappa === null ? '—' : kappa.toFixed(2).replace('-', '−'));

/** Below the threshold (a percent), compared on the share itself so 69.9 % is below 70 %. */
export const belowThreshold = (row: RaterAgreementRow, threshold: number) => row.agreement * 100 < threshold;

/**
 * "Raters who agree": per role-player, how often their ratings equal a coach's calibration rating of
 * the same participant, shift and block (all cohorts of the period), and the weighted kappa, with a
 * notice naming those below the admin's threshold so their next coaching session takes it up.
 */
export function RaterAgreementSection({ courseId, period }: { courseId: number; period: RaterAgreementQuery }) {
  const agreement = useRaterAgreement(courseId, period);
  if (agreement.isPending) return <PageLoader />;
  if (agreement.isError) {
    return (
      <Alert severity="error" role="alert">
        {errorText(agreement.error, MESSAGES.couldNotRetrieveResults)}
      </Alert>
    );
  }
  const { raters, threshold } = agreement.data;
  const below = raters.filter((r) => belowThreshold(r, threshold));
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        A coach may rate a call’s skills list a second time, on their own (a calibration rating). Each pair is the role-player’s
        rating and the coach’s of the same block for the same participant and shift, counted for every role-player of that
        participant’s calls. Agreement is the share of pairs rated the same. Kappa (weighted, from −1 to 1) says how much of that
        agreement is more than chance, counting a rating one step off as half agreeing: 0 is chance, 1 full agreement. It is shown
        from {RATER_AGREEMENT_MIN_PAIRS} pairs. All cohorts are counted.
      </Typography>
      {below.length > 0 && (
        <Alert severity="warning" data-testid="agreement-notice">
          {below.length === 1 ? '1 role-player agrees' : `${below.length} role-players agree`} less than the {threshold}%
          threshold: {below.map((r) => `${r.name} (${percentOf(r.agreement)})`).join(', ')}. Take it up in their next coaching
          session.
        </Alert>
      )}
      {raters.length === 0 ? (
        <Typography color="text.secondary">No calibration ratings yet for these dates.</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Raters who agree, by role-player">
          <Table size="small" data-testid="agreement-table">
            <TableHead>
              <TableRow>
                <TableCell>Role-player</TableCell>
                <TableCell align="right">Pairs</TableCell>
                <TableCell align="right">Agreement</TableCell>
                <TableCell align="right">Kappa</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {raters.map((r) => (
                <TableRow key={r.userId}>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{r.name}</TableCell>
                  <TableCell align="right">{r.n}</TableCell>
                  <TableCell align="right">
                    {percentOf(r.agreement)}
                    {belowThreshold(r, threshold) && (
                      <Typography component="span" variant="body2" color="warning.dark" sx={{ ml: 1, fontWeight: 600 }}>
                        below {threshold}%
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right">{kappaText(r.kappa)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Stack>
  );
}
