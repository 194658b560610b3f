import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAccess } from '../../components/require-access';
import type { RouteHandle } from '../../lib/route-handle';

const UsersLayout = lazy(() => import('./components/users-layout').then((m) => ({ default: m.UsersLayout })));
const UsersIndex = lazy(() => import('./components/users-index').then((m) => ({ default: m.UsersIndex })));
const TeamDirectoryPage = lazy(() => import('./components/team-directory-page').then((m) => ({ default: m.TeamDirectoryPage })));
const ParticipantDirectoryPage = lazy(() =>
  import('./components/participant-directory-page').then((m) => ({ default: m.ParticipantDirectoryPage })),
);
const NewUserPage = lazy(() => import('./components/new-user-page').then((m) => ({ default: m.NewUserPage })));
const UserDetailsPage = lazy(() => import('./components/user-details-page').then((m) => ({ default: m.UserDetailsPage })));

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
