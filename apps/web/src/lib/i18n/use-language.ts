import type { Me } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api';
import { meQueryKey } from '../auth';
import type { Language } from './i18n';

/**
 * Changes the person's language at once: `PUT /users/{id}` `{ user: { language } }`, then the session's
 * answer (GET /me's) holds it, and the app draws itself again in it (LanguageGate).
 */
export function useChangeLanguage(me: Pick<Me, 'id'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: Language) =>
      apiRequest<unknown>(`/users/${me.id}`, { method: 'PUT', body: { user: { language } } }).then(() => language),
    onSuccess: (language) => {
      queryClient.setQueryData<Me | null | undefined>(meQueryKey, (old) => (old ? { ...old, language } : old));
    },
  });
}
