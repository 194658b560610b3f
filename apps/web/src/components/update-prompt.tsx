import { Button, Snackbar } from '@mui/material';
import { ThemeProvider } from '@mui/system';
import { useState } from 'react';
import { theme } from '../app/theme';
import { reloadIntoUpdate } from '../lib/service-worker';

/**
 * "Update available — reload": shown once a new version of the app is installed and waiting. It
 * brings the theme along: the sign-in page shown before the app has loaded (main.tsx) has none.
 */
export function UpdatePrompt() {
  const [reloading, setReloading] = useState(false);
  return (
    <ThemeProvider theme={theme}>
      <Snackbar
        open
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        message="Update available — reload to use the new version."
        action={
          <Button
            color="inherit"
            size="small"
            disabled={reloading}
            onClick={() => {
              setReloading(true);
              void reloadIntoUpdate();
            }}
          >
            Reload
          </Button>
        }
        slotProps={{ content: { 'data-testid': 'update-prompt' } as object }}
      />
    </ThemeProvider>
  );
}
