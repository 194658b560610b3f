import { Alert, Button, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api';
import { COMMON_TEXTS } from '../lib/i18n/common-texts';
import { screenErrorText } from '../lib/i18n/error-text';
import { t } from '../lib/i18n/i18n';

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
      {t(COMMON_TEXTS.reload)}
    </Button>
  ) : undefined;
  return { isConflict: conflict, alertAction };
}

/** The conflict warning of a form page: the server's words in English (else the conflict's text in the person's language) and a Reload button. */
export function ConflictAlert({ mutation, onReload, sx }: { mutation: Resettable; onReload(): void; sx?: SxProps<Theme> }) {
  const { isConflict: conflict, alertAction } = useConflict(mutation, onReload);
  if (!conflict) return null;
  return (
    <Alert severity="warning" sx={sx} action={alertAction}>
      {screenErrorText(mutation.error, t(COMMON_TEXTS.conflict))}
    </Alert>
  );
}
