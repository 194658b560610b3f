import { MESSAGES } from '@app/shared/messages';
import { Alert, Box, Button } from '@mui/material';
import type { ReactNode } from 'react';
import { PageLoader } from '../components/page-loader';
import { errorText } from '../lib/api';
import { useSettings } from '../lib/settings';
import { setBusinessTimeZone, TimeZoneContext } from '../lib/time-zone';

/**
 * Holds the signed-in app until the server has said which time zone the business runs on, so no
 * screen ever shows a time in the browser's zone first.
 */
export function SettingsGate({ children }: { children: ReactNode }) {
  const settings = useSettings();
  if (settings.isPending) return <PageLoader />;
  if (settings.isError) {
    return (
      <Box sx={{ maxWidth: 640, mx: 'auto', p: 3 }}>
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => void settings.refetch()}>
              Try again
            </Button>
          }
        >
          {errorText(settings.error, MESSAGES.errorRetrievingData)}
        </Alert>
      </Box>
    );
  }
  const { timeZone } = settings.data;
  // Set before the children render, so every formatting helper they call already uses the zone.
  setBusinessTimeZone(timeZone);
  return <TimeZoneContext.Provider value={timeZone}>{children}</TimeZoneContext.Provider>;
}
