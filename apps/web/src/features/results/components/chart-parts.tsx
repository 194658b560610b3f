import { Box, type Theme, useMediaQuery, useTheme } from '@mui/material';
import type { ReactNode } from 'react';
import { currentLanguage, t } from '../../../lib/i18n/i18n';
import { COURSE_RESULTS_TEXTS as T } from '../course-results-messages';

/** Out of sight, still read by screen readers. */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** The three ratings of a block, worst first, with the words and colours every chart of the feature uses. */
export const RATING_SERIES = [
  { key: 'minusOne', rating: -1 },
  { key: 'zero', rating: 0 },
  { key: 'plusOne', rating: 1 },
] as const;

/** A rating's name in the person's language: 'Rated −1'. */
export const ratedText = (key: (typeof RATING_SERIES)[number]['key']) => t(T.rated, { rating: key });

/** The colours of −1, 0 and 1 from the theme: red, grey, green. */
export function useRatingColors(): Record<(typeof RATING_SERIES)[number]['key'], string> {
  const theme = useTheme();
  return { minusOne: theme.palette.error.main, zero: theme.palette.grey[500], plusOne: theme.palette.success.main };
}

/** True on a phone-wide screen, where axis labels get shorter. */
export function useNarrow(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
}

/** A long label cut to `max` characters with an ellipsis, for axis ticks (tooltips and tables keep the whole). */
export function shorten(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/**
 * The block axis of a horizontal bar chart: one band a block, its text cut short on the axis (to fit
 * a phone) and whole in the tooltip.
 */
export function blockAxis(blocks: readonly { text: string }[], narrow: boolean) {
  return {
    scaleType: 'band' as const,
    data: blocks.map((b) => b.text),
    width: narrow ? 110 : 260,
    valueFormatter: (text: string, context: { location: string }) =>
      context.location === 'tick' ? shorten(text, narrow ? 16 : 40) : text,
  };
}

/** A percent (42.5) written in the person's language: '42.5%', '42,5 %'. */
export const percentOf = (value: number, digits = 10) =>
  new Intl.NumberFormat(currentLanguage(), { style: 'percent', maximumFractionDigits: digits }).format(value / 100);

/** A number as a share: '42.5%', or '—' when there is none. */
export const percentText = (value: number | null) => (value === null ? '—' : percentOf(value));

/**
 * A chart and its text equivalent: the chart is drawn for the eye (its own keyboard tooltips stay),
 * the table under it, hidden from sight unless `showTable`, says the same to a screen reader.
 * The box never grows wider than the page: the chart fits the width it is given.
 */
export function ChartFigure({
  label,
  chart,
  table,
  showTable = false,
}: {
  label: string;
  chart: ReactNode;
  table: ReactNode;
  showTable?: boolean;
}) {
  return (
    <Box component="figure" aria-label={label} sx={{ m: 0, minWidth: 0, width: '100%' }}>
      <Box sx={{ width: '100%', minWidth: 0, overflow: 'hidden' }}>{chart}</Box>
      {showTable ? table : <Box sx={visuallyHidden}>{table}</Box>}
    </Box>
  );
}
