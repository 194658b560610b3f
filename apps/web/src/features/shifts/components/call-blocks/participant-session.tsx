import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import { Alert, AlertTitle, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../../components/date-time';
import { JoinButton } from '../../../../components/join-button';
import { ApiError } from '../../../../lib/api';
import { screenErrorText } from '../../../../lib/i18n/error-text';
import { t } from '../../../../lib/i18n/i18n';
import { useShift } from '../../api/get-shift';
import { useShiftCalls } from '../../api/get-shift-calls';
import { PARTICIPANT_SESSION_TEXTS as P } from '../../participant-messages';
import { roomForParticipant, ShiftHeader } from '../shift-header';
import { blockTimeRange } from './block-times';

/**
 * What a participant sees of a roleplay shift: before its day, that the session information comes
 * on the day; on the day, their own call's time, the room and a Join button, nothing of anybody
 * else (the server answers only their call).
 */
export function ParticipantSession({ shiftId }: { shiftId: number }) {
  const calls = useShiftCalls(shiftId);
  // The shift's header (course, time, room): readable by a participant on the day, like their call.
  const shift = useShift('roleplay', shiftId);
  if (calls.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t(P.loading)} />
      </Box>
    );
  }
  if (calls.isError) {
    const early = calls.error instanceof ApiError && calls.error.code === 'shift_not_today';
    return (
      <Box sx={{ maxWidth: 640 }}>
        <Alert severity={early ? 'info' : 'error'} role="alert" data-testid="participant-session-problem">
          <AlertTitle>{t(early ? P.notYet : P.cannotShow)}</AlertTitle>
          {early ? t(P.onShiftDay) : screenErrorText(calls.error, t(P.couldNotRetrieve))}
        </Alert>
        <Button component={RouterLink} to="/" sx={{ mt: 2 }}>
          {t(P.backToDashboard)}
        </Button>
      </Box>
    );
  }
  const day = calls.data;
  const mine = day.blocks.flatMap((block) => block.calls.map((call) => ({ block, call })));
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      {shift.data ? (
        <ShiftHeader shift={shift.data} showRoom />
      ) : (
        <Typography variant="h4" component="h1">
          {t(P.title)}
        </Typography>
      )}
      {mine.length === 0 && <Alert severity="info">{t(P.notInACall)}</Alert>}
      {mine.length > 1 && (
        <Typography variant="body1" data-testid="my-call-count">
          {t(P.callCount, { count: mine.length })}
        </Typography>
      )}
      {mine.map(({ block, call }, index) => (
        <Paper
          key={call.id}
          sx={{ p: { xs: 2, sm: 3 } }}
          data-testid="my-call"
          component="section"
          aria-label={mine.length > 1 ? t(P.yourCallOf, { number: index + 1, count: mine.length }) : t(P.yourCall)}
        >
          <Typography variant="overline" color="text.secondary" component="p">
            {mine.length > 1 ? t(P.yourCallOf, { number: index + 1, count: mine.length }) : t(P.yourCall)}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
            <EventOutlinedIcon color="action" />
            <Typography variant="h6" component="h2">
              {formatDate(block.startTime)} · {blockTimeRange(block.startTime, day.callLength)}
            </Typography>
          </Stack>
          <Typography variant="body1" data-testid="my-call-room" sx={{ mb: 1 }}>
            {t(P.room)} {day.room ? <b>{roomForParticipant(day.room)}</b> : t(P.noRoom)}
          </Typography>
          {call.joinUrl ? (
            <JoinButton url={call.joinUrl} start={block.startTime} minutes={day.callLength} />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {day.room?.roomType === 'phone'
                ? [
                    t(P.phoneRoom),
                    day.room.localNumber && t(P.localNumber, { number: day.room.localNumber }),
                    day.room.tollFreeNumber && t(P.tollFreeNumber, { number: day.room.tollFreeNumber }),
                  ]
                    .filter(Boolean)
                    .join(' · ')
                : t(P.noMeetingLink)}
            </Typography>
          )}
          {day.scenarios.length > 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
              {t(P.scenarios, { scenarios: day.scenarios.map((s) => s.content).join(' · ') })}
            </Typography>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
