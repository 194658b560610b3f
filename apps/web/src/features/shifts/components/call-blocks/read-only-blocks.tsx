import type { Call, CallBlock, ShiftCalls } from '@app/shared';
import { Box, Chip, Paper, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { JoinButton } from '../../../../components/join-button';
import { t } from '../../../../lib/i18n/i18n';
import { CALL_TEXTS as C } from '../../page-messages';
import { callName } from './block-times';
import { CoachLink, SkillsListLink } from './call-links';
import { BlockSection, CallTable } from './call-parts';
import { NoLink } from './meeting-url';

/**
 * The day for staff who do not manage it: each block's calls with the role-player of every scenario
 * and the participants (with their notes), a Join meeting button on the calls the viewer plays in.
 */
export function ReadOnlyBlocks({ day, viewerId, canCoach }: { day: ShiftCalls; viewerId: number; canCoach: boolean }) {
  return (
    <Stack spacing={3}>
      {day.blocks.map((block) => (
        <ReadOnlyBlock key={block.blockNumber} day={day} block={block} viewerId={viewerId} canCoach={canCoach} />
      ))}
    </Stack>
  );
}

function ReadOnlyBlock({
  day,
  block,
  viewerId,
  canCoach,
}: {
  day: ShiftCalls;
  block: CallBlock;
  viewerId: number;
  canCoach: boolean;
}) {
  return (
    <BlockSection block={block} callLength={day.callLength}>
      {block.calls.map((call, index) => (
        <ReadOnlyCall
          key={call.id}
          day={day}
          call={call}
          name={callName(block.blockNumber, index)}
          start={block.startTime}
          index={index}
          viewerId={viewerId}
          canCoach={canCoach}
        />
      ))}
    </BlockSection>
  );
}

function ReadOnlyCall({
  day,
  call,
  name,
  start,
  index,
  viewerId,
  canCoach,
}: {
  day: ShiftCalls;
  call: Call;
  name: string;
  start: string;
  index: number;
  viewerId: number;
  canCoach: boolean;
}) {
  const mine = call.callSlots.some((slot) => slot.userId === viewerId);
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 1, sm: 1.5 }, minWidth: 0, borderColor: mine ? 'primary.main' : undefined }}
      data-testid="call"
      role="group"
      aria-label={t(C.call, { call: index + 1 })}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 1 }}>
        <Typography variant="subtitle2">{t(C.call, { call: index + 1 })}</Typography>
        {mine && <Chip size="small" color="primary" label={t(C.youPlayInThis)} />}
        <Box sx={{ flex: 1 }} />
        {mine &&
          (call.joinUrl ? <JoinButton url={call.joinUrl} start={start} minutes={day.callLength} /> : <NoLink room={day.room} />)}
        <SkillsListLink eventId={day.eventId} callId={call.id} name={name} />
      </Stack>
      <CallTable
        day={day}
        call={call}
        name={name}
        roleplayerCell={(_, player) => (
          <>
            <Typography variant="body2" sx={{ fontWeight: player?.id === viewerId ? 600 : 400 }}>
              {player ? player.name : '—'}
            </Typography>
            {canCoach && player && <CoachLink roleplayer={player} callId={call.id} />}
          </>
        )}
      >
        {call.participantSlots.length === 0 ? (
          <TableRow>
            <TableCell colSpan={day.scenarios.length + 1}>
              <Typography variant="body2" color="text.secondary">
                {t(C.noParticipant)}
              </Typography>
            </TableCell>
          </TableRow>
        ) : (
          call.participantSlots.map((slot) => (
            <TableRow key={slot.id} data-testid="participant-slot">
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  {slot.user.name}
                </Typography>
              </TableCell>
              {day.scenarios.map((scenario) => (
                <TableCell key={scenario.id}>
                  <Typography variant="body2" color="text.secondary">
                    {slot.scenarioNotes.find((n) => n.scenarioComponentId === scenario.id)?.note ?? ''}
                  </Typography>
                </TableCell>
              ))}
            </TableRow>
          ))
        )}
      </CallTable>
    </Paper>
  );
}
