import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { t } from '../../lib/i18n/i18n';
import type { SwapRequest } from '../../lib/invites/swap-event';
import { DIALOG_TEXTS } from '../confirm-dialog';
import { INVITE_FORM_TEXTS as F } from './form-texts';

export interface SwapRequestDialogProps {
  open: boolean;
  busy: boolean;
  /** The dialog's title, e.g. 'Give this shift to all' or 'Request partial coverage'. */
  title: string;
  /** What sending does, above the fields. */
  intro: string;
  /** The send button's words ('Send' by default). */
  sendLabel?: string;
  /** The form's other words, when the caller has them (by default the catalogue's, in the reader's language). */
  texts?: SwapRequestTexts | undefined;
  onSend(request: SwapRequest): void;
  onClose(): void;
}

/** The words of the swap request form besides its title, intro and send button. */
export interface SwapRequestTexts {
  subject: string;
  defaultSubject: string;
  details: string;
  detailsPlaceholder: string;
  cancel: string;
}

/** The form's words in the reader's language. */
const catalogueTexts = (): SwapRequestTexts => ({
  subject: t(F.subject),
  defaultSubject: t(F.defaultSubject),
  details: t(F.details),
  detailsPlaceholder: t(F.detailsHint),
  cancel: t(DIALOG_TEXTS.cancel),
});

/**
 * A swap request: a subject (default 'Shift Coverage Request') and the details. Send stays disabled
 * while the details are empty; both texts are trimmed. Used to give a shift away to all and to ask
 * for cover of part of it.
 */
export function SwapRequestDialog({
  open,
  busy,
  title,
  intro,
  sendLabel = t(F.send),
  texts = catalogueTexts(),
  onSend,
  onClose,
}: SwapRequestDialogProps) {
  const titleId = useId();
  const [subject, setSubject] = useState<string>(texts.defaultSubject);
  const [details, setDetails] = useState('');
  const ready = details.trim().length > 0 && !busy;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    onSend({ requestSubject: subject.trim() || texts.defaultSubject, requestDetails: details.trim() });
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} aria-label={title}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{intro}</DialogContentText>
          <TextField
            label={texts.subject}
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
            fullWidth
            margin="dense"
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <TextField
            label={texts.details}
            value={details}
            onChange={(e) => setDetails(e.target.value)}
            fullWidth
            required
            multiline
            minRows={4}
            margin="dense"
            placeholder={texts.detailsPlaceholder}
            slotProps={{ htmlInput: { maxLength: 5000 } }}
          />
        </DialogContent>
        <DialogActions sx={{ '& .MuiButton-root': { minHeight: 44 } }}>
          <Button onClick={onClose} disabled={busy}>
            {texts.cancel}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!ready}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {sendLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
