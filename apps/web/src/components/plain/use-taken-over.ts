import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * For a form drawn at build time (login.html, register.html): false while the drawn page waits for
 * React and while React hydrates it, true once React has taken it over, and from the first render
 * when React draws the page itself. Its submit button stays disabled until then, so neither a press
 * nor Enter in a field (implicit submission needs an enabled default button) sends the drawn form
 * natively before its handler is there.
 */
export function useTakenOver(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
