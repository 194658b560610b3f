import type { RouteObject } from 'react-router';
import { RequireAccess } from '../../components/require-access';
import { lazyPage } from '../../lib/i18n/i18n';
import type { RouteHandle } from '../../lib/route-handle';

const UsersLayout = lazyPage('users', () => import('./components/users-layout').then((m) => m.UsersLayout));
const UsersIndex = lazyPage('users', () => import('./components/users-index').then((m) => m.UsersIndex));
const TeamDirectoryPage = lazyPage('users', () => import('./components/team-directory-page').then((m) => m.TeamDirectoryPage));
const ParticipantDirectoryPage = lazyPage('users', () =>
  import('./components/participant-directory-page').then((m) => m.ParticipantDirectoryPage),
);
const NewUserPage = lazyPage('users', () => import('./components/new-user-page').then((m) => m.NewUserPage));
const UserDetailsPage = lazyPage('users', () => import('./components/user-details-page').then((m) => m.UserDetailsPage));

const crumb = (label: string): RouteHandle => ({ crumb: label });

/**
 * The Users area: /users (to the team, or for a participant to their own page), /users/team,
 * /users/participants, /users/new, /users/{id}.
 */
export const usersRoute: RouteObject = {
  path: 'users',
  handle: crumb('Users'),
  element: <UsersLayout />,
  children: [
    { index: true, element: <UsersIndex /> },
    {
      path: 'team',
      handle: crumb('Team Directory'),
      element: (
        <RequireAccess action="users.list">
          <TeamDirectoryPage />
        </RequireAccess>
      ),
    },
    {
      path: 'participants',
      handle: crumb('Participant Directory'),
      element: (
        <RequireAccess action="participants.directory">
          <ParticipantDirectoryPage />
        </RequireAccess>
      ),
    },
    {
      path: 'new',
      handle: crumb('New User'),
      element: (
        <RequireAccess action="users.create">
          <NewUserPage />
        </RequireAccess>
      ),
    },
    { path: ':id', handle: crumb('User details'), element: <UserDetailsPage /> },
  ],
};
