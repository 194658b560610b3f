import type { MailPreview, MailPreviews } from '@app/shared';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { type ReactNode, useId } from 'react';
import { t } from '../lib/i18n/i18n';
import { DIALOG_TEXTS } from './confirm-dialog';
import { MAIL_PREVIEW_TEXTS as M } from './mail-preview-texts';

export interface MailPreviewDialogProps {
  open: boolean;
  title: string;
  /** A sentence above the e-mails: what sending does. */
  intro?: ReactNode;
  /** The e-mails as they would leave now; undefined while they load. */
  preview: MailPreviews | undefined;
  /** Why the preview could not be read, if it could not. */
  error?: string | undefined;
  /** Shown instead of the e-mails when there are none to send. */
  emptyText: string;
  sendLabel?: string;
  /**
   * The same message to each recipient (each with their own name and details): only the first
   * e-mail is shown as it will arrive, with the count of the others. Otherwise every e-mail is shown
   * (different messages, as the action plan's to the participant and to their manager).
   */
  sameForEach?: boolean;
  /**
   * How many e-mails leave in all, when the preview carries only the first recipient's (the caller
   * knows whom it chose); implies `sameForEach`. Default: the e-mails of the preview.
   */
  total?: number;
  /** While true both buttons are disabled and Send shows progress. */
  busy: boolean;
  onSend(): void;
  onClose(): void;
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ color: 'text.secondary', display: 'inline-block', minWidth: 64 }}>
        {label}
      </Box>
      {children}
    </Typography>
  );
}

function OneMail({ mail }: { mail: MailPreview }) {
  const names = mail.to.map((r) => r.name).join(', ');
  return (
    <Box
      component="article"
      aria-label={t(M.mailTo, { names })}
      data-testid="mail-preview"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
    >
      <Line label={t(M.to)}>{mail.to.map((r) => `${r.name} <${r.email}>`).join(', ')}</Line>
      {mail.cc.length > 0 && <Line label={t(M.cc)}>{mail.cc.join(', ')}</Line>}
      {mail.bcc.length > 0 && <Line label={t(M.bcc)}>{mail.bcc.join(', ')}</Line>}
      <Line label={t(M.from)}>{mail.from}</Line>
      <Line label={t(M.subject)}>
        <Box component="span" sx={{ fontWeight: 600 }}>
          {mail.subject}
        </Box>
      </Line>
      <Box
        component="pre"
        sx={{
          m: 0,
          mt: 1,
          p: 1,
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontFamily: 'inherit',
          fontSize: 14,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          maxHeight: 220,
          overflowY: 'auto',
        }}
        // A scrolling region is reachable by keyboard.
        tabIndex={0}
        aria-label={t(M.textTo, { names })}
      >
        {mail.text}
      </Box>
    </Box>
  );
}

/** Where the recipients' names go in the heading's words. */
const NAMES = '\u0000';

/**
 * Shows who will receive what before an e-mail leaves: each e-mail's recipients (to, cc, bcc), sender,
 * subject and text, with Send and Cancel. Send is disabled while loading, on error, and when there is
 * nothing to send. Full screen on a phone.
 */
export function MailPreviewDialog({
  open,
  title,
  intro,
  preview,
  error,
  emptyText,
  sendLabel = t(M.send),
  sameForEach = false,
  total,
  busy,
  onSend,
  onClose,
}: MailPreviewDialogProps) {
  const titleId = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const mails = preview?.mails ?? [];
  const oneForAll = sameForEach || total !== undefined;
  const shown = oneForAll ? mails.slice(0, 1) : mails;
  const others = oneForAll ? Math.max(0, (total ?? mails.length) - shown.length) : 0;
  const recipients = shown.flatMap((m) => m.to);
  // The heading's words around the names (the names keep a span of their own).
  const [before = '', after = ''] = t(M.recipients, {
    oneForAll: String(oneForAll),
    count: recipients.length,
    names: NAMES,
  }).split(NAMES);
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={phone}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {intro && <DialogContentText sx={{ mb: 2 }}>{intro}</DialogContentText>}
        {error ? (
          <Alert severity="error">{error}</Alert>
        ) : !preview ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <CircularProgress size={20} />
            <Typography>{t(M.preparing)}</Typography>
          </Stack>
        ) : mails.length === 0 ? (
          <Alert severity="info">{emptyText}</Alert>
        ) : (
          <Stack spacing={1.5}>
            <Typography variant="subtitle2" component="h3">
              {before}
              <Box component="span" data-testid="mail-preview-recipients" sx={{ fontWeight: 400 }}>
                {recipients.map((r) => r.name).join(', ')}
              </Box>
              {after}
            </Typography>
            {others > 0 && (
              <Typography variant="body2" data-testid="mail-preview-others">
                {t(M.others, { count: others })}
              </Typography>
            )}
            {shown.map((mail, index) => (
              // The same person may get two e-mails (two calls): the index keeps the keys apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed while the dialog is open
              <OneMail key={index} mail={mail} />
            ))}
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, '& .MuiButton-root': { minHeight: 44 } }}>
        <Button onClick={onClose} disabled={busy} autoFocus>
          {t(DIALOG_TEXTS.cancel)}
        </Button>
        <Button
          variant="contained"
          onClick={onSend}
          disabled={busy || !!error || mails.length === 0}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {sendLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
