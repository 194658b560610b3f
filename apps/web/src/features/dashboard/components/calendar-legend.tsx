import { MESSAGES, SHIFT_COLORS, SHIFT_TYPE_LABELS } from '@app/shared';
import { Box, Stack, Typography } from '@mui/material';

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
    ? [{ label: 'Your calls', color: SHIFT_COLORS.roleplay }]
    : [
        { label: SHIFT_TYPE_LABELS.roleplay, color: SHIFT_COLORS.roleplay },
        { label: SHIFT_TYPE_LABELS.training, color: SHIFT_COLORS.training },
        { label: SHIFT_TYPE_LABELS.live, color: SHIFT_COLORS.live },
      ];
  if (!isManager && !learnerOnly) {
    entries.push(
      { label: 'Tentative (invited, awaiting your answer)', color: SHIFT_COLORS.roleplay, variant: 'outlined' },
      { label: 'Swap requested', color: SHIFT_COLORS.roleplay, variant: 'striped' },
      { label: MESSAGES.shiftAvailable, color: SHIFT_COLORS.swap },
    );
  }
  if (ownsAvailability) entries.push({ label: 'Your availability', color: SHIFT_COLORS.availability });
  entries.push({ label: 'Holiday', color: SHIFT_COLORS.holiday });

  return (
    <Stack
      component="ul"
      aria-label="Legend"
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
