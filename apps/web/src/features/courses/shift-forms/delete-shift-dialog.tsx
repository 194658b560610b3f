import type { CourseShift } from '@app/shared';
import { Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatWeekdayDateTime } from '../../../components/date-time';
import { useMessages } from '../../../components/messages';
import { localErrorText } from '../../../lib/i18n/error-text';
import { t } from '../../../lib/i18n/i18n';
import { SHIFT_FORM_TEXTS as F, SCENARIO_TEXTS } from '../builder-messages';
import { useDeleteShift } from './api/delete-shift';

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
  const type = shown?.type ?? 'roleplay';

  function close() {
    if (!remove.isPending) onClose();
  }

  return (
    <ConfirmDialog
      open={shift !== null}
      title={t(F.deleteTitle, { type })}
      destructive
      confirmLabel={t(SCENARIO_TEXTS.delete)}
      busy={remove.isPending}
      onClose={close}
      onConfirm={() => {
        if (!shown) return;
        remove.mutate(
          { type: shown.type, id: shown.id, emailParticipants },
          {
            onSuccess: () => {
              push(t(F.deleted, { type: shown.type }), 'success');
              onClose();
            },
            onError: (err) => void localErrorText(err, t(F.deleteFailed, { type: shown.type })).then(push),
          },
        );
      }}
      message={
        shown && (
          <Stack spacing={1.5}>
            <Typography variant="body2">
              {shown.cohortName
                ? t(F.deleteBodyCohort, { type, when: formatWeekdayDateTime(shown.begins), cohort: shown.cohortName })
                : t(F.deleteBody, { type, when: formatWeekdayDateTime(shown.begins) })}
            </Typography>
            {shown.type === 'roleplay' && (
              <FormControlLabel
                control={<Checkbox checked={emailParticipants} onChange={(e) => setEmailParticipants(e.target.checked)} />}
                label={t(F.emailParticipants)}
              />
            )}
          </Stack>
        )
      }
    />
  );
}
