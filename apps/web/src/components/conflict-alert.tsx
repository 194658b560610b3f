import { MESSAGES } from '@app/shared';
import { Alert, Button, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { ApiError, errorText } from '../lib/api';

/** True when a save was refused because somebody else changed the record first (409). */
export function isConflict(err: unknown): boolean {
  return err instanceof ApiError && err.status === 409;
}

interface Resettable {
  error: unknown;
  reset(): void;
}

/**
 * The one handling of a competing update for a form page: whether the last save of `mutation` met
 * a conflict, and the Reload button that clears the refusal and fetches the record afresh.
 */
export function useConflict(mutation: Resettable, reload: () => void): { isConflict: boolean; alertAction: ReactNode } {
  const conflict = isConflict(mutation.error);
  const alertAction = conflict ? (
    <Button
      color="inherit"
      size="small"
      onClick={() => {
        mutation.reset();
        reload();
      }}
    >
      Reload
    </Button>
  ) : undefined;
  return { isConflict: conflict, alertAction };
}

/** The conflict warning of a form page: the server's words (or MESSAGES.conflict) and a Reload button. */
export function ConflictAlert({ mutation, onReload, sx }: { mutation: Resettable; onReload(): void; sx?: SxProps<Theme> }) {
  const { isConflict: conflict, alertAction } = useConflict(mutation, onReload);
  if (!conflict) return null;
  return (
    <Alert severity="warning" sx={sx} action={alertAction}>
      {errorText(mutation.error, MESSAGES.conflict)}
    </Alert>
  );
}
