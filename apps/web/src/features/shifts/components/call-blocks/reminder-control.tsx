import type { ParticipantSlot } from '@app/shared';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import { Button, CircularProgress, Menu, MenuItem, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { MailPreviewDialog } from '../../../../components/mail-preview-dialog';
import { ApiError, errorText } from '../../../../lib/api';
import { useReminderPreview } from '../../api/preview-reminder';
import { useSendReminder } from '../../api/send-reminder';

/** A failed reminder shows the server's own words (second document, section 8). */
function reminderFailure(err: unknown): string {
  return err instanceof ApiError && err.message ? err.message : 'Could not send the reminder email';
}

/**
 * The Reminder action of a participant slot (offered when the participant was added to the event and
 * the shift sends calendar invites): with or without the calendar invite again, the e-mail is shown
 * first as it will arrive, and leaves only on Send. The slot says 'Sending…' until the answer, then
 * the server's text or its error.
 */
export function ReminderControl({ slot, shiftId }: { slot: ParticipantSlot; shiftId: number }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The kind chosen in the menu, previewed until Send or Cancel.
  const [previewing, setPreviewing] = useState<{ resendInvite: boolean } | null>(null);
  const send = useSendReminder(shiftId);

  function choose(resendInvite: boolean) {
    setAnchor(null);
    setPreviewing({ resendInvite });
  }

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Button
        size="small"
        startIcon={<NotificationsActiveOutlinedIcon />}
        disabled={send.isPending}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={`Reminder for ${slot.user.name}`}
      >
        Reminder
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => choose(false)}>Send reminder</MenuItem>
        <MenuItem onClick={() => choose(true)}>Send reminder and resend calendar invite</MenuItem>
      </Menu>
      <Typography
        variant="caption"
        role="status"
        data-testid="reminder-state"
        color={send.isError ? 'error' : send.isSuccess ? 'success.main' : 'text.secondary'}
      >
        {send.isPending ? (
          <>
            <CircularProgress size={10} sx={{ mr: 0.5 }} aria-hidden />
            Sending…
          </>
        ) : send.isError ? (
          reminderFailure(send.error)
        ) : send.isSuccess ? (
          send.data.message
        ) : null}
      </Typography>
      {previewing && (
        <ReminderPreviewDialog
          slot={slot}
          resendInvite={previewing.resendInvite}
          onClose={() => setPreviewing(null)}
          onSend={() => {
            send.mutate({ slotId: slot.id, resendInvite: previewing.resendInvite });
            setPreviewing(null);
          }}
        />
      )}
    </Stack>
  );
}

/** The reminder as the participant will get it, read afresh each time it opens. */
function ReminderPreviewDialog({
  slot,
  resendInvite,
  onSend,
  onClose,
}: {
  slot: ParticipantSlot;
  resendInvite: boolean;
  onSend(): void;
  onClose(): void;
}) {
  const preview = useReminderPreview(slot.id, resendInvite);
  return (
    <MailPreviewDialog
      open
      title={resendInvite ? 'Send the reminder and the calendar invite again?' : 'Send the reminder?'}
      intro={
        resendInvite
          ? `${slot.user.name} is e-mailed this reminder, with the calendar invitation attached again.`
          : `${slot.user.name} is e-mailed this reminder.`
      }
      preview={preview.data}
      error={preview.isError ? errorText(preview.error, 'Could not send the reminder email') : undefined}
      emptyText="Nothing to send."
      sendLabel="Send reminder"
      busy={false}
      onClose={onClose}
      onSend={onSend}
    />
  );
}
