import { MESSAGES } from '@app/shared';
import { Box, LinearProgress, Typography } from '@mui/material';
import { useEffect, useState } from 'react';

/** Shown while the solver works (up to about 10 s): a moving bar, what is happening and the seconds so far. */
export function SolvingProgress({ label = 'Making the plan' }: { label?: string }) {
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
        {MESSAGES.rosterPlanSolving}
        {seconds > 0 ? ` ${seconds} s so far.` : ''}
      </Typography>
    </Box>
  );
}
