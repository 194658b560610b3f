import { MAX_PARTICIPANT_SLOT_NOTE, MESSAGES, type ParticipantSlot } from '@app/shared';
import { CircularProgress, InputAdornment, TextField } from '@mui/material';
import { useState } from 'react';
import { useUpdateParticipantSlotNote } from '../../api/update-participant-slot-note';
import { useCallDay } from './day-context';

/**
 * A participant's note for one scenario: at most 15 characters (a 16th is refused as typed), saved
 * when the field loses focus if it changed, disabled until a role-player plays that scenario in the
 * call (the participant is the row's).
 */
export function NoteField({
  slot,
  scenario,
  enabled,
}: {
  slot: ParticipantSlot;
  scenario: { id: number; content: string };
  enabled: boolean;
}) {
  const { shiftId, fail } = useCallDay();
  const save = useUpdateParticipantSlotNote(shiftId);
  const existing = slot.scenarioNotes.find((n) => n.scenarioComponentId === scenario.id);
  const saved = existing?.note ?? '';
  const [draft, setDraft] = useState(saved);
  // A newer note from the server replaces a draft nobody is editing.
  const [base, setBase] = useState(saved);
  if (saved !== base) {
    setBase(saved);
    if (draft === base) setDraft(saved);
  }

  function commit() {
    const note = draft.trim();
    if (note === saved || save.isPending) return;
    save.mutate(
      { slotId: slot.id, note: { ...(existing ? { id: existing.id } : {}), scenarioComponentId: scenario.id, note } },
      { onError: (err) => fail(err, MESSAGES.couldNotUpdateParticipantSlotNote) },
    );
  }

  return (
    <TextField
      size="small"
      fullWidth
      placeholder={enabled ? 'Note' : 'Needs a role-player'}
      value={draft}
      disabled={!enabled}
      onChange={(event) => {
        // The 16th character is refused, pasted or typed.
        if (event.target.value.length <= MAX_PARTICIPANT_SLOT_NOTE) setDraft(event.target.value);
      }}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') (event.target as HTMLInputElement).blur();
      }}
      slotProps={{
        htmlInput: {
          maxLength: MAX_PARTICIPANT_SLOT_NOTE,
          'aria-label': `Note on ${scenario.content} for ${slot.user.name}`,
        },
        input: {
          endAdornment: save.isPending ? (
            <InputAdornment position="end">
              <CircularProgress size={14} aria-label="Saving the note" />
            </InputAdornment>
          ) : undefined,
        },
      }}
      sx={{ minWidth: 130 }}
    />
  );
}
