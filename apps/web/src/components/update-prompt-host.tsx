import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToUpdate, updateWaiting } from '../lib/service-worker';

// The prompt's code (MUI's snackbar) loads only when an update waits: not part of the first route.
const UpdatePrompt = lazy(() => import('./update-prompt').then((m) => ({ default: m.UpdatePrompt })));

/**
 * Whether the browser says it is online (its online and offline events). Not react-query's online
 * manager (lib/online.ts, which follows the same events): the sign-in page draws this host before
 * react-query has loaded.
 */
function subscribeToConnection(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/**
 * "Update available — reload" (components/update-prompt.tsx), when a new version of the app waits
 * and the device is online: offline, reloading cannot bring it in, so the prompt waits for the
 * connection (the pages say they are offline).
 */
export function UpdatePromptHost() {
  const waiting = useSyncExternalStore(subscribeToUpdate, updateWaiting, () => false);
  const online = useSyncExternalStore(
    subscribeToConnection,
    () => navigator.onLine,
    () => true,
  );
  if (!waiting || !online) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  );
}
