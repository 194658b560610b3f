import type { Shift } from '@app/shared';
import { Paper, Typography } from '@mui/material';
import { useMemo } from 'react';
import { AuditHistoryGrid } from '../../../components/audit-history/audit-history-grid';
import { t } from '../../../lib/i18n/i18n';
import { shiftHistoryQueryOptions } from '../api/get-shift-history';
import { CARD_TEXTS as K } from '../page-messages';

/**
 * A shift's History tab (managers): every change to the shift and to what belongs to it (its
 * invites and places, calls, call and participant slots, notes, reminders sent), newest first.
 */
export function ShiftHistory({ shift }: { shift: Shift }) {
  const query = useMemo(() => shiftHistoryQueryOptions(shift.type, shift.id), [shift.type, shift.id]);
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 2 } }} role="tabpanel" aria-label={t(K.history)}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t(K.history)}
      </Typography>
      <Typography color="text.secondary" variant="body2" sx={{ mb: 1.5 }}>
        {t(K.historyIntro)}
      </Typography>
      <AuditHistoryGrid
        label={t(K.shiftHistory)}
        testId="shift-history"
        query={query}
        emptyText={{ none: t(K.noChange), noMatch: t(K.noMatch) }}
      />
    </Paper>
  );
}
