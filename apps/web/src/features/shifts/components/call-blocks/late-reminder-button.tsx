import { can, type Shift } from '@app/shared';
import AlarmOutlinedIcon from '@mui/icons-material/AlarmOutlined';
import { Button, Stack, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { sameDayInZone } from '../../../../components/date-time';
import { MailPreviewDialog } from '../../../../components/mail-preview-dialog';
import { useMessages } from '../../../../components/messages';
import { useCurrentUser } from '../../../../lib/auth';
import { screenErrorText } from '../../../../lib/i18n/error-text';
import { t } from '../../../../lib/i18n/i18n';
import { useLateRemindersPreview, useSendLateReminders } from '../../api/send-late-reminders';
import { CALL_TEXTS as C } from '../../page-messages';

/**
 * The attendance panel's Late Reminder (admin, coach, sc; roleplay shifts; usable on the shift's
 * day): shows first whom it would e-mail (the participants whose call starts within the hour or has
 * started, not reminded yet) and what, sends on Send, and then names whom it reached.
 */
export function LateReminderButton({ shift }: { shift: Shift }) {
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  const send = useSendLateReminders(shift.id);
  const { push } = useMessages();
  if (shift.type !== 'roleplay' || !can({ roles: user.roleList }, 'shifts.lateReminder')) return null;
  const today = sameDayInZone(new Date(), shift.begins);
  return (
    // Beside the Invite button, at the end of the panel's heading row.
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', ml: 'auto', flexWrap: 'wrap', rowGap: 1 }}>
      {send.isSuccess && (
        <Typography variant="body2" color="success.main" role="status" data-testid="late-reminder-result">
          {send.data.message}
        </Typography>
      )}
      <Tooltip title={t(today ? C.lateReminderToday : C.lateReminderOnDay)}>
        <span>
          <Button
            variant="outlined"
            startIcon={<AlarmOutlinedIcon />}
            disabled={!today || send.isPending}
            onClick={() => {
              send.reset();
              setOpen(true);
            }}
            sx={{ minHeight: 44 }}
          >
            {t(C.lateReminder)}
          </Button>
        </span>
      </Tooltip>
      {open && (
        <LateReminderDialog
          shiftId={shift.id}
          busy={send.isPending}
          onClose={() => setOpen(false)}
          onSend={() =>
            send.mutate(undefined, {
              onSuccess: (result) => {
                setOpen(false);
                push(result.message, 'success');
              },
              onError: (err) => push(screenErrorText(err, t(C.lateReminderFailed))),
            })
          }
        />
      )}
    </Stack>
  );
}

/** The preview of the reminders, read afresh each time it opens. */
function LateReminderDialog({
  shiftId,
  busy,
  onSend,
  onClose,
}: {
  shiftId: number;
  busy: boolean;
  onSend(): void;
  onClose(): void;
}) {
  const preview = useLateRemindersPreview(shiftId);
  return (
    <MailPreviewDialog
      open
      title={t(C.lateReminderTitle)}
      intro={t(C.lateReminderIntro)}
      preview={preview.data}
      error={preview.isError ? screenErrorText(preview.error, t(C.lateReminderPrepareFailed)) : undefined}
      emptyText={t(C.lateReminderNobody)}
      sendLabel={t(C.sendReminders)}
      sameForEach
      busy={busy}
      onClose={onClose}
      onSend={onSend}
    />
  );
}
