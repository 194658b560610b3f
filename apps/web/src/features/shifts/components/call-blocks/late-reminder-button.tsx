import { can, type Shift } from '@app/shared';
import AlarmOutlinedIcon from '@mui/icons-material/AlarmOutlined';
import { Button, Stack, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { sameDayInZone } from '../../../../components/date-time';
import { MailPreviewDialog } from '../../../../components/mail-preview-dialog';
import { useMessages } from '../../../../components/messages';
import { errorText } from '../../../../lib/api';
import { useCurrentUser } from '../../../../lib/auth';
import { useLateRemindersPreview, useSendLateReminders } from '../../api/send-late-reminders';

const SEND_FAILED = 'Could not send the late reminders';

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
      <Tooltip title={today ? 'E-mail the participants whose call starts within the hour' : "Available on the shift's day"}>
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
            Late Reminder
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
              onError: (err) => push(errorText(err, SEND_FAILED)),
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
      title="Send the late reminder?"
      intro="Each participant below is e-mailed that their call is starting. Nobody is reminded twice for the same call."
      preview={preview.data}
      error={preview.isError ? errorText(preview.error, 'Could not prepare the late reminders') : undefined}
      emptyText="Nobody to remind: no participant who has not been reminded yet has a call starting within the hour."
      sendLabel="Send reminders"
      sameForEach
      busy={busy}
      onClose={onClose}
      onSend={onSend}
    />
  );
}
