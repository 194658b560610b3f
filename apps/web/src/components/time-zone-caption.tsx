import { Typography } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTimeZone } from '../lib/time-zone';

/** Says which zone the times on screen are in: 'Times are in America/Toronto time'. */
export function TimeZoneCaption({ sx }: { sx?: SxProps<Theme> }) {
  const zone = useTimeZone();
  return (
    <Typography variant="caption" color="text.secondary" component="p" data-testid="time-zone-caption" sx={sx}>
      Times are in {zone} time
    </Typography>
  );
}
