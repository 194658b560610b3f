import { COPIED_MS, webcalUrl } from '@app/shared';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { Alert, Button, CircularProgress, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { CopyButton } from '../../../components/copy-button';
import { useMessages } from '../../../components/messages';
import { localErrorText, screenErrorText } from '../../../lib/i18n/error-text';
import { t } from '../../../lib/i18n/i18n';
import { useCalendarFeed, useResetCalendarFeed } from '../api/calendar-feed';
import { USERS_TEXTS } from '../messages';

/**
 * The user's personal calendar feed (their own page, or any page for an admin): the secret address
 * to copy, a webcal: link that opens the calendar app's subscription, and Reset, which makes a new
 * address and stops the old one.
 */
export function CalendarFeedCard({ userId, isSelf }: { userId: number; isSelf: boolean }) {
  const feed = useCalendarFeed(userId);
  const reset = useResetCalendarFeed(userId);
  const { push } = useMessages();
  const [confirming, setConfirming] = useState(false);

  const url = feed.data?.url;
  return (
    <Paper
      sx={{ p: { xs: 1.5, sm: 3 } }}
      data-testid="calendar-feed-card"
      component="section"
      aria-labelledby="calendar-feed-title"
    >
      <Typography variant="h6" component="h2" id="calendar-feed-title" gutterBottom>
        {t(USERS_TEXTS.feedTitle)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t(USERS_TEXTS.feedIntro, { self: isSelf ? 'yes' : 'no' })}
      </Typography>
      {feed.isPending && <CircularProgress size={24} aria-label={t(USERS_TEXTS.feedLoading)} />}
      {feed.isError && (
        <Alert severity="error" role="alert">
          {screenErrorText(feed.error, t(USERS_TEXTS.loadFailed))}
        </Alert>
      )}
      {url && (
        <Stack spacing={1.5}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}>
            <TextField
              label={t(USERS_TEXTS.feedAddress)}
              value={url}
              size="small"
              fullWidth
              slotProps={{
                input: { readOnly: true, sx: { fontFamily: 'monospace', fontSize: 14 } },
                htmlInput: {
                  'data-testid': 'calendar-feed-url',
                  onFocus: (e: React.FocusEvent<HTMLInputElement>) => e.target.select(),
                },
              }}
            />
            <CopyButton text={url} confirmMs={COPIED_MS} what="address" label={t(USERS_TEXTS.copy)} />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button variant="contained" startIcon={<CalendarMonthIcon />} href={webcalUrl(url)}>
              {t(USERS_TEXTS.subscribe)}
            </Button>
            <Button variant="outlined" color="error" onClick={() => setConfirming(true)} disabled={reset.isPending}>
              {t(USERS_TEXTS.resetAddress)}
            </Button>
          </Stack>
        </Stack>
      )}
      <ConfirmDialog
        open={confirming}
        title={t(USERS_TEXTS.resetTitle)}
        message={t(USERS_TEXTS.resetBody)}
        confirmLabel={t(USERS_TEXTS.reset)}
        destructive
        busy={reset.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          reset.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              push(t(USERS_TEXTS.feedReset), 'success');
            },
            onError: (err) => {
              setConfirming(false);
              void localErrorText(err, t(USERS_TEXTS.feedResetFailed)).then((text) => push(text));
            },
          })
        }
      />
    </Paper>
  );
}
