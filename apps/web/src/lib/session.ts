import type { LoginBody, Me, SessionUser } from '@app/shared';
import { apiRequest, tokenStore } from './api';

// Signing in without React's context or a query cache: the sign-in page (features/auth/login-page.tsx)
// signs in with it before the rest of the app has loaded (main.tsx), and AuthProvider (lib/auth.tsx)
// builds its signIn and signInWithLink on it. The one place a session is asked for and its token kept.

/** Keeps a new session's token on the device; returns the signed-in user the answer describes. */
export function keepSession(session: SessionUser): Me {
  tokenStore.set(session.token);
  const { token: _token, expiresAt: _expiresAt, ...user } = session;
  return user;
}

/**
 * POST /login, with an e-mail and password (in the back office's scope) or with the one-time token
 * of an e-mailed sign-in link, and keeps the session's token. A refusal is the server's ApiError
 * (401 wrong password, 429 locked, 400 a link that is no longer valid), shown as it is.
 */
export async function openSession(body: LoginBody): Promise<SessionUser> {
  const session = await apiRequest<SessionUser>('/login', {
    method: 'POST',
    body,
    headers: 'password' in body ? { 'x-app-scope': 'backoffice' } : undefined,
  });
  keepSession(session);
  return session;
}
