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
 * device (lib/offline-cache.ts), for this same session. It is used at once, so that a repeat visit
 * draws the kept schedule without waiting for the server (issue 28); the server's answer replaces it
 * a moment later, and the screens follow (a role taken away meanwhile closes what it opened). Only a
 * copy saying a new password is due waits for the server: it would send the user to their own page,
 * and a password changed since would leave them there for nothing. Offline the copy is used alone.
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

/**
 * What a change of session keeps in the cache: the session's user (set anew) and the installation's
 * settings (lib/settings.ts: public, the same for everybody, fetched while the sign-in page is shown).
 */
const KEPT_ACROSS_SESSIONS = new Set<unknown>([meQueryKey[0], 'settings']);
const userData = (query: { queryKey: readonly unknown[] }) => !KEPT_ACROSS_SESSIONS.has(query.queryKey[0]);

/** Drops every cached answer of the last user, so the next user never sees the last one's data. */
function resetCache(queryClient: QueryClient, me: Me | null) {
  queryClient.removeQueries({ predicate: userData });
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
    else if (me.data?.mustChangePassword && me.dataUpdatedAt < PAGE_OPENED_AT && me.fetchStatus === 'fetching') user = undefined;
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
        queryClient.removeQueries({ predicate: userData });
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
