import type { LoginLinkBody, LoginLinkResponse } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/**
 * POST /login/link (public): asks for a one-time sign-in link by e-mail. The answer is the same
 * whether or not the address has an account.
 */
export function requestLoginLink(body: LoginLinkBody): Promise<LoginLinkResponse> {
  return apiRequest<LoginLinkResponse>('/login/link', { method: 'POST', body });
}

export function useRequestLoginLink() {
  return useMutation({ mutationFn: requestLoginLink });
}
