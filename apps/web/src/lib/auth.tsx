import type { Me, SessionUser } from '@app/shared';
import { IMPERSONATOR_TOKEN_STORAGE_KEY } from '@app/shared/constants';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo } from 'react';
import { ApiError, apiRequest, onUnauthorized, tokenStore } from './api';
import { clearOfflineCache } from './offline-cache-key';
import { keepSession, openSession } from './session';

export const meQueryKey = ['me'] as const;

/**
 * When this page was opened. The session's user answered before it came from the copy kept on the
 * device (lib/offline-cache.ts): it may be out of date (a role taken away, a password changed
 * meanwhile), so while the server is being asked it counts as not known yet; alone it is used offline.
 */
const PAGE_OPENED_AT = performance.timeOrigin;

interface AuthContextValue {
  /** The signed-in user, null when anonymous, undefined while the session is being checked. */
  user: Me | null | undefined;
  signIn(credentials: { email: string; password: string }): Promise<SessionUser>;
  signInWithLink(token: string): Promise<SessionUser>;
  signOut(): Promise<void>;
  impersonate(userId: number): Promise<void>;
  stopImpersonating(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** Drops every cached answer but the session's own, so the next user never sees the last one's data. */
function resetCache(queryClient: QueryClient, me: Me | null) {
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== meQueryKey[0] });
  queryClient.setQueryData(meQueryKey, me);
}

/**
 * A new session starts in the app: its token kept, the cache holding only the new user, and their
 * schedule kept on the device for offline use from then on (lib/offline-cache.ts). For a sign-in
 * inside the app, and for one the sign-in page made before the app had loaded (app/app.tsx).
 */
export function adoptSession(queryClient: QueryClient, session: SessionUser): void {
  resetCache(queryClient, keepSession(session));
  void import('./offline-cache').then((m) => m.startOfflineCache(queryClient));
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const hasToken = tokenStore.get() !== null;
  const me = useQuery({
    queryKey: meQueryKey,
    queryFn: () => apiRequest<Me>('/me'),
    enabled: hasToken,
    staleTime: 5 * 60_000,
  });

  useEffect(() => onUnauthorized(() => resetCache(queryClient, null)), [queryClient]);

  const startSession = useCallback((session: SessionUser) => adoptSession(queryClient, session), [queryClient]);

  const value = useMemo<AuthContextValue>(() => {
    let user: Me | null | undefined;
    if (!hasToken) user = null;
    else if (me.data && me.dataUpdatedAt < PAGE_OPENED_AT && me.fetchStatus === 'fetching') user = undefined;
    else if (me.data) user = me.data;
    else if (me.error instanceof ApiError && me.error.status === 401) user = null;
    else user = me.isError ? null : undefined;
    return {
      user,
      async signIn(credentials) {
        const session = await openSession(credentials);
        startSession(session);
        return session;
      },
      async signInWithLink(token) {
        const session = await openSession({ token });
        startSession(session);
        return session;
      },
      async signOut() {
        const adminToken = localStorage.getItem(IMPERSONATOR_TOKEN_STORAGE_KEY);
        try {
          await apiRequest('/logout', { method: 'POST' });
        } catch {
          // The session may already be gone; signing out locally is what matters.
        }
        if (adminToken) {
          tokenStore.set(adminToken);
          try {
            await apiRequest('/logout', { method: 'POST' });
          } catch {
            // as above
          }
        }
        tokenStore.clear();
        // The schedule kept on the device for offline use goes with the session.
        clearOfflineCache();
        resetCache(queryClient, null);
      },
      async impersonate(userId) {
        const adminToken = tokenStore.get();
        const session = await apiRequest<SessionUser>(`/login/impersonate_user/${userId}`);
        if (adminToken) localStorage.setItem(IMPERSONATOR_TOKEN_STORAGE_KEY, adminToken);
        startSession(session);
      },
      async stopImpersonating() {
        const adminToken = localStorage.getItem(IMPERSONATOR_TOKEN_STORAGE_KEY);
        try {
          await apiRequest('/logout', { method: 'POST' });
        } catch {
          // The impersonation session may have expired already.
        }
        localStorage.removeItem(IMPERSONATOR_TOKEN_STORAGE_KEY);
        if (adminToken) tokenStore.set(adminToken);
        else tokenStore.clear();
        queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== meQueryKey[0] });
        await queryClient.refetchQueries({ queryKey: meQueryKey });
      },
    };
  }, [hasToken, me.data, me.dataUpdatedAt, me.fetchStatus, me.error, me.isError, queryClient, startSession]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth is used outside AuthProvider');
  return ctx;
}

/** The signed-in user inside guarded routes. */
export function useCurrentUser(): Me {
  const { user } = useAuth();
  if (!user) throw new Error('useCurrentUser is used outside a signed-in route');
  return user;
}
