import { type Call, type CallBlock, offeredRoleplayers } from '@app/shared';
import { TextField } from '@mui/material';
import { t } from '../../../../lib/i18n/i18n';
import { useCreateCallSlot } from '../../api/create-call-slot';
import { useDeleteCallSlot } from '../../api/delete-call-slot';
import { useUpdateCallSlot } from '../../api/update-call-slot';
import { EDITOR_TEXTS as E } from '../../editor-messages';
import { useCallDay } from './day-context';

const NOBODY = '';

/**
 * The role-player menu of one scenario in one call: the shift's invite holders minus those who
 * declined and those already playing this scenario in another call of the block (the shared slot
 * rules). Choosing creates the call slot, changes it, or (Nobody) deletes it.
 */
export function RoleplayerSelect({
  block,
  call,
  scenario,
  name,
}: {
  block: CallBlock;
  call: Call;
  scenario: { id: number; content: string };
  name: string;
}) {
  const { shiftId, day, fail } = useCallDay();
  const create = useCreateCallSlot(shiftId);
  const update = useUpdateCallSlot(shiftId);
  const remove = useDeleteCallSlot(shiftId);
  const slot = call.callSlots.find((s) => s.scenarioComponentId === scenario.id);
  const candidates = day.candidates?.roleplayers ?? [];

  const playingScenarioInBlock = new Set(
    block.calls
      .filter((other) => other.id !== call.id)
      .flatMap((other) => other.callSlots)
      .filter((s) => s.scenarioComponentId === scenario.id && s.userId !== null)
      .map((s) => s.userId as number),
  );
  const declinedShift = new Set(candidates.filter((c) => c.declined).map((c) => c.id));
  const offered = offeredRoleplayers(candidates, { playingScenarioInBlock, declinedShift });
  // The one in the slot stays listed (as chosen) even when a rule would no longer offer them.
  const current = slot?.user ?? null;
  const options = current && !offered.some((c) => c.id === current.id) ? [current, ...offered] : offered;

  const busy = create.isPending || update.isPending || remove.isPending;
  const pendingValue = create.isPending
    ? create.variables?.userId
    : update.isPending
      ? update.variables?.userId
      : remove.isPending
        ? null
        : undefined;
  const value = pendingValue !== undefined ? String(pendingValue ?? NOBODY) : String(slot?.userId ?? NOBODY);

  function choose(raw: string) {
    const userId = raw === NOBODY ? null : Number(raw);
    if (userId === (slot?.userId ?? null)) return;
    if (userId === null) {
      if (slot) remove.mutate(slot.id, { onError: (err) => fail(err, t(E.deleteSlotFailed)) });
    } else if (slot) {
      update.mutate({ slotId: slot.id, userId }, { onError: (err) => fail(err, t(E.updateSlotFailed)) });
    } else {
      create.mutate(
        { callId: call.id, scenarioComponentId: scenario.id, userId },
        { onError: (err) => fail(err, t(E.createSlotFailed)) },
      );
    }
  }

  return (
    <TextField
      select
      size="small"
      fullWidth
      value={value}
      disabled={busy}
      onChange={(event) => choose(event.target.value)}
      slotProps={{
        select: { native: true },
        htmlInput: { 'aria-label': t(E.roleplayerFor, { scenario: scenario.content, name }) },
      }}
      sx={{ minWidth: 150 }}
    >
      <option value={NOBODY}>{t(E.nobody)}</option>
      {options.map((person) => (
        <option key={person.id} value={String(person.id)}>
          {person.name}
        </option>
      ))}
    </TextField>
  );
}
