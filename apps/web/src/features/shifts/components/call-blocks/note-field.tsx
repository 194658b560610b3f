import { MAX_PARTICIPANT_SLOT_NOTE, type ParticipantSlot } from '@app/shared';
import { CircularProgress, InputAdornment, TextField } from '@mui/material';
import { useState } from 'react';
import { t } from '../../../../lib/i18n/i18n';
import { useUpdateParticipantSlotNote } from '../../api/update-participant-slot-note';
import { EDITOR_TEXTS as E } from '../../editor-messages';
import { useCallDay } from './day-context';

/**
 * A participant's note for one scenario: at most 15 characters (the server's limit, section 9 of
 * the second document). A counter says how many are used; a longer note stays in the field, marked
 * in red with the limit, and is not saved until it fits. Saved when the field loses focus if it
 * changed, disabled until a role-player plays that scenario in the call (the participant is the row's).
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

  const length = draft.trim().length;
  const tooLong = length > MAX_PARTICIPANT_SLOT_NOTE;
  const [showCount, setShowCount] = useState(false);

  function commit() {
    const note = draft.trim();
    if (note === saved || save.isPending || note.length > MAX_PARTICIPANT_SLOT_NOTE) return;
    save.mutate(
      { slotId: slot.id, note: { ...(existing ? { id: existing.id } : {}), scenarioComponentId: scenario.id, note } },
      { onError: (err) => fail(err, t(E.noteFailed)) },
    );
  }

  return (
    <TextField
      size="small"
      fullWidth
      placeholder={t(enabled ? E.note : E.needsRoleplayer)}
      value={draft}
      disabled={!enabled}
      error={tooLong}
      // The counter while the field is in use, and always while the note is too long.
      helperText={
        tooLong
          ? t(E.noteTooLong, { length, max: MAX_PARTICIPANT_SLOT_NOTE })
          : showCount
            ? `${length}/${MAX_PARTICIPANT_SLOT_NOTE}`
            : undefined
      }
      onChange={(event) => setDraft(event.target.value)}
      onFocus={() => setShowCount(true)}
      onBlur={() => {
        setShowCount(false);
        commit();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') (event.target as HTMLInputElement).blur();
      }}
      slotProps={{
        formHelperText: { sx: { mx: 0 } },
        htmlInput: {
          'aria-label': t(E.noteOn, { scenario: scenario.content, name: slot.user.name }),
          'aria-invalid': tooLong || undefined,
        },
        input: {
          endAdornment: save.isPending ? (
            <InputAdornment position="end">
              <CircularProgress size={14} aria-label={t(E.savingNote)} />
            </InputAdornment>
          ) : undefined,
        },
      }}
      sx={{ minWidth: 130 }}
    />
  );
}
