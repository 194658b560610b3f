import { Button, Snackbar } from '@mui/material';
import { ThemeProvider } from '@mui/system';
import { useState } from 'react';
import { theme } from '../app/theme';
import { COMMON_TEXTS } from '../lib/i18n/common-texts';
import { textOf } from '../lib/i18n/text-of';
import { reloadIntoUpdate } from '../lib/service-worker';
import { SHELL_TEXTS } from './shell-texts';

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
        message={textOf(SHELL_TEXTS.updateAvailable)}
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
            {textOf(COMMON_TEXTS.reload)}
          </Button>
        }
        slotProps={{ content: { 'data-testid': 'update-prompt' } as object }}
      />
    </ThemeProvider>
  );
}
