import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { t } from '../lib/i18n/i18n';

export const DIALOG_TEXTS = {
  confirm: /*i18n*/ { id: 'common.confirm', message: 'Confirm' },
  cancel: /*i18n*/ { id: 'common.cancel', message: 'Cancel' },
};

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in a sentence or two. */
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Shows the confirm button in the error colour, for what cannot be undone. */
  destructive?: boolean;
  /** While true both buttons are disabled and the confirm button shows progress. */
  busy?: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** Asks before an action; the caller closes it when the action is done. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = t(DIALOG_TEXTS.confirm),
  cancelLabel = t(DIALOG_TEXTS.cancel),
  destructive = false,
  busy = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} component="div">
          {message}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} autoFocus>
          {cancelLabel}
        </Button>
        <Button
          onClick={onConfirm}
          disabled={busy}
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
