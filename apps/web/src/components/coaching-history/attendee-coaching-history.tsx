import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Link } from '@mui/material';
import { useId, useState } from 'react';
import { CoachingHistoryList } from './coaching-history-list';

/** The attendance panel's view of a role-player's coaching records, in a dialog (their page has the same list). */
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
        aria-label={`Show coaching records of ${name}`}
        sx={{ ml: 1.5, verticalAlign: 'baseline' }}
      >
        {/* The name a screen reader hears starts with the words shown (WCAG 2.5.3, label in name). */}
        Show coaching records
      </Link>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} maxWidth="sm" fullWidth>
        <DialogTitle id={titleId}>Coaching history of {name}</DialogTitle>
        <DialogContent>{open && <CoachingHistoryList kind="coached" userId={userId} />}</DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
