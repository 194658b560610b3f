import { can } from '@app/shared/permissions';
import { Tab, Tabs } from '@mui/material';
import { Suspense } from 'react';
import { Outlet, Link as RouterLink, useLocation } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { useCurrentUser } from '../../../lib/auth';

interface UsersTab {
  value: string;
  label: string;
  to: string;
}

/** The Users area: tabs as links (Team, Participants, New User, Me) above the chosen screen. */
export function UsersLayout() {
  const me = useCurrentUser();
  const { pathname } = useLocation();
  const viewer = { roles: me.roleList };
  const tabs: UsersTab[] = [
    ...(can(viewer, 'users.list')
      ? [{ value: 'team', label: can(viewer, 'users.listAll') ? 'Team' : 'Colleagues', to: '/users/team' }]
      : []),
    ...(can(viewer, 'participants.directory')
      ? [{ value: 'participants', label: 'Participants', to: '/users/participants' }]
      : []),
    ...(can(viewer, 'users.create') ? [{ value: 'new', label: 'New User', to: '/users/new' }] : []),
    { value: 'me', label: 'Me', to: `/users/${me.id}` },
  ];
  const segment = pathname.split('/')[2] ?? '';
  const current = segment === String(me.id) ? 'me' : tabs.some((t) => t.value === segment) ? segment : false;

  return (
    <>
      {/* A user held to change their password cannot go anywhere else yet. */}
      {!me.mustChangePassword && (
        <Tabs
          value={current}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label="Users"
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {tabs.map((tab) => (
            <Tab key={tab.value} value={tab.value} label={tab.label} component={RouterLink} to={tab.to} />
          ))}
        </Tabs>
      )}
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </>
  );
}
