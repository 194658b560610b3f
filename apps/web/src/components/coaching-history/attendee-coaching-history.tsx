import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Link } from '@mui/material';
import { useId, useState } from 'react';
import { t } from '../../lib/i18n/i18n';
import { CoachingHistoryList } from './coaching-history-list';
import { HISTORY_TEXTS as H } from './coaching-history-texts';

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
        aria-label={t(H.showOf, { name })}
        sx={{ ml: 1.5, verticalAlign: 'baseline' }}
      >
        {/* The name a screen reader hears starts with the words shown (WCAG 2.5.3, label in name). */}
        {t(H.show)}
      </Link>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} maxWidth="sm" fullWidth>
        <DialogTitle id={titleId}>{t(H.historyOf, { name })}</DialogTitle>
        <DialogContent>{open && <CoachingHistoryList kind="coached" userId={userId} />}</DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t(H.close)}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
