import { type Availability, can } from '@app/shared';
import { Box, Button, LinearProgress, Paper, Typography, useMediaQuery, useTheme } from '@mui/material';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMessages } from '../../../components/messages';
import { OfflineBanner } from '../../../components/offline-banner';
import { TimeZoneCaption } from '../../../components/time-zone-caption';
import { useCurrentUser } from '../../../lib/auth';
import { t } from '../../../lib/i18n/i18n';
import { dashboardKeys } from '../api/keys';
import { DASHBOARD_TEXTS as D } from '../messages';
import { shiftPagePath } from './calendar-items';
import { CalendarLegend } from './calendar-legend';
import { firstView } from './calendar-range';
import { calendarSx } from './calendar-styles';
import { type HoverTarget, ShiftCalendar, type ShiftItem } from './shift-calendar';

// Loaded when first needed: the dialog's forms (swap, give to) and the hover card's popper are not
// part of drawing the calendar, so the dashboard's first download leaves them out.
const ShiftDialog = lazy(() => import('./shift-dialog').then((m) => ({ default: m.ShiftDialog })));
const HoverCard = lazy(() => import('./hover-card').then((m) => ({ default: m.HoverCard })));
const AvailabilityDialog = lazy(() => import('./availability-dialog').then((m) => ({ default: m.AvailabilityDialog })));
const RemoveAvailabilityDialog = lazy(() =>
  import('./availability-dialog').then((m) => ({ default: m.RemoveAvailabilityDialog })),
);

/**
 * '/': the calendar. Admin and sc see every shift; role-players and coaches their own invites and
 * the shifts offered to them. Whoever keeps availability draws, moves and removes it here.
 */
export function DashboardPage() {
  const user = useCurrentUser();
  const viewer = { roles: user.roleList };
  const isManager = can(viewer, 'shifts.manage');
  const ownsAvailability = can(viewer, 'availability.own');
  // A participant (who works no shifts) has nothing to answer on a shift: a click opens its page.
  const learnerOnly = !isManager && !user.roleList.some((role) => role === 'rp' || role === 'coach');
  const navigate = useNavigate();
  const openShift = useCallback(
    (item: ShiftItem) => (learnerOnly ? navigate(shiftPagePath(item.shift)) : setOpen(item)),
    [learnerOnly, navigate],
  );
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  // Chosen once: the week grid on wide screens, the list on phones.
  const [initialView] = useState(() => firstView(narrow));
  const [loading, setLoading] = useState(false);
  const [hover, setHover] = useState<HoverTarget | null>(null);
  const [open, setOpen] = useState<ShiftItem | null>(null);
  const close = useCallback(() => setOpen(null), []);
  // The availability form (null: a new block) and the block asked about before removing.
  const [editing, setEditing] = useState<{ availability: Availability | null } | null>(null);
  const [removing, setRemoving] = useState<Availability | null>(null);
  const editAvailability = useCallback((availability: Availability) => setEditing({ availability }), []);
  const closeAvailability = useCallback(() => {
    setEditing(null);
    setRemoving(null);
  }, []);
  const { push } = useMessages();

  return (
    <Paper sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 2, mb: 1 }}>
        <Typography variant="h5" component="h1">
          {t(D.title)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t(isManager ? D.allShifts : learnerOnly ? D.yourSessions : D.yourShifts)}
          {ownsAvailability && t(narrow ? D.availabilityInDayView : D.availabilityByDragging)}
        </Typography>
        {ownsAvailability && (
          <Button
            variant="outlined"
            size="small"
            sx={{ ml: 'auto', minHeight: { xs: 44, sm: 36 } }}
            onClick={() => setEditing({ availability: null })}
          >
            {t(D.addAvailability)}
          </Button>
        )}
      </Box>
      <TimeZoneCaption />
      {/* Offline: the calendar shows the shifts kept on the device (lib/offline-cache.ts). */}
      <OfflineBanner queryKey={dashboardKeys.shifts()} />
      <Box sx={{ height: 4, mb: 1 }}>{loading && <LinearProgress aria-label={t(D.loadingCalendar)} />}</Box>
      <Box data-testid="dashboard-calendar" sx={calendarSx}>
        <ShiftCalendar
          userId={user.id}
          isManager={isManager}
          ownsAvailability={ownsAvailability}
          initialView={initialView}
          narrow={narrow}
          notify={push}
          onLoading={setLoading}
          onOpenShift={openShift}
          onHover={setHover}
          onEditAvailability={editAvailability}
          onRemoveAvailability={setRemoving}
        />
      </Box>
      <CalendarLegend isManager={isManager} learnerOnly={learnerOnly} ownsAvailability={ownsAvailability} />
      <Suspense fallback={null}>
        {hover && <HoverCard target={hover} />}
        {editing && (
          <AvailabilityDialog userId={user.id} availability={editing.availability} notify={push} onClose={closeAvailability} />
        )}
        {removing && (
          <RemoveAvailabilityDialog userId={user.id} availability={removing} notify={push} onClose={closeAvailability} />
        )}
        {open && <ShiftDialog key={`${open.kind}:${open.shift.type}:${open.shift.id}`} item={open} onClose={close} />}
      </Suspense>
    </Paper>
  );
}
