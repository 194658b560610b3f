import type { UserDetail } from '@app/shared';
import { Link, Paper, Typography } from '@mui/material';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { AuditHistoryGrid } from '../../../components/audit-history/audit-history-grid';
import { auditEventsQueryOptions } from '../../../lib/audit-events';

/**
 * A person's History tab (admins): the changes about them (their account and roles, qualifications,
 * availability, invites and places), newest first; what they did themself is on the Activity page.
 */
export function UserHistory({ user }: { user: UserDetail }) {
  const query = useMemo(() => auditEventsQueryOptions({ subject_user_id: user.id }), [user.id]);
  const theirs = new URLSearchParams({ actor_id: String(user.id), actor_name: user.name }).toString();
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 2 } }} role="tabpanel" aria-label="History">
      <Typography variant="h6" component="h2" gutterBottom>
        History
      </Typography>
      <Typography color="text.secondary" variant="body2" sx={{ mb: 1.5 }}>
        Changes about {user.name}: their account, qualifications, availability, invites and places.{' '}
        <Link component={RouterLink} to={`/activity?${theirs}`}>
          See the changes {user.name} made
        </Link>
      </Typography>
      <AuditHistoryGrid
        label="User history"
        testId="user-history"
        query={query}
        emptyText={{ none: 'No change has been recorded about this person yet.', noMatch: 'No change matches.' }}
      />
    </Paper>
  );
}
