/** Where the schedule kept for offline use is stored (lib/offline-cache.ts), in localStorage. */
export const OFFLINE_CACHE_KEY = 'roleplay.offline-cache';

/** Removes the device's copy (at sign-out). Small on purpose: the sign-in code carries it. */
export function clearOfflineCache(): void {
  try {
    window.localStorage.removeItem(OFFLINE_CACHE_KEY);
  } catch {
    // Storage may be unavailable: nothing is kept then either.
  }
}
