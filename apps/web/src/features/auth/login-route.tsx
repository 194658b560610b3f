import { Suspense } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth';
import { lazyPage } from '../../lib/i18n/i18n';
import { isPhone, landingPath } from '../../lib/landing';
import { useKeptViewOnlyAt } from '../../lib/use-kept-view';
import { safeRedirect } from './login-page';

/** The page with its texts in the language in use: the feature's catalogue loads with it. */
const LoginInApp = lazyPage('auth', () => import('./login-in-app').then((module) => module.LoginInApp));

/**
 * /login inside the app (after signing out, a 401, or a signed-out visitor of another address): the
 * same sign-in page main.tsx shows before the app has loaded, signing in through the session's
 * provider, in the language in use (else the device's: login-in-app.tsx). A signed-in user is sent
 * on, unless they opened an e-mailed sign-in link.
 */
export function LoginRoute() {
  const { user, signIn, signInWithLink } = useAuth();
  const { pathname, search } = useLocation();
  useKeptViewOnlyAt(pathname);
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  if (user && !params.get('token')) {
    return <Navigate to={landingPath(safeRedirect(params.get('redirect')), user.roleList, isPhone())} replace />;
  }
  return (
    <Suspense>
      <LoginInApp
        search={search}
        signIn={signIn}
        signInWithLink={signInWithLink}
        enter={(_session, path) => navigate(path, { replace: true })}
      />
    </Suspense>
  );
}
