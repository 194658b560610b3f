import { type LiveChange, liveChangedByText } from '@app/shared';
import { Alert, Button, type SxProps, type Theme } from '@mui/material';
import { useAuth } from '../lib/auth';
import { useChangedElsewhere } from '../lib/live';

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
          Reload
        </Button>
      }
    >
      {liveChangedByText(changedBy.name)}
    </Alert>
  );
}
