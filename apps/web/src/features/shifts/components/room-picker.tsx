import type { Shift, ShiftRoom } from '@app/shared';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import MeetingRoomOutlinedIcon from '@mui/icons-material/MeetingRoomOutlined';
import { Alert, Box, CircularProgress, Link, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useMessages } from '../../../components/messages';
import { screenErrorText } from '../../../lib/i18n/error-text';
import { t } from '../../../lib/i18n/i18n';
import { useBookRoom } from '../api/book-room';
import { useEventRooms } from '../api/get-event-rooms';
import { CALL_TEXTS, SHIFT_PAGE_TEXTS as P, ROOM_TEXTS as R } from '../page-messages';

const typeOf = (room: Pick<ShiftRoom, 'roomType'>) => t(R.roomType, { type: room.roomType });

const NO_ROOM = '';

/** How to join the room: the dial-in numbers of a phone room, the meeting link of the others. */
function JoiningDetails({ room }: { room: ShiftRoom }) {
  if (room.roomType === 'phone') {
    return (
      <Stack spacing={0.25} data-testid="room-numbers">
        {room.localNumber && <Typography variant="body2">{t(R.localNumber, { number: room.localNumber })}</Typography>}
        {room.tollFreeNumber && <Typography variant="body2">{t(R.tollFreeNumber, { number: room.tollFreeNumber })}</Typography>}
        {!room.localNumber && !room.tollFreeNumber && (
          <Typography variant="body2" color="text.secondary">
            {t(R.noNumbers)}
          </Typography>
        )}
      </Stack>
    );
  }
  if (!room.meetingUrl) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t(room.roomType === 'custom' ? R.linkPerCall : R.noMeetingLink)}
      </Typography>
    );
  }
  return (
    <Link href={room.meetingUrl} target="_blank" rel="noopener noreferrer" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      {t(R.joinMeeting, { type: typeOf(room) })}
    </Link>
  );
}

/**
 * The room of a roleplay shift. Managers choose from the rooms free for the shift's whole time (or
 * no room); once a call has a meeting URL the choice is locked and the picker says why. Others see
 * the room and how to join it.
 */
export function RoomPicker({ shift, manager }: { shift: Shift; manager: boolean }) {
  const rooms = useEventRooms(shift.id, manager);
  const book = useBookRoom(shift.id);
  const { push } = useMessages();
  const { room } = shift;

  // The shift's own room is offered even before the list arrives (or if it was deleted since).
  const options = rooms.data ?? (room ? [{ ...room, current: true }] : []);
  const value = book.isPending && book.variables !== undefined ? String(book.variables ?? NO_ROOM) : String(room?.id ?? NO_ROOM);

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }} data-testid="room-picker" component="section" aria-labelledby="room-picker-title">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
        <MeetingRoomOutlinedIcon color="action" />
        <Typography variant="h6" component="h2" id="room-picker-title">
          {t(R.room)}
        </Typography>
      </Stack>
      {manager ? (
        <Stack spacing={1.5}>
          <TextField
            select
            size="small"
            label={t(R.room)}
            value={value}
            disabled={shift.roomLocked || book.isPending}
            sx={{ maxWidth: 420 }}
            fullWidth
            onChange={(event) => {
              const next = event.target.value === NO_ROOM ? null : Number(event.target.value);
              book.mutate(next, {
                onSuccess: (saved) => push(saved.room ? t(R.booked, { name: saved.room.name }) : t(R.released), 'success'),
                onError: (err) => push(screenErrorText(err, t(R.couldNotBook))),
              });
            }}
            slotProps={{
              input: {
                endAdornment: rooms.isFetching || book.isPending ? <CircularProgress size={16} sx={{ mr: 3 }} /> : undefined,
              },
            }}
          >
            <MenuItem value={NO_ROOM}>
              <em>{t(R.noRoom)}</em>
            </MenuItem>
            {options.map((option) => (
              <MenuItem key={option.id} value={String(option.id)}>
                {t(R.roomWithType, { name: option.name, type: typeOf(option) })}
              </MenuItem>
            ))}
          </TextField>
          {rooms.isError && (
            <Alert severity="error" role="alert">
              {screenErrorText(rooms.error, t(P.couldNotRetrieveData))}
            </Alert>
          )}
          {shift.roomLocked && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="room-locked">
              <LockOutlinedIcon fontSize="small" color="action" />
              <Typography variant="body2" color="text.secondary">
                {t(CALL_TEXTS.roomLocked)}
              </Typography>
            </Stack>
          )}
          {room && <JoiningDetails room={room} />}
        </Stack>
      ) : room ? (
        <Box data-testid="room-read-only">
          <Typography variant="body1" sx={{ fontWeight: 500 }}>
            {room.name}{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              ({typeOf(room)})
            </Typography>
          </Typography>
          <JoiningDetails room={room} />
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary" data-testid="room-read-only">
          {t(R.noRoom)}
        </Typography>
      )}
    </Paper>
  );
}
