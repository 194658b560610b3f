import type { MailMessage } from '@app/shared';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Tab,
  Tabs,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, useState } from 'react';
import { formatDateTime } from '../../../components/date-time';
import { PAGING_GRID_TEXTS } from '../../../components/paging-grid-texts';
import { screenErrorText } from '../../../lib/i18n/error-text';
import { t } from '../../../lib/i18n/i18n';
import { useMailMessage } from '../api/get-mail-message';
import { MAILBOX_TEXTS as M } from '../messages';
import { MailStatusChip } from './mail-status-chip';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Typography>
    </>
  );
}

/** One e-mail: its envelope, its text, and its HTML shown only inside a sandboxed frame. */
export function MailMessageDialog({ message, onClose }: { message: MailMessage | null; onClose(): void }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [view, setView] = useState<'text' | 'html'>('text');
  const fresh = useMailMessage(message?.id ?? null, message ?? undefined);
  const mail = fresh.data ?? message;

  return (
    <Dialog
      open={message !== null}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited: () => setView('text') } }}
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {mail?.subject || t(M.noSubject)}
      </DialogTitle>
      <DialogContent dividers>
        {fresh.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {screenErrorText(fresh.error, t(PAGING_GRID_TEXTS.couldNotRetrieve))}
          </Alert>
        )}
        {mail && (
          <>
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0, mb: 2 }}
            >
              <Field label={t(M.from)} value={mail.from ?? ''} />
              <Field label={t(M.to)} value={mail.to.join(', ')} />
              <Field label={t(M.cc)} value={mail.cc.join(', ')} />
              <Field label={t(M.bcc)} value={mail.bcc.join(', ')} />
              <Field label={t(M.subject)} value={mail.subject} />
              <Field label={t(M.created)} value={formatDateTime(mail.createdAt)} />
              <Field label={t(M.sent)} value={formatDateTime(mail.sentAt)} />
              <Field label={t(M.attempts)} value={String(mail.attempts)} />
              {mail.lastError && <Field label={t(M.lastError)} value={mail.lastError} />}
            </Box>
            <Box sx={{ mb: 1 }}>
              <MailStatusChip status={mail.status} />
            </Box>
            <Tabs value={view} onChange={(_e, v) => setView(v)} aria-label={t(M.body)} sx={{ mb: 1 }}>
              <Tab value="text" label={t(M.text)} />
              <Tab value="html" label={t(M.html)} disabled={!mail.html} />
            </Tabs>
            {view === 'text' || !mail.html ? (
              <Box
                component="pre"
                data-testid="mail-text"
                sx={{
                  m: 0,
                  p: 1.5,
                  bgcolor: 'action.hover',
                  borderRadius: 1,
                  whiteSpace: 'pre-wrap',
                  overflowWrap: 'anywhere',
                  fontFamily: 'monospace',
                  fontSize: 13,
                }}
              >
                {mail.text}
              </Box>
            ) : (
              // The HTML is the system's own mail, but it is still never trusted with this page:
              // an empty sandbox runs no script and reaches nothing.
              <Box
                component="iframe"
                title={t(M.htmlBody)}
                data-testid="mail-html"
                sandbox=""
                srcDoc={mail.html}
                sx={{
                  width: '100%',
                  height: { xs: '60vh', sm: 420 },
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  bgcolor: '#fff',
                }}
              />
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t(M.close)}</Button>
      </DialogActions>
    </Dialog>
  );
}
