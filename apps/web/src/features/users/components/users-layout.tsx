import { can } from '@app/shared/permissions';
import { Tab, Tabs } from '@mui/material';
import { Suspense } from 'react';
import { Outlet, Link as RouterLink, useLocation } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { useCurrentUser } from '../../../lib/auth';
import { t } from '../../../lib/i18n/i18n';
import { USERS_TEXTS } from '../messages';

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
      ? [
          {
            value: 'team',
            label: t(can(viewer, 'users.listAll') ? USERS_TEXTS.tabTeam : USERS_TEXTS.tabColleagues),
            to: '/users/team',
          },
        ]
      : []),
    ...(can(viewer, 'participants.directory')
      ? [{ value: 'participants', label: t(USERS_TEXTS.tabParticipants), to: '/users/participants' }]
      : []),
    ...(can(viewer, 'users.create') ? [{ value: 'new', label: t(USERS_TEXTS.tabNewUser), to: '/users/new' }] : []),
    { value: 'me', label: t(USERS_TEXTS.tabMe), to: `/users/${me.id}` },
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
          aria-label={t(USERS_TEXTS.area)}
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
