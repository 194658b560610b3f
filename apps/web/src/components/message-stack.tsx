import { formatTime } from '@app/shared/format/date-time';
import { Alert, Button, Stack } from '@mui/material';
import { textOf } from '../lib/i18n/text-of';
import { businessTimeZone } from '../lib/time-zone';
import { useMessages } from './messages';
import { SHELL_TEXTS } from './shell-texts';

/**
 * The visible stack of messages, bottom right, each dismissable, with a Clear all. Apart from the
 * provider (messages.tsx), which comes with the first download: the stack and its Alert come with
 * the signed-in layout.
 */
export function MessageStack() {
  const { messages, dismiss, clear } = useMessages();
  if (messages.length === 0) return null;
  return (
    <Stack
      spacing={1}
      role="status"
      aria-live="polite"
      sx={{
        position: 'fixed',
        right: 16,
        bottom: 16,
        zIndex: (t) => t.zIndex.snackbar,
        maxWidth: 420,
        width: 'calc(100% - 32px)',
      }}
    >
      {messages.map((m) => (
        <Alert key={m.id} severity={m.severity} variant="filled" onClose={() => dismiss(m.id)} data-testid="message">
          {m.text}
          {/* Full white: faded, the small time fell under 4.5:1 on the filled success green. */}
          <span style={{ display: 'block', fontSize: 11 }}>{formatTime(m.at, businessTimeZone())}</span>
        </Alert>
      ))}
      {messages.length > 1 && (
        <Button size="small" variant="contained" color="inherit" onClick={clear} sx={{ alignSelf: 'flex-end' }}>
          {textOf(SHELL_TEXTS.clearAll)}
        </Button>
      )}
    </Stack>
  );
}
