import type { RegappSignInLinkBody } from '@app/shared/contracts/regapp';
import { regappRequest, regappToken } from './client';

/** POST /regapp/sign_in_link: always 202, whether or not the address is enrolled. */
export function requestSignInLink(body: RegappSignInLinkBody): Promise<unknown> {
  return regappRequest('/regapp/sign_in_link', { method: 'POST', body, signIn: true });
}

/** POST /login {token} in the regapp scope: exchanges the e-mailed one-time token for a session. */
export async function signInWithLink(token: string): Promise<void> {
  const session = await regappRequest<{ token: string }>('/login', {
    method: 'POST',
    body: { token },
    headers: { 'x-app-scope': 'regapp' },
    signIn: true,
  });
  regappToken.set(session.token);
}

/** POST /logout, then forgets the session here whatever the answer (it may be gone already). */
export async function signOut(): Promise<void> {
  try {
    await regappRequest('/logout', { method: 'POST' });
  } catch {
    // Signing out here is what matters.
  }
  regappToken.clear();
}
