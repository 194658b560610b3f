/** Where the schedule kept for offline use is stored (lib/offline-cache.ts), in localStorage. */
export const OFFLINE_CACHE_KEY = 'roleplay.offline-cache';
/** Where the drawn copy of the last page kept (lib/kept-view.ts) is stored, in localStorage. */
export const KEPT_VIEW_KEY = 'roleplay.kept-view';
/** How long what the device keeps is shown at most: a week-old copy is worth less than nothing. */
export const KEPT_MAX_AGE_MS = 7 * 24 * 3_600_000;

/**
 * Runs `save` whenever the page is hidden or left: a phone closes a tab or switches apps at any
 * moment, and what the page shows then is what the next visit should find.
 */
export function onPageLeft(save: () => void): void {
  window.addEventListener('pagehide', save);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') save();
  });
}

/**
 * A short tag of a session (FNV-1a of its token): not a secret, only which session saved a copy.
 * What the device keeps for a session is shown again only to that same session.
 */
export function sessionTag(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/**
 * Removes what the device keeps of a session, the schedule and the drawn page (at sign-out). Small
 * on purpose: the sign-in code carries it.
 */
export function clearOfflineCache(): void {
  try {
    window.localStorage.removeItem(OFFLINE_CACHE_KEY);
    window.localStorage.removeItem(KEPT_VIEW_KEY);
  } catch {
    // Storage may be unavailable: nothing is kept then either.
  }
}
