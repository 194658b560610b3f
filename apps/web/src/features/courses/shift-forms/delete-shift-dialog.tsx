import { type CourseShift, MESSAGES, SHIFT_TYPE_LABELS, type ShiftType } from '@app/shared';
import { Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatWeekdayDateTime } from '../../../components/date-time';
import { useMessages } from '../../../components/messages';
import { errorText } from '../../../lib/api';
import { useDeleteShift } from './api/delete-shift';

const DELETE_FAILED: Record<ShiftType, string> = {
  roleplay: 'Error deleting Roleplay Shift',
  training: MESSAGES.errorDeletingTrainingShift,
  live: MESSAGES.errorDeletingLiveShift,
};

/**
 * Asks before deleting a shift. For a roleplay shift the manager also chooses whether its
 * participants are e-mailed about the cancellation (its staff always are).
 */
export function DeleteShiftDialog({ shift, onClose }: { shift: CourseShift | null; onClose(): void }) {
  const remove = useDeleteShift();
  const { push } = useMessages();
  const [emailParticipants, setEmailParticipants] = useState(false);
  // Keeps the text while the dialog closes.
  const [shown, setShown] = useState(shift);
  if (shift && shift !== shown) {
    setShown(shift);
    setEmailParticipants(false);
  }
  const label = shown ? SHIFT_TYPE_LABELS[shown.type] : '';

  function close() {
    if (!remove.isPending) onClose();
  }

  return (
    <ConfirmDialog
      open={shift !== null}
      title={`Delete this ${label} shift?`}
      destructive
      confirmLabel="Delete"
      busy={remove.isPending}
      onClose={close}
      onConfirm={() => {
        if (!shown) return;
        remove.mutate(
          { type: shown.type, id: shown.id, emailParticipants },
          {
            onSuccess: () => {
              push(`${label} shift deleted`, 'success');
              onClose();
            },
            onError: (err) => push(errorText(err, DELETE_FAILED[shown.type])),
          },
        );
      }}
      message={
        shown && (
          <Stack spacing={1.5}>
            <Typography variant="body2">
              The {label.toLowerCase()} shift of {formatWeekdayDateTime(shown.begins)}
              {shown.cohortName ? ` (cohort ${shown.cohortName})` : ''} and its invitations will be removed; the staff on it are
              told by e-mail. {MESSAGES.deleteCannotBeUndone}.
            </Typography>
            {shown.type === 'roleplay' && (
              <FormControlLabel
                control={<Checkbox checked={emailParticipants} onChange={(e) => setEmailParticipants(e.target.checked)} />}
                label="E-mail the participants of this shift"
              />
            )}
          </Stack>
        )
      }
    />
  );
}
