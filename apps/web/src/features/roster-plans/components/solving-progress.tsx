import { Box, LinearProgress, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { t } from '../../../lib/i18n/i18n';
import { ROSTER_PLANS_TEXTS as T } from '../messages';

/** Shown while the solver works (up to about 10 s): a moving bar, what is happening and the seconds so far. */
export function SolvingProgress({ label = t(T.makingPlan) }: { label?: string }) {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <Box data-testid="solving" sx={{ py: 1 }}>
      <LinearProgress aria-label={label} />
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t(T.solving)}
        {seconds > 0 ? ` ${t(T.secondsSoFar, { seconds })}` : ''}
      </Typography>
    </Box>
  );
}
