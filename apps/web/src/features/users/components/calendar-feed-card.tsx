import { COPIED_MS, MESSAGES, webcalUrl } from '@app/shared';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { Alert, Button, CircularProgress, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { CopyButton } from '../../../components/copy-button';
import { useMessages } from '../../../components/messages';
import { errorText } from '../../../lib/api';
import { useCalendarFeed, useResetCalendarFeed } from '../api/calendar-feed';

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
        Calendar feed
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {isSelf ? 'Your' : 'This user’s'} shifts and calls in any calendar app (Google, Apple, Outlook), kept up to date. Keep the
        address private: anyone who has it can read the shifts.
      </Typography>
      {feed.isPending && <CircularProgress size={24} aria-label="Loading the calendar feed" />}
      {feed.isError && (
        <Alert severity="error" role="alert">
          {errorText(feed.error, MESSAGES.errorRetrievingData)}
        </Alert>
      )}
      {url && (
        <Stack spacing={1.5}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}>
            <TextField
              label="Feed address"
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
            <CopyButton text={url} confirmMs={COPIED_MS} what="address" />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button variant="contained" startIcon={<CalendarMonthIcon />} href={webcalUrl(url)}>
              Subscribe in your calendar app
            </Button>
            <Button variant="outlined" color="error" onClick={() => setConfirming(true)} disabled={reset.isPending}>
              Reset address
            </Button>
          </Stack>
        </Stack>
      )}
      <ConfirmDialog
        open={confirming}
        title="Reset the calendar feed address?"
        message="A new address is made, and the old address stops working at once: every calendar subscribed to it stops updating until it is subscribed to the new one."
        confirmLabel="Reset"
        destructive
        busy={reset.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          reset.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              push('New calendar feed address made; the old one no longer works', 'success');
            },
            onError: (err) => {
              setConfirming(false);
              push(errorText(err, 'Could not reset the calendar feed address'));
            },
          })
        }
      />
    </Paper>
  );
}
