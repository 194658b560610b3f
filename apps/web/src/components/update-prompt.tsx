import { Button, Snackbar } from '@mui/material';
import { useState } from 'react';
import { reloadIntoUpdate } from '../lib/service-worker';

/** "Update available — reload": shown once a new version of the app is installed and waiting. */
export function UpdatePrompt() {
  const [reloading, setReloading] = useState(false);
  return (
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
  );
}
