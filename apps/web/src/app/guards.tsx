import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { useAuth } from '../lib/auth';

/**
 * Sends visitors who are not signed in to /login, remembering where they were going, and holds a
 * user who must change their password on their own page.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const location = useLocation();
  if (user === undefined) return <PageLoader />;
  if (user === null) {
    const redirect = `${location.pathname}${location.search}`;
    const to = redirect === '/' ? '/login' : `/login?redirect=${encodeURIComponent(redirect)}`;
    return <Navigate to={to} replace />;
  }
  const ownPage = `/users/${user.id}`;
  if (user.mustChangePassword && location.pathname !== ownPage) return <Navigate to={ownPage} replace />;
  return <>{children}</>;
}
