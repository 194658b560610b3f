import { Typography } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import { t } from '../lib/i18n/i18n';
import { useTimeZone } from '../lib/time-zone';

const TIMES_IN = /*i18n*/ { id: 'common.timesIn', message: 'Times are in {zone} time' };

/** Says which zone the times on screen are in: 'Times are in America/Toronto time'. */
export function TimeZoneCaption({ sx }: { sx?: SxProps<Theme> }) {
  const zone = useTimeZone();
  return (
    <Typography variant="caption" color="text.secondary" component="p" data-testid="time-zone-caption" sx={sx}>
      {t(TIMES_IN, { zone })}
    </Typography>
  );
}
