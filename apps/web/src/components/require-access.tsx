import { type Action, can } from '@app/shared/permissions';
import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useAuth } from '../lib/auth';

/** A user with too little access to a route is sent to the dashboard. */
export function RequireAccess({ action, children }: { action: Action; children?: ReactNode }) {
  const { user } = useAuth();
  if (!user || !can({ roles: user.roleList }, action)) return <Navigate to="/" replace />;
  return children === undefined ? <Outlet /> : children;
}
