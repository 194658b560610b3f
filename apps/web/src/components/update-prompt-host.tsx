import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToUpdate, updateWaiting } from '../lib/service-worker';

// The prompt's code (MUI's snackbar) loads only when an update waits: not part of the first route.
const UpdatePrompt = lazy(() => import('./update-prompt').then((m) => ({ default: m.UpdatePrompt })));

/** "Update available — reload" (components/update-prompt.tsx), when a new version of the app waits. */
export function UpdatePromptHost() {
  const waiting = useSyncExternalStore(subscribeToUpdate, updateWaiting, () => false);
  if (!waiting) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  );
}
