import type { LoginLinkBody, LoginLinkResponse } from '@app/shared';
import { apiRequest } from '../../../lib/api';

/**
 * POST /login/link (public): asks for a one-time sign-in link by e-mail. The answer is the same
 * whether or not the address has an account. A plain call, no hook: the sign-in page that sends it
 * is drawn before the query cache has loaded (login-page.tsx).
 */
export function requestLoginLink(body: LoginLinkBody): Promise<LoginLinkResponse> {
  return apiRequest<LoginLinkResponse>('/login/link', { method: 'POST', body });
}
