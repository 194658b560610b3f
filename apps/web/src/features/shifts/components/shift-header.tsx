import { SHIFT_COLORS, type Shift } from '@app/shared';
import CalendarTodayIcon from '@mui/icons-material/CalendarToday';
import GroupsIcon from '@mui/icons-material/Groups';
import MeetingRoomOutlinedIcon from '@mui/icons-material/MeetingRoomOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import ViewAgendaOutlinedIcon from '@mui/icons-material/ViewAgendaOutlined';
import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { formatDate, formatTimeRange } from '../../../components/date-time';
import { TimeZoneCaption } from '../../../components/time-zone-caption';
import { useCurrentUser } from '../../../lib/auth';
import { t } from '../../../lib/i18n/i18n';
import { SHIFT_HEADER_TEXTS as H } from '../header-messages';
import { ROOM_TEXTS as R } from '../page-messages';

/** One fact of the shift; `name` names it for the tests ('date': shift-date), whatever the language. */
function Fact({ icon, name, label, children }: { icon: ReactNode; name: string; label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Box sx={{ color: 'text.secondary', display: 'flex' }} aria-hidden>
        {icon}
      </Box>
      <Typography variant="body2" component="span" color="text.secondary" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {label}
      </Typography>
      <Typography variant="body1" component="span" sx={{ fontWeight: 500 }} data-testid={`shift-${name}`}>
        {children}
      </Typography>
    </Stack>
  );
}

/** 'H:mm–H:mm' (spec 001 section 9), with the end's date too when the shift runs past midnight. */
export function timeRange(begins: Date, ends: Date): string {
  return formatTimeRange(begins, ends);
}

type RoomNamed = Pick<NonNullable<Shift['room']>, 'name' | 'roomType'>;

/** The room with its kind in the reader's language: 'Boardroom Line (Téléphone)'. */
export function roomWithType(room: RoomNamed): string {
  return t(R.roomWithType, { name: room.name, type: t(R.roomType, { type: room.roomType }) });
}

/**
 * The room in a participant's words: its name, and how it is joined when that is not the room's
 * own business ('Custom' is a staff word: the call's link says the rest).
 */
export function roomForParticipant(room: RoomNamed): string {
  return room.roomType === 'custom' ? room.name : roomWithType(room);
}

/**
 * The top of a shift page: type, course and client, date, time range and cohort; with `showRoom`
 * (a participant's page, which has no room card) the room too. Staff also read the planned and
 * spare blocks; a participant reads only what concerns them, in their words.
 */
export function ShiftHeader({ shift, showRoom = false }: { shift: Shift; showRoom?: boolean }) {
  const begins = new Date(shift.begins);
  const ends = new Date(shift.ends);
  const participantOnly = useCurrentUser().roleList.every((role) => role === 'participant');
  const blocks =
    !participantOnly && shift.type === 'roleplay' && shift.sessions !== null ? shift.sessions + (shift.extensions ?? 0) : null;
  return (
    <Paper
      component="header"
      sx={{ p: { xs: 2, sm: 3 }, borderLeft: 6, borderColor: SHIFT_COLORS[shift.type], minWidth: 0 }}
      data-testid="shift-header"
    >
      <Chip
        size="small"
        label={participantOnly && shift.type === 'roleplay' ? t(H.roleplaySession) : t(H.shiftKind, { type: shift.type })}
        sx={{ bgcolor: SHIFT_COLORS[shift.type], color: '#fff', fontWeight: 600, mb: 1.5 }}
      />
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, overflowWrap: 'anywhere' }}>
        {shift.course.name}
      </Typography>
      <Typography variant="subtitle1" color="text.secondary" sx={{ mb: 2 }} data-testid="shift-client">
        {shift.course.client.orgName}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 3 }} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Fact icon={<CalendarTodayIcon fontSize="small" />} name="date" label={t(H.date)}>
          {formatDate(begins)}
        </Fact>
        <Fact icon={<ScheduleIcon fontSize="small" />} name="time" label={t(H.time)}>
          {timeRange(begins, ends)}
        </Fact>
        {shift.details.cohort && (
          <Fact icon={<GroupsIcon fontSize="small" />} name="cohort" label={t(H.cohort)}>
            {shift.details.cohort.name}
          </Fact>
        )}
        {showRoom && (
          <Fact icon={<MeetingRoomOutlinedIcon fontSize="small" />} name="room" label={t(H.room)}>
            {shift.room ? (participantOnly ? roomForParticipant(shift.room) : roomWithType(shift.room)) : t(H.noRoom)}
          </Fact>
        )}
        {blocks !== null && (
          <Fact icon={<ViewAgendaOutlinedIcon fontSize="small" />} name="blocks" label={t(H.blocks)}>
            {t(H.blocksPlanned, { planned: shift.sessions, spare: shift.extensions ?? 0 })}
            {shift.callLength ? t(H.callLength, { minutes: shift.callLength }) : ''}
          </Fact>
        )}
      </Stack>
      <TimeZoneCaption sx={{ mt: 1.5 }} />
    </Paper>
  );
}
