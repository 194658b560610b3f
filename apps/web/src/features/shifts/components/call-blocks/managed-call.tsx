import { type Call, type CallBlock, offeredParticipants, type ParticipantSlot } from '@app/shared';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import { Box, Chip, IconButton, Paper, Stack, TableCell, TableRow, TextField, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { localErrorText } from '../../../../lib/i18n/error-text';
import { t } from '../../../../lib/i18n/i18n';
import { useCreateParticipantSlot } from '../../api/create-participant-slot';
import { useDeleteCall } from '../../api/delete-call';
import { useDeleteParticipantSlot } from '../../api/delete-participant-slot';
import { useMoveParticipantSlot } from '../../api/update-participant-slot';
import { EDITOR_TEXTS as E } from '../../editor-messages';
import { CALL_TEXTS as C } from '../../page-messages';
import { callName } from './block-times';
import { CoachLink, SkillsListLink } from './call-links';
import { CallTable } from './call-parts';
import { useCallDay } from './day-context';
import { ManagedMeetingUrl } from './meeting-url';
import { NoteField } from './note-field';
import { peopleInCall } from './people-in';
import { ReminderControl } from './reminder-control';
import { RoleplayerSelect } from './roleplayer-select';

/**
 * One call of a block for a manager: its meeting link, a column per Scenario component with the
 * role-player menu, a row per participant with a note per scenario, and adding or removing people
 * and the call itself.
 */
export function ManagedCall({ block, call, index }: { block: CallBlock; call: Call; index: number }) {
  const { shiftId, day, groupSession, canCoach, fail } = useCallDay();
  const [confirming, setConfirming] = useState(false);
  const removeCall = useDeleteCall(shiftId);
  const name = callName(block.blockNumber, index);
  const people = peopleInCall(call);

  function remove() {
    removeCall.mutate(call.id, {
      onSuccess: () => setConfirming(false),
      onError: (err) => {
        setConfirming(false);
        fail(err, t(E.deleteBlockFailed));
      },
    });
  }

  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 1, sm: 1.5 }, minWidth: 0 }}
      data-testid="call"
      role="group"
      aria-label={t(C.call, { call: index + 1 })}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'center' }, mb: 1, minWidth: 0 }}>
        <Typography variant="subtitle2" sx={{ flexShrink: 0 }}>
          {t(C.call, { call: index + 1 })}
        </Typography>
        <ManagedMeetingUrl call={call} name={name} />
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexShrink: 0 }}>
          <SkillsListLink eventId={day.eventId} callId={call.id} name={name} />
          <Tooltip title={t(E.removeCallTip)}>
            <span>
              <IconButton
                size="small"
                aria-label={t(E.remove, { name })}
                disabled={removeCall.isPending}
                sx={TOUCH_ICON}
                onClick={() => (people > 0 ? setConfirming(true) : remove())}
              >
                <DeleteOutlinedIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
      </Stack>

      <CallTable
        day={day}
        call={call}
        name={name}
        roleplayerCell={(scenario, player) => (
          <>
            <RoleplayerSelect block={block} call={call} scenario={scenario} name={name} />
            {canCoach && player && <CoachLink roleplayer={player} callId={call.id} />}
          </>
        )}
      >
        {call.participantSlots.map((slot) => (
          <ParticipantRow key={slot.id} block={block} call={call} slot={slot} />
        ))}
        {(groupSession || call.participantSlots.length === 0) && (
          <TableRow>
            <TableCell colSpan={day.scenarios.length + 1}>
              <AddParticipant block={block} call={call} name={name} />
            </TableCell>
          </TableRow>
        )}
      </CallTable>

      <ConfirmDialog
        open={confirming}
        title={t(E.removeCallTitle)}
        message={t(E.callPeople, { people })}
        confirmLabel={t(E.removeCall)}
        destructive
        busy={removeCall.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={remove}
      />
    </Paper>
  );
}

function ParticipantRow({ block, call, slot }: { block: CallBlock; call: Call; slot: ParticipantSlot }) {
  const { shiftId, day, usesCalendar, fail } = useCallDay();
  const remove = useDeleteParticipantSlot(shiftId);
  return (
    <TableRow data-testid="participant-slot">
      <TableCell>
        {/* On a phone the name takes the narrow column's whole width, the remove button under it. */}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={0.5} sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}>
          <Typography
            variant="body2"
            sx={{ fontWeight: 500, flex: 1, overflowWrap: 'break-word', minWidth: 0, maxWidth: '100%' }}
          >
            {slot.user.name}
          </Typography>
          <Tooltip title={t(E.takeOut)}>
            <span>
              <IconButton
                size="small"
                aria-label={t(E.removeFrom, { name: slot.user.name })}
                disabled={remove.isPending}
                sx={TOUCH_ICON}
                onClick={() => remove.mutate(slot.id, { onError: (err) => fail(err, t(E.removePersonFailed)) })}
              >
                <PersonRemoveOutlinedIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
        {usesCalendar && !slot.addedToEvent && (
          <Chip size="small" variant="outlined" color="warning" label={t(E.invitePending)} sx={{ mt: 0.5 }} />
        )}
        {slot.addedToEvent && usesCalendar && <ReminderControl slot={slot} shiftId={shiftId} />}
        <MoveParticipant block={block} call={call} slot={slot} />
      </TableCell>
      {day.scenarios.map((scenario) => {
        const played = call.callSlots.some((s) => s.scenarioComponentId === scenario.id && s.userId !== null);
        return (
          <TableCell key={scenario.id}>
            <NoteField slot={slot} scenario={scenario} enabled={played} />
          </TableCell>
        );
      })}
    </TableRow>
  );
}

const NO_ONE = '';

/** An icon button at least 44 px square on a phone. */
const TOUCH_ICON = { minWidth: { xs: 44, sm: 0 }, minHeight: { xs: 44, sm: 0 } } as const;

/**
 * Moves a participant to another call of the shift that has room for them: in this block, or in a
 * block they are not in yet (the server refuses the rest too).
 */
function MoveParticipant({ block, call, slot }: { block: CallBlock; call: Call; slot: ParticipantSlot }) {
  const { shiftId, day, groupSession, fail } = useCallDay();
  const move = useMoveParticipantSlot(shiftId);
  const targets = day.blocks.flatMap((other) =>
    other.calls
      .map((target, index) => ({ target, index, other }))
      .filter(({ target }) => target.id !== call.id && (groupSession || target.participantSlots.length === 0))
      .filter(
        ({ other: b }) =>
          b.blockNumber === block.blockNumber || !b.calls.some((c) => c.participantSlots.some((p) => p.user.id === slot.user.id)),
      ),
  );
  if (targets.length === 0) return null;
  return (
    <TextField
      select
      size="small"
      value={NO_ONE}
      disabled={move.isPending}
      onChange={(event) => {
        if (event.target.value === NO_ONE) return;
        move.mutate(
          { slotId: slot.id, callId: Number(event.target.value) },
          { onError: (err) => fail(err, t(E.movePersonFailed)) },
        );
      }}
      slotProps={{ select: { native: true }, htmlInput: { 'aria-label': t(E.moveLabel, { name: slot.user.name }) } }}
      sx={{ mt: 0.5, display: 'block', '& select': { py: 0.5, fontSize: 13 } }}
    >
      <option value={NO_ONE}>{t(E.moveTo)}</option>
      {targets.map(({ target, index, other }) => (
        <option key={target.id} value={String(target.id)}>
          {t(C.blockCall, { block: other.blockNumber + 1, call: index + 1 })}
        </option>
      ))}
    </TextField>
  );
}

/** The participant menu of a call: the course's participants not already in a call of the block. */
function AddParticipant({ block, call, name }: { block: CallBlock; call: Call; name: string }) {
  const { shiftId, day, fail } = useCallDay();
  const create = useCreateParticipantSlot(shiftId);
  const inBlock = new Set(block.calls.flatMap((c) => c.participantSlots.map((s) => s.user.id)));
  const offered = offeredParticipants(day.candidates?.participants ?? [], inBlock);
  return (
    <Box sx={{ maxWidth: 320 }}>
      <TextField
        select
        size="small"
        fullWidth
        value={create.isPending ? String(create.variables?.userId ?? NO_ONE) : NO_ONE}
        disabled={create.isPending || offered.length === 0}
        onChange={(event) => {
          if (event.target.value === NO_ONE) return;
          create.mutate(
            { callId: call.id, userId: Number(event.target.value) },
            // The spec lets the server's words stand here, if it has any.
            { onError: (err) => void localErrorText(err, t(E.addPersonFailed)).then((text) => fail(err, text)) },
          );
        }}
        slotProps={{ select: { native: true }, htmlInput: { 'aria-label': t(E.addParticipantTo, { name }) } }}
      >
        <option value={NO_ONE}>{t(offered.length === 0 ? E.noParticipantLeft : E.addParticipant)}</option>
        {offered.map((person) => (
          <option key={person.id} value={String(person.id)}>
            {person.name}
          </option>
        ))}
      </TextField>
    </Box>
  );
}
