import { RATER_AGREEMENT_MIN_PAIRS, type RaterAgreementQuery, type RaterAgreementRow } from '@app/shared';
import { Alert, Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { PageLoader } from '../../../components/page-loader';
import { screenErrorText } from '../../../lib/i18n/error-text';
import { currentLanguage, t } from '../../../lib/i18n/i18n';
import { useRaterAgreement } from '../api/get-rater-agreement';
import { COURSE_RESULTS_TEXTS as T } from '../course-results-messages';
import { percentOf as percentWritten } from './chart-parts';

/** A share (0 to 1) as a whole percent. */
const percentOf = (share: number) => percentWritten(Math.round(share * 100), 0);

/** Kappa to two decimals, with a minus sign that reads as one. */
const kappaText = (kappa: number | null) =>
  kappa === null
    ? '—'
    : new Intl.NumberFormat(currentLanguage(), { minimumFractionDigits: 2, maximumFractionDigits: 2 })
        .format(kappa)
        .replace('-', '−');

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
        {screenErrorText(agreement.error, t(T.loadFailed))}
      </Alert>
    );
  }
  const { raters, threshold } = agreement.data;
  const below = raters.filter((r) => belowThreshold(r, threshold));
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t(T.agreementIntro, { minPairs: RATER_AGREEMENT_MIN_PAIRS })}
      </Typography>
      {below.length > 0 && (
        <Alert severity="warning" data-testid="agreement-notice">
          {t(T.agreementNotice, {
            count: below.length,
            threshold: percentWritten(threshold),
            names: below.map((r) => t(T.raterShare, { name: r.name, percent: percentOf(r.agreement) })).join(', '),
          })}
        </Alert>
      )}
      {raters.length === 0 ? (
        <Typography color="text.secondary">{t(T.noCalibration)}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t(T.byRolePlayer)}>
          <Table size="small" data-testid="agreement-table">
            <TableHead>
              <TableRow>
                <TableCell>{t(T.rolePlayer)}</TableCell>
                <TableCell align="right">{t(T.pairs)}</TableCell>
                <TableCell align="right">{t(T.agreement)}</TableCell>
                <TableCell align="right">{t(T.kappa)}</TableCell>
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
                        {t(T.below, { threshold: percentWritten(threshold) })}
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
