import { can, type Shift, type ShiftType } from '@app/shared';
import { Alert, AlertTitle, Box, Button, Stack } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { HistoryTabs, useHistoryTab } from '../../../components/audit-history/history-tabs';
import { PageLoader } from '../../../components/page-loader';
import { ApiError } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/auth';
import { screenErrorText } from '../../../lib/i18n/error-text';
import { t } from '../../../lib/i18n/i18n';
import { useShift } from '../api/get-shift';
import { SHIFT_PAGE_TEXTS as P } from '../page-messages';
import { AttendanceCard } from './attendance-card';
import { groupOf, offeredToViewer } from './attendee-groups';
import { BackfillCard } from './backfill-card';
import { CallBlocksCard } from './call-blocks/call-blocks-card';
import { MyCallsCard } from './call-blocks/my-calls';
import { ParticipantSession } from './call-blocks/participant-session';
import { MemoCard } from './memo-card';
import { MyInviteBanner } from './my-invite-banner';
import { ResourceLinksCard } from './resource-links-card';
import { RoomPicker } from './room-picker';
import { ScheduleEmailCard } from './schedule-email-dialog';
import { ShiftHeader } from './shift-header';
import { ShiftHistory } from './shift-history';
import { StaffingCard } from './staffing-card';

/** The id in the route, or null when it is not a positive whole number. */
function useEventId(): number | null {
  const { eventId } = useParams();
  const id = Number(eventId);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * A shift's page (/roleplayShifts/:eventId, /orientationShifts/:eventId, /liveShifts/:eventId, also
 * under /courses/:courseId): the header, the viewer's own invite and the attendance panel.
 */
export function ShiftPage({ type }: { type: ShiftType }) {
  const id = useEventId();
  const participantOnly = useCurrentUser().roleList.every((role) => role === 'participant');
  if (id === null) return <ShiftProblem text={t(P.notFound)} severity="error" />;
  // A participant sits in a call, not on the shift's invites: their page is their own call.
  if (type === 'roleplay' && participantOnly) return <ParticipantSession key={id} shiftId={id} />;
  return <ShiftLoader key={`${type}:${id}`} type={type} id={id} />;
}

function ShiftLoader({ type, id }: { type: ShiftType; id: number }) {
  const shift = useShift(type, id);
  const { courseId } = useParams();
  if (shift.isPending) return <PageLoader />;
  if (shift.isError) {
    const err = shift.error;
    // A participant before the shift's day is told when to come back, not that something failed.
    const early = err instanceof ApiError && err.code === 'shift_not_today';
    return (
      <ShiftProblem
        text={screenErrorText(err, t(P.couldNotRetrieve, { type }))}
        severity={early ? 'info' : 'error'}
        onRetry={err instanceof ApiError && err.status >= 403 && err.status !== 500 ? undefined : () => void shift.refetch()}
      />
    );
  }
  // Under /courses/:courseId the shift must belong to that course.
  if (courseId !== undefined && courseId !== String(shift.data.course.id)) {
    return <ShiftProblem text={t(P.notFound)} severity="error" />;
  }
  return <ShiftView shift={shift.data} onReload={() => void shift.refetch()} />;
}

/**
 * The roleplay shift page, top to bottom: header, the viewer's own invite, the room, attendance,
 * coach and coordinator, resource links, the participant schedule e-mail (managers) and the memo.
 * Orientation and live pages show the header, the invite, the attendance and the course materials.
 */
function ShiftView({ shift, onReload }: { shift: Shift; onReload(): void }) {
  const user = useCurrentUser();
  const manager = can({ roles: user.roleList }, 'shifts.manage');
  const staff = user.roleList.some((role) => role !== 'participant');
  const mine = shift.details.attendees.find((a) => a.id === user.id);
  const offer = offeredToViewer(shift.details.attendees, user.id);
  // A participant's place is set by the managers: they have no invite to answer.
  const answers = !user.roleList.every((role) => role === 'participant');
  const roleplay = shift.type === 'roleplay';
  // Managers see the shift's History in a tab of its own.
  const tab = useHistoryTab(manager);
  if (tab === 'history') {
    return (
      <Stack spacing={2} sx={{ maxWidth: 1100, minWidth: 0 }}>
        <ShiftHeader shift={shift} />
        <HistoryTabs value="history" label={t(P.tabsLabel)} />
        <ShiftHistory shift={shift} />
      </Stack>
    );
  }
  return (
    <Stack spacing={2} sx={{ maxWidth: 1100, minWidth: 0 }}>
      <ShiftHeader shift={shift} />
      {manager && <HistoryTabs value="details" label={t(P.tabsLabel)} />}
      {answers && (mine || offer) && (
        <MyInviteBanner
          invite={mine}
          offer={offer}
          viewerId={user.id}
          ended={new Date(shift.ends).getTime() < Date.now()}
          place={mine ? groupOf(mine, shift.details) : undefined}
        />
      )}
      {/* A role-player's own calls come first; the whole day is under Call blocks. */}
      {roleplay && staff && <MyCallsCard shift={shift} />}
      {roleplay && <RoomPicker shift={shift} manager={manager} />}
      <AttendanceCard shift={shift} manager={manager} viewerId={user.id} />
      {/* Places opened to backfill (those who may manage the shift only). */}
      {manager && <BackfillCard shift={shift} onReload={onReload} />}
      {roleplay && staff && <StaffingCard shift={shift} manager={manager} onReload={onReload} />}
      {roleplay && staff && <ResourceLinksCard shift={shift} manager={manager} />}
      {roleplay && manager && <ScheduleEmailCard shift={shift} />}
      {roleplay && staff && <CallBlocksCard shift={shift} />}
      {roleplay && staff && <MemoCard shift={shift} manager={manager} onReload={onReload} />}
      {/* Orientation (training) and live shifts: the course's materials under the attendance. */}
      {!roleplay && <ResourceLinksCard shift={shift} manager={manager} />}
    </Stack>
  );
}

function ShiftProblem({ text, severity, onRetry }: { text: string; severity: 'error' | 'info'; onRetry?: () => void }) {
  return (
    <Box sx={{ maxWidth: 640 }}>
      <Alert
        severity={severity}
        role="alert"
        data-testid="shift-problem"
        action={
          onRetry ? (
            <Button color="inherit" size="small" onClick={onRetry}>
              {t(P.tryAgain)}
            </Button>
          ) : undefined
        }
      >
        <AlertTitle>{t(severity === 'info' ? P.notYet : P.cannotShow)}</AlertTitle>
        {text}
      </Alert>
      <Button component={RouterLink} to="/" sx={{ mt: 2 }}>
        {t(P.backToDashboard)}
      </Button>
    </Box>
  );
}
