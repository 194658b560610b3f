import type { ParticipantSlot } from '@app/shared';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import { Button, CircularProgress, Menu, MenuItem, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { MailPreviewDialog } from '../../../../components/mail-preview-dialog';
import { ApiError } from '../../../../lib/api';
import { screenErrorText } from '../../../../lib/i18n/error-text';
import { currentLanguage, t } from '../../../../lib/i18n/i18n';
import { useReminderPreview } from '../../api/preview-reminder';
import { useSendReminder } from '../../api/send-reminder';
import { EDITOR_TEXTS as E } from '../../editor-messages';

/** A failed reminder shows the server's own words in English (second document, section 8), else the catalogue's. */
function reminderFailure(err: unknown): string {
  const fallback = t(E.reminderFailed);
  if (currentLanguage() !== 'en-CA') return fallback;
  return err instanceof ApiError && err.message ? err.message : fallback;
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
        aria-label={t(E.reminderFor, { name: slot.user.name })}
      >
        {t(E.reminder)}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => choose(false)}>{t(E.sendReminder)}</MenuItem>
        <MenuItem onClick={() => choose(true)}>{t(E.sendAndResend)}</MenuItem>
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
            {t(E.sending)}
          </>
        ) : send.isError ? (
          reminderFailure(send.error)
        ) : send.isSuccess ? (
          // The server's words in English; its one success sentence from the catalogue otherwise.
          currentLanguage() === 'en-CA' ? (
            send.data.message
          ) : (
            t(E.reminderSent)
          )
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
      title={t(E.reminderTitle, { resend: String(resendInvite) })}
      intro={t(E.reminderIntro, { resend: String(resendInvite), name: slot.user.name })}
      preview={preview.data}
      error={preview.isError ? screenErrorText(preview.error, t(E.reminderFailed)) : undefined}
      emptyText={t(E.nothing)}
      sendLabel={t(E.sendReminder)}
      busy={false}
      onClose={onClose}
      onSend={onSend}
    />
  );
}
