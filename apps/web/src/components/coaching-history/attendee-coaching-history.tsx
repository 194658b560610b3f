import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Link } from '@mui/material';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { CoachingHistoryList } from './coaching-history-list';

/** The attendance panel's "Coaching history" of a role-player: their records in a dialog, with a link to their page. */
export function AttendeeCoachingHistory({ userId, name }: { userId: number; name: string }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <>
      <Link
        component="button"
        type="button"
        variant="caption"
        onClick={() => setOpen(true)}
        aria-label={`Coaching history of ${name}`}
        sx={{ display: 'block' }}
      >
        Coaching history
      </Link>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} maxWidth="sm" fullWidth>
        <DialogTitle id={titleId}>Coaching history of {name}</DialogTitle>
        <DialogContent>{open && <CoachingHistoryList kind="coached" userId={userId} />}</DialogContent>
        <DialogActions>
          <Button component={RouterLink} to={`/users/${userId}`}>
            Open {name}'s page
          </Button>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
