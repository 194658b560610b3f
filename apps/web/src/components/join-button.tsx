import { JOIN_OPENS_MINUTES_BEFORE, type JoinWindow, joinWindow, msUntilJoinChange } from '@app/shared';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import VideoCallOutlinedIcon from '@mui/icons-material/VideoCallOutlined';
import { Button, Stack, Typography } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { t } from '../lib/i18n/i18n';
import { formatDateTime, formatTime, sameDayInZone } from './date-time';

const JOIN_TEXTS = {
  join: /*i18n*/ { id: 'join.label', message: 'Join meeting' },
  ended: /*i18n*/ { id: 'join.ended', message: 'Call ended at {time}' },
  opensAt: /*i18n*/ { id: 'join.opensAt', message: 'Opens at {when}, {minutes} minutes before the call' },
};

/** The longest a timer may wait (setTimeout's limit); a later change is looked at again then. */
const MAX_TIMER = 2_147_000_000;

/** Where now lies against the call's join window, drawn again when it changes (it opens, it ends). */
export function useJoinWindow(start: string, minutes: number): JoinWindow {
  const [now, setNow] = useState(() => new Date());
  const window = joinWindow(start, minutes, now);
  const wait = msUntilJoinChange(window, now);
  useEffect(() => {
    if (wait === null) return;
    const timer = setTimeout(() => setNow(new Date()), Math.min(wait + 250, MAX_TIMER));
    return () => clearTimeout(timer);
  }, [wait]);
  return window;
}

/**
 * Opens the call's meeting in a new tab, from 10 minutes before the call (`start`, lasting
 * `minutes`) to its end. Before that it is disabled and says when it opens; once the call has ended
 * it is no button at all, only the words that the call ended.
 */
export function JoinButton({
  url,
  start,
  minutes,
  label = t(JOIN_TEXTS.join),
}: {
  url: string;
  start: string;
  minutes: number;
  label?: string;
}) {
  const window = useJoinWindow(start, minutes);
  const reasonId = useId();
  if (window.state === 'ended') {
    return (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }} data-testid="call-ended">
        <EventBusyOutlinedIcon fontSize="small" aria-hidden />
        <Typography variant="body2">{t(JOIN_TEXTS.ended, { time: formatTime(window.endedAt) })}</Typography>
      </Stack>
    );
  }
  if (window.state === 'early') {
    return (
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 1 }} sx={{ alignItems: { sm: 'center' } }}>
        <Button
          variant="outlined"
          size="small"
          disabled
          startIcon={<VideoCallOutlinedIcon />}
          aria-describedby={reasonId}
          sx={{ flexShrink: 0, minHeight: { xs: 44, sm: 32 }, alignSelf: 'flex-start' }}
        >
          {label}
        </Button>
        <Typography id={reasonId} variant="caption" color="text.secondary" data-testid="join-reason">
          {t(JOIN_TEXTS.opensAt, {
            when: sameDayInZone(window.opensAt, new Date()) ? formatTime(window.opensAt) : formatDateTime(window.opensAt),
            minutes: JOIN_OPENS_MINUTES_BEFORE,
          })}
        </Typography>
      </Stack>
    );
  }
  return (
    <Button
      variant="contained"
      size="small"
      color="success"
      startIcon={<VideoCallOutlinedIcon />}
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      sx={{ flexShrink: 0, minHeight: { xs: 44, sm: 32 }, alignSelf: 'flex-start' }}
    >
      {label}
    </Button>
  );
}
