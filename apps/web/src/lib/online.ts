import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * Whether the device is online, as the browser says (navigator.onLine and its online/offline
 * events), shared with react-query's onlineManager so queries and mutations pause while offline.
 */
export function startOnlineTracking(): void {
  if (typeof navigator === 'undefined') return;
  // react-query assumes online until told otherwise: a page opened offline (from the service worker) says so at once.
  onlineManager.setOnline(navigator.onLine);
  onlineManager.setEventListener((setOnline) => {
    const online = () => setOnline(true);
    const offline = () => setOnline(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  });
}

/** Re-renders when the device goes on- or offline. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    () => true,
  );
}
