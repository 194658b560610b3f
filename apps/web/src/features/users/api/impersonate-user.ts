import { useMutation } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth';

/** GET /login/impersonate_user/:id (admin), through the session so the app becomes that user. */
export function useImpersonateUser() {
  const { impersonate } = useAuth();
  return useMutation({ mutationFn: (id: number) => impersonate(id) });
}
