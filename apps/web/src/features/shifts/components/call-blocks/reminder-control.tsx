import type { ParticipantSlot } from '@app/shared';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import { Button, CircularProgress, Menu, MenuItem, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { ApiError } from '../../../../lib/api';
import { useSendReminder } from '../../api/send-reminder';

/** A failed reminder shows the server's own words (second document, section 8). */
function reminderFailure(err: unknown): string {
  return err instanceof ApiError && err.message ? err.message : 'Could not send the reminder email';
}

/**
 * The Reminder action of a participant slot (offered when the participant was added to the event and
 * the shift sends calendar invites): send it with or without the calendar invite again. The slot says
 * 'Sending…' until the answer, then the server's text or its error.
 */
export function ReminderControl({ slot, shiftId }: { slot: ParticipantSlot; shiftId: number }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const send = useSendReminder(shiftId);

  function choose(resendInvite: boolean) {
    setAnchor(null);
    send.mutate({ slotId: slot.id, resendInvite });
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
    </Stack>
  );
}
