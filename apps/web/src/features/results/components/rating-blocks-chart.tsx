import type { BlockResult } from '@app/shared';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { ScrollTable } from '../../../components/scroll-table';
import { t } from '../../../lib/i18n/i18n';
import { COURSE_RESULTS_TEXTS as T } from '../course-results-messages';
import { blockAxis, ChartFigure, percentText, RATING_SERIES, ratedText, useNarrow, useRatingColors } from './chart-parts';

/** Each block's bar is this tall (with its gap); the axes and legend take the rest. */
const ROW_HEIGHT = 34;

const improvedText = (b: BlockResult) =>
  b.improvement.compared === 0
    ? '—'
    : t(T.improvedOf, {
        improved: b.improvement.improved,
        compared: b.improvement.compared,
        percent: percentText(b.improvement.percent),
      });

/**
 * Per rating block, how many ratings of −1, 0 and 1 it got as one horizontal stacked bar, and under
 * it the same counts with the share improved (first to latest session) as a table.
 */
export function RatingBlocksChart({ blocks }: { blocks: BlockResult[] }) {
  const narrow = useNarrow();
  const colors = useRatingColors();
  if (blocks.length === 0) {
    return <Typography color="text.secondary">{t(T.noBlocks)}</Typography>;
  }
  const rated = blocks.some((b) => b.counts.minusOne + b.counts.zero + b.counts.plusOne > 0);
  const table = (
    <ScrollTable label={t(T.ratingsByBlock)}>
      <Table size="small" aria-label={t(T.ratingsByBlock)}>
        <TableHead>
          <TableRow>
            <TableCell>{t(T.block)}</TableCell>
            {RATING_SERIES.map((s) => (
              <TableCell key={s.key} align="right">
                {ratedText(s.key)}
              </TableCell>
            ))}
            <TableCell align="right">{t(T.improved)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {blocks.map((b) => (
            <TableRow key={b.assessmentPartId}>
              <TableCell sx={{ minWidth: 160, overflowWrap: 'anywhere' }}>{b.text}</TableCell>
              {RATING_SERIES.map((s) => (
                <TableCell key={s.key} align="right">
                  {b.counts[s.key]}
                </TableCell>
              ))}
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {improvedText(b)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
  if (!rated) {
    return (
      <>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t(T.noRatings)}
        </Typography>
        {table}
      </>
    );
  }
  return (
    <ChartFigure
      label={t(T.blocksChart)}
      showTable
      table={table}
      chart={
        <BarChart
          layout="horizontal"
          height={blocks.length * ROW_HEIGHT + 90}
          margin={{ right: 16 }}
          yAxis={[blockAxis(blocks, narrow)]}
          xAxis={[{ label: t(T.ratings), tickMinStep: 1 }]}
          series={RATING_SERIES.map((s) => ({
            id: s.key,
            label: ratedText(s.key),
            stack: 'ratings',
            color: colors[s.key],
            data: blocks.map((b) => b.counts[s.key]),
          }))}
          slotProps={{ legend: { position: { vertical: 'top', horizontal: 'start' } } }}
        />
      }
    />
  );
}
