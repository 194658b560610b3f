import type { LiveChange } from '@app/shared';
import { Alert, Button, type SxProps, type Theme } from '@mui/material';
import { useAuth } from '../lib/auth';
import { COMMON_TEXTS } from '../lib/i18n/common-texts';
import { t } from '../lib/i18n/i18n';
import { useChangedElsewhere } from '../lib/live';
import { SHELL_TEXTS } from './shell-texts';

/**
 * Tells the user of a form holding unsaved edits that somebody else changed the same record
 * (a live update matching `match`): "Changed by Sam Coordinator a moment ago", with Reload to take
 * what is saved now. Shown only while `editing`; the edits are never replaced behind their back.
 */
export function ChangedElsewhereAlert({
  match,
  editing,
  onReload,
  sx,
}: {
  match(change: LiveChange): boolean;
  editing: boolean;
  onReload(): void;
  sx?: SxProps<Theme>;
}) {
  const { user } = useAuth();
  const { changedBy, clear } = useChangedElsewhere(match, user?.id);
  if (!changedBy || !editing) return null;
  return (
    <Alert
      severity="info"
      sx={sx}
      data-testid="changed-elsewhere"
      action={
        <Button
          color="inherit"
          size="small"
          onClick={() => {
            clear();
            onReload();
          }}
        >
          {t(COMMON_TEXTS.reload)}
        </Button>
      }
    >
      {changedBy.name ? t(SHELL_TEXTS.changedBy, { name: changedBy.name }) : t(SHELL_TEXTS.changedBySomeone)}
    </Alert>
  );
}
