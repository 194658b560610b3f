/**
 * When a call may be joined (issue 23, item 7): from JOIN_OPENS_MINUTES_BEFORE minutes before the
 * call starts until it ends. Before that the Join button is shown disabled with the time it opens;
 * after the end no Join button is offered, only that the call has ended.
 */

/** Minutes before a call's start from which its meeting may be joined. */
export const JOIN_OPENS_MINUTES_BEFORE = 10;

export type JoinWindow = { state: 'early'; opensAt: Date } | { state: 'open'; endsAt: Date } | { state: 'ended'; endedAt: Date };

/**
 * Where `now` lies against a call that starts at `start` and lasts `minutes`: `early` before the
 * window opens (10 minutes before the start), `open` from then until the end (the end itself
 * excluded), `ended` from the end on.
 */
export function joinWindow(start: Date | string, minutes: number, now: Date = new Date()): JoinWindow {
  const begins = new Date(start).getTime();
  const opensAt = new Date(begins - JOIN_OPENS_MINUTES_BEFORE * 60_000);
  const endsAt = new Date(begins + Math.max(0, minutes) * 60_000);
  const at = now.getTime();
  if (at < opensAt.getTime()) return { state: 'early', opensAt };
  if (at < endsAt.getTime()) return { state: 'open', endsAt };
  return { state: 'ended', endedAt: endsAt };
}

/**
 * How long until the window's state next changes (ms), for a page that re-draws the button then;
 * null once the call has ended.
 */
export function msUntilJoinChange(window: JoinWindow, now: Date = new Date()): number | null {
  if (window.state === 'early') return Math.max(0, window.opensAt.getTime() - now.getTime());
  if (window.state === 'open') return Math.max(0, window.endsAt.getTime() - now.getTime());
  return null;
}
