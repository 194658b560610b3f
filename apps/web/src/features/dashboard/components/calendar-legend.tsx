import { SHIFT_COLORS } from '@app/shared';
import { Box, Stack, Typography } from '@mui/material';
import { t } from '../../../lib/i18n/i18n';
import { DASHBOARD_TEXTS as D } from '../messages';

interface Entry {
  label: string;
  color: string;
  variant?: 'solid' | 'outlined' | 'striped';
}

function Swatch({ color, variant = 'solid' }: { color: string; variant?: Entry['variant'] }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        width: 16,
        height: 12,
        borderRadius: '3px',
        flexShrink: 0,
        border: variant === 'outlined' ? `2px dashed ${color}` : `1px solid ${color}`,
        bgcolor: variant === 'outlined' ? 'background.paper' : color,
        backgroundImage:
          variant === 'striped'
            ? 'repeating-linear-gradient(135deg, rgba(255,255,255,0.35) 0 3px, rgba(255,255,255,0) 3px 6px)'
            : undefined,
      }}
    />
  );
}

/**
 * What the colours and styles of the calendar mean; only the entries the viewer can meet. A
 * participant (`learnerOnly`) meets their own calls and holidays, none of the staff's invitation words.
 */
export function CalendarLegend({
  isManager,
  learnerOnly = false,
  ownsAvailability,
}: {
  isManager: boolean;
  learnerOnly?: boolean;
  ownsAvailability: boolean;
}) {
  const entries: Entry[] = learnerOnly
    ? [{ label: t(D.yourCalls), color: SHIFT_COLORS.roleplay }]
    : [
        { label: t(D.roleplay), color: SHIFT_COLORS.roleplay },
        { label: t(D.orientation), color: SHIFT_COLORS.training },
        { label: t(D.live), color: SHIFT_COLORS.live },
      ];
  if (!isManager && !learnerOnly) {
    entries.push(
      { label: t(D.tentative), color: SHIFT_COLORS.roleplay, variant: 'outlined' },
      { label: t(D.swapRequested), color: SHIFT_COLORS.roleplay, variant: 'striped' },
      { label: t(D.shiftAvailable), color: SHIFT_COLORS.swap },
    );
  }
  if (ownsAvailability) entries.push({ label: t(D.yourAvailability), color: SHIFT_COLORS.availability });
  entries.push({ label: t(D.holiday), color: SHIFT_COLORS.holiday });

  return (
    <Stack
      component="ul"
      aria-label={t(D.legend)}
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', columnGap: 2.5, rowGap: 1, listStyle: 'none', p: 0, m: 0, mt: 2 }}
    >
      {entries.map((entry) => (
        <Box component="li" key={entry.label} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Swatch color={entry.color} variant={entry.variant} />
          <Typography variant="caption" color="text.secondary">
            {entry.label}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}
