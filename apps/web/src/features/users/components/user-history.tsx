import type { UserDetail } from '@app/shared';
import { Link, Paper, Typography } from '@mui/material';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { AuditHistoryGrid } from '../../../components/audit-history/audit-history-grid';
import { auditEventsQueryOptions } from '../../../lib/audit-events';
import { t } from '../../../lib/i18n/i18n';
import { ADMIN_TEXTS as A } from '../admin-messages';

/**
 * A person's History tab (admins): the changes about them (their account and roles, qualifications,
 * availability, invites and places), newest first; what they did themself is on the Activity page.
 */
export function UserHistory({ user }: { user: UserDetail }) {
  const query = useMemo(() => auditEventsQueryOptions({ subject_user_id: user.id }), [user.id]);
  const theirs = new URLSearchParams({ actor_id: String(user.id), actor_name: user.name }).toString();
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 2 } }} role="tabpanel" aria-label={t(A.history)}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t(A.history)}
      </Typography>
      <Typography color="text.secondary" variant="body2" sx={{ mb: 1.5 }}>
        {t(A.historyIntro, { name: user.name })}{' '}
        <Link component={RouterLink} to={`/activity?${theirs}`}>
          {t(A.theirChanges, { name: user.name })}
        </Link>
      </Typography>
      <AuditHistoryGrid
        label={t(A.historyGrid)}
        testId="user-history"
        query={query}
        emptyText={{ none: t(A.noChange), noMatch: t(A.noChangeMatches) }}
      />
    </Paper>
  );
}
