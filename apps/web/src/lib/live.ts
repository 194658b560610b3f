import type { LiveChange } from '@app/shared';
import { API_PREFIX } from '@app/shared/constants';
import { useEffect, useState } from 'react';
import { ApiError, apiRequest } from './api';

/**
 * Live updates (issue 27): one EventSource per signed-in page, opened with a single-use ticket.
 * The server sends what changed (kind, id, shift or course, who), never the data; the app shell
 * (app/live-updates.tsx) turns each change into the query keys to read again, and forms that hold
 * an edit listen here to say "Changed by … a moment ago" instead of losing it.
 */

type ChangeListener = (change: LiveChange) => void;
const listeners = new Set<ChangeListener>();

/** Calls `listener` with every change the stream brings; returns the unsubscribe. */
export function onLiveChange(listener: ChangeListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Hands a change to every listener (the connection does; tests may too). */
export function announceLiveChange(change: LiveChange): void {
  for (const listener of [...listeners]) listener(change);
}

/** Waits before reconnecting: 1 s, 2 s, 4 s … up to 30 s, with some jitter so pages do not come back at once. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** attempt);
  return Math.round(base * (0.5 + random() / 2));
}

export interface LiveHandlers {
  /** A change the viewer may see. */
  change(change: LiveChange): void;
  /** Too much was missed to replay: read everything again. */
  refetch(): void;
}

/**
 * Opens the stream and keeps it open: on an error it closes the EventSource (its ticket is used up)
 * and opens a new one with a new ticket after a growing pause, asking for what it missed since the
 * last event id. Stops when the session ends (the ticket request answers 401). Returns the stop.
 */
export function connectLive(handlers: LiveHandlers): () => void {
  // Pages without EventSource (component tests' jsdom) simply get no live updates.
  if (typeof EventSource === 'undefined') return () => undefined;
  let stopped = false;
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let lastEventId: string | undefined;

  const retry = () => {
    if (stopped) return;
    timer = setTimeout(() => void open(), reconnectDelay(attempt));
    attempt += 1;
  };

  const remember = (event: MessageEvent) => {
    if (event.lastEventId) lastEventId = event.lastEventId;
  };

  const open = async () => {
    if (stopped) return;
    let ticket: string;
    try {
      ticket = (await apiRequest<{ ticket: string }>('/live/ticket', { method: 'POST' })).ticket;
    } catch (err) {
      // Signed out: the API client takes the page to sign-in; nothing to reconnect.
      if (err instanceof ApiError && (err.status === 401 || err.status === 403)) return;
      retry();
      return;
    }
    if (stopped) return;
    const url = new URL(`${API_PREFIX}/live`, window.location.origin);
    url.searchParams.set('ticket', ticket);
    if (lastEventId) url.searchParams.set('last_event_id', lastEventId);
    const next = new EventSource(url);
    source = next;
    next.addEventListener('ready', (event) => {
      remember(event);
      attempt = 0;
    });
    next.addEventListener('change', (event) => {
      remember(event);
      try {
        handlers.change(JSON.parse(event.data) as LiveChange);
      } catch {
        // A change this page cannot read: the next reconnect's replay or a reload catches up.
      }
    });
    next.addEventListener('refetch', (event) => {
      remember(event);
      attempt = 0;
      handlers.refetch();
    });
    next.onerror = () => {
      next.close();
      if (source === next) source = null;
      retry();
    };
  };

  void open();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    source?.close();
  };
}

/**
 * The latest change matching `match` made by somebody other than `me` since the component mounted
 * (or since `clear`): what a form being edited tells its user. `match` may change between renders.
 */
export function useChangedElsewhere(
  match: (change: LiveChange) => boolean,
  me: number | undefined,
): { changedBy: { name: string | null } | null; clear(): void } {
  const [changedBy, setChangedBy] = useState<{ name: string | null } | null>(null);
  const [matcher] = useState(() => ({ current: match }));
  matcher.current = match;
  useEffect(
    () =>
      onLiveChange((change) => {
        if (change.actor?.id === me || !matcher.current(change)) return;
        setChangedBy({ name: change.actor?.name ?? null });
      }),
    [me, matcher],
  );
  return { changedBy, clear: () => setChangedBy(null) };
}
