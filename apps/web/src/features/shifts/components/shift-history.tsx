import type { Shift } from '@app/shared';
import { Paper, Typography } from '@mui/material';
import { useMemo } from 'react';
import { AuditHistoryGrid } from '../../../components/audit-history/audit-history-grid';
import { shiftHistoryQueryOptions } from '../api/get-shift-history';

/**
 * A shift's History tab (managers): every change to the shift and to what belongs to it (its
 * invites and places, calls, call and participant slots, notes, reminders sent), newest first.
 */
export function ShiftHistory({ shift }: { shift: Shift }) {
  const query = useMemo(() => shiftHistoryQueryOptions(shift.type, shift.id), [shift.type, shift.id]);
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 2 } }} role="tabpanel" aria-label="History">
      <Typography variant="h6" component="h2" gutterBottom>
        History
      </Typography>
      <Typography color="text.secondary" variant="body2" sx={{ mb: 1.5 }}>
        Changes to this shift, its invites, calls and slots: who made them and what each field was before and after.
      </Typography>
      <AuditHistoryGrid
        label="Shift history"
        testId="shift-history"
        query={query}
        emptyText={{ none: 'No change has been recorded for this shift yet.', noMatch: 'No change matches.' }}
      />
    </Paper>
  );
}
