import { Box, Popper, Typography } from '@mui/material';
import { t } from '../../../lib/i18n/i18n';
import { DIALOG_TEXTS as T } from '../dialog-messages';
import { formatRange } from './format-range';
import type { HoverTarget } from './shift-calendar';

/** 'Cohort A' for a cohort named 'A', and 'Cohort A' (not 'Cohort Cohort A') for one named so. */
export function cohortLabel(name: string): string {
  return /^cohort\b/i.test(name.trim()) ? name.trim() : t(T.cohort, { name: name.trim() });
}

function Lines({ target }: { target: HoverTarget }) {
  const { item } = target;
  const when = formatRange(target.start, target.end);
  switch (item.kind) {
    case 'shift':
    case 'offer':
      return (
        <>
          {item.kind === 'offer' && <Typography variant="caption">{t(T.shiftAvailable)}</Typography>}
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {item.shift.courseName}
          </Typography>
          <Typography variant="caption" component="div">
            {t(T.client, { name: item.shift.clientName })}
          </Typography>
          <Typography variant="caption" component="div">
            {t(T.type, { type: item.shift.type })}
            {item.shift.cohortName ? ` · ${cohortLabel(item.shift.cohortName)}` : ''}
          </Typography>
          <Typography variant="caption" component="div">
            {when}
          </Typography>
        </>
      );
    case 'availability':
      return (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t(T.yourAvailability)}
          </Typography>
          <Typography variant="caption" component="div">
            {when}
          </Typography>
          <Typography variant="caption" component="div" sx={{ opacity: 0.8 }}>
            {t(T.dragHint)}
          </Typography>
        </>
      );
    case 'holiday':
      return (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {item.holiday.name}
          </Typography>
          <Typography variant="caption" component="div">
            {t(T.holiday, { regions: item.holiday.regions.map((region) => t(T.region, { region })).join(', ') })}
          </Typography>
        </>
      );
  }
}

/**
 * The one hover card of the calendar, anchored to the item under the pointer: course, client and
 * shift type. One Popper for the whole calendar instead of one tooltip per item.
 */
export function HoverCard({ target }: { target: HoverTarget | null }) {
  return (
    <Popper
      open={target !== null}
      anchorEl={target?.el}
      placement="top"
      sx={{ zIndex: (t) => t.zIndex.tooltip, pointerEvents: 'none' }}
      modifiers={[{ name: 'offset', options: { offset: [0, 6] } }]}
    >
      {target && (
        <Box
          role="tooltip"
          data-testid="calendar-tooltip"
          sx={{
            bgcolor: 'grey.900',
            color: 'common.white',
            px: 1.25,
            py: 0.75,
            borderRadius: 1,
            maxWidth: 280,
            boxShadow: 3,
          }}
        >
          <Lines target={target} />
        </Box>
      )}
    </Popper>
  );
}
