import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import {
  type PersistedClient,
  type Persister,
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client';
import { tokenStore } from './api';
import { KEPT_MAX_AGE_MS, OFFLINE_CACHE_KEY, onPageLeft, sessionTag } from './offline-cache-key';

/**
 * The schedule kept on the device for offline use: the answers of the signed-in user's own screens
 * (the session's user, My shifts, the calendar and shift pages: every query under 'me', 'settings' and 'shifts')
 * are saved in localStorage and restored when the app opens, so My shifts and a participant's day
 * show the last schedule fetched when there is no network. Never an admin list or anything else.
 *
 * The copy belongs to one session: it is saved with a tag of the session's token and restored only
 * for that same session, so another user signing in on a shared device never sees it. Signing out
 * removes it (`clearOfflineCache`, lib/offline-cache-key.ts), and a save without a session removes it too.
 *
 * This module (and the persister library) loads only for a session: the sign-in page carries none of it.
 */
/**
 * What is kept: the roots of the query keys: the session's user (lib/auth.tsx's meQueryKey), the
 * installation's settings the signed-in layout waits for (its time zone, lib/settings.ts) and the
 * shifts (lib/shift-keys.ts).
 */
const PERSISTED_ROOTS = new Set<unknown>(['me', 'settings', 'shifts']);

/** The tag of the session now open (lib/offline-cache-key.ts), or null without one. */
function currentSessionTag(): string | null {
  const token = tokenStore.get();
  return token ? sessionTag(token) : null;
}

/**
 * localStorage, written only for the session a copy was saved for. The persister writes a second
 * after it is asked (throttled): a save asked for just before signing out (or before the next user
 * signs in) would otherwise land after the copy was removed, and keep the last user's schedule.
 */
const sessionBoundStorage =
  typeof window === 'undefined'
    ? undefined
    : {
        getItem: (key: string) => window.localStorage.getItem(key),
        removeItem: (key: string) => window.localStorage.removeItem(key),
        setItem(key: string, value: string) {
          const tag = currentSessionTag();
          if (tag !== null && (JSON.parse(value) as { buster?: string }).buster === tag) window.localStorage.setItem(key, value);
        },
      };

const storage = createSyncStoragePersister({ storage: sessionBoundStorage, key: OFFLINE_CACHE_KEY });

/** The storage persister, kept to the session that saved (react-query's `buster` field holds its tag). */
const sessionPersister: Persister = {
  persistClient(client: PersistedClient) {
    const tag = currentSessionTag();
    if (!tag) return storage.removeClient();
    return storage.persistClient({ ...client, buster: tag });
  },
  async restoreClient() {
    const saved = await storage.restoreClient();
    const tag = currentSessionTag();
    if (!saved || !tag || saved.buster !== tag) {
      if (saved) await storage.removeClient();
      return undefined;
    }
    for (const query of saved.clientState.queries) keptAt.set(query.queryHash, query.state.dataUpdatedAt);
    return { ...saved, buster: '' };
  },
  removeClient: () => storage.removeClient(),
};

/** Of the copy restored, each query's answer time: a query still holding it holds the kept copy. */
const keptAt = new Map<string, number>();

const persisted = (query: Query) => query.state.status === 'success' && PERSISTED_ROOTS.has(query.queryKey[0]);

let started = false;

/**
 * Restores the session's kept copy into the cache, then keeps saving the cache's persisted queries
 * (throttled, on every change). Started when the app opens with a session, or at sign-in; once per page.
 */
export async function startOfflineCache(queryClient: QueryClient): Promise<void> {
  if (started) return;
  started = true;
  // Kept in memory as long as on the device, or react-query would drop them before they are saved.
  for (const root of PERSISTED_ROOTS) queryClient.setQueryDefaults([root], { gcTime: KEPT_MAX_AGE_MS });
  const options = {
    queryClient,
    persister: sessionPersister,
    maxAge: KEPT_MAX_AGE_MS,
    buster: '',
    dehydrateOptions: { shouldDehydrateQuery: persisted },
  };
  await persistQueryClientRestore(options);
  // The kept copy is drawn at once but never taken as fresh: whatever mounts reads it again from the
  // server. Saves are throttled, so a reload right after a change would otherwise show, for the
  // 30 s a query counts as fresh, the copy saved before the change. An answer fetched since the page
  // opened (asked for at sign-in) is newer than the copy, which does not replace it: it stays fresh.
  await queryClient.invalidateQueries({
    predicate: (query) => keptAt.get(query.queryHash) === query.state.dataUpdatedAt,
    refetchType: 'none',
  });
  persistQueryClientSubscribe(options);
  // Answers that came before this module did (asked for at sign-in while it loaded) change nothing
  // the subscription would see: they are saved now (throttled as any save), not at the next change.
  void persistQueryClientSave(options);
  // A phone closes or leaves a page at any moment: what it shows then is saved at once, not up to a
  // second later (throttled), which a reload or a closed tab would never see.
  const saveNow = () => {
    const tag = currentSessionTag();
    if (!tag || !sessionBoundStorage) return;
    const client: PersistedClient = {
      buster: tag,
      timestamp: Date.now(),
      clientState: dehydrate(queryClient, { shouldDehydrateQuery: persisted }),
    };
    sessionBoundStorage.setItem(OFFLINE_CACHE_KEY, JSON.stringify(client));
  };
  onPageLeft(saveNow);
}
