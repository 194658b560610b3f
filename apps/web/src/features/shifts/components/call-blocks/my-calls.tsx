import type { Call, CallBlock, Shift, ShiftCalls } from '@app/shared';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import TheaterComedyOutlinedIcon from '@mui/icons-material/TheaterComedyOutlined';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { JoinButton } from '../../../../components/join-button';
import { useCurrentUser } from '../../../../lib/auth';
import { t } from '../../../../lib/i18n/i18n';
import { useShiftCalls } from '../../api/get-shift-calls';
import { CALL_TEXTS as C } from '../../page-messages';
import { blockTimeRange, callName } from './block-times';
import { SkillsListLink } from './call-links';
import { FOCUS_RING } from './call-parts';
import { NoLink } from './meeting-url';

interface MyCall {
  block: CallBlock;
  call: Call;
  index: number;
  /** The scenarios the viewer plays in this call, in the course's order. */
  plays: ShiftCalls['scenarios'];
}

/** The calls of the day in which `viewerId` plays a scenario, in time order. */
export function callsPlayedBy(day: ShiftCalls, viewerId: number): MyCall[] {
  return day.blocks.flatMap((block) =>
    block.calls.flatMap((call, index) => {
      const mine = new Set(call.callSlots.filter((slot) => slot.userId === viewerId).map((slot) => slot.scenarioComponentId));
      const plays = day.scenarios.filter((scenario) => mine.has(scenario.id));
      return plays.length > 0 ? [{ block, call, index, plays }] : [];
    }),
  );
}

/**
 * A role-player's own calls, first on the shift page: a card per call with its time, the scenario
 * they play, the participants with their notes on that scenario, and the Join button (open from 10
 * minutes before the call to its end). Nothing when the viewer plays in no call.
 */
export function MyCallsCard({ shift }: { shift: Shift }) {
  const headingId = useId();
  const user = useCurrentUser();
  const calls = useShiftCalls(shift.id);
  if (!calls.data) return null;
  const day = calls.data;
  const mine = callsPlayedBy(day, user.id);
  if (mine.length === 0) return null;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 1.5, sm: 2.5 }, minWidth: 0, ...FOCUS_RING }}
      data-testid="my-calls"
    >
      <Typography id={headingId} variant="h6" component="h2">
        {t(C.yourCalls)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t(C.youPlayIn, { count: mine.length })}
      </Typography>
      <Stack spacing={1.5}>
        {mine.map((item) => (
          <MyCallCard key={item.call.id} day={day} item={item} />
        ))}
      </Stack>
    </Paper>
  );
}

function MyCallCard({ day, item }: { day: ShiftCalls; item: MyCall }) {
  const { block, call, index, plays } = item;
  const time = blockTimeRange(block.startTime, day.callLength);
  const name = callName(block.blockNumber, index);
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={t(C.yourCallAt, { time })}
      sx={{ p: { xs: 1.5, sm: 2 }, borderColor: 'primary.main', borderLeftWidth: 4, minWidth: 0 }}
      data-testid="my-call-card"
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap', rowGap: 0.5, mb: 1 }}>
        <Typography variant="h6" component="h3" data-testid="my-call-time">
          {time}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t(C.blockCall, { block: block.blockNumber + 1, call: index + 1 })}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mb: 1 }}>
        <TheaterComedyOutlinedIcon fontSize="small" color="action" aria-hidden sx={{ mt: 0.25 }} />
        <Typography variant="body1" data-testid="my-call-scenario" sx={{ overflowWrap: 'anywhere' }}>
          {t(C.youPlay)} <b>{plays.map((s) => s.content).join(t(C.and))}</b> (
          {t(C.minutes, { minutes: plays.reduce((n, s) => n + s.duration, 0) })})
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mb: 1.5 }}>
        <PersonOutlinedIcon fontSize="small" color="action" aria-hidden sx={{ mt: 0.25 }} />
        {call.participantSlots.length === 0 ? (
          <Typography variant="body1" color="text.secondary">
            {t(C.noParticipant)}
          </Typography>
        ) : (
          <Box
            component="ul"
            sx={{ m: 0, p: 0, listStyle: 'none', minWidth: 0 }}
            aria-label={t(C.participants)}
            data-testid="my-call-participants"
          >
            {call.participantSlots.map((slot) => {
              const notes = plays
                .map((s) => ({ scenario: s, note: slot.scenarioNotes.find((n) => n.scenarioComponentId === s.id)?.note ?? '' }))
                .filter((n) => n.note !== '');
              return (
                <Box component="li" key={slot.id} sx={{ mb: 0.5 }}>
                  <Typography variant="body1" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                    {slot.user.name}
                  </Typography>
                  {notes.map(({ scenario, note }) => (
                    <Typography key={scenario.id} variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {plays.length > 1 ? t(C.noteOn, { scenario: scenario.content, note }) : t(C.note, { note })}
                    </Typography>
                  ))}
                </Box>
              );
            })}
          </Box>
        )}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        {call.joinUrl ? (
          <JoinButton url={call.joinUrl} start={block.startTime} minutes={day.callLength} />
        ) : (
          <NoLink room={day.room} />
        )}
        <Box sx={{ flex: 1 }} />
        <SkillsListLink eventId={day.eventId} callId={call.id} name={name} />
      </Stack>
    </Paper>
  );
}
