import { LIVE_EVENTS, type LiveChange, liveChangeSchema } from '@app/shared';
import { waitFor } from '@testing-library/react';
import { Outlet, type RouteObject } from 'react-router';
import { expect, vi } from 'vitest';
// The app shell's live updates, as the signed-in layout mounts them: test helpers (only here) may import app/.
import { LiveUpdates } from '../app/live-updates';
import { api, json } from './http';
import { server } from './server';

/**
 * The live stream at the network edge, for component tests: the ticket request answered by msw and
 * the browser's EventSource replaced by one the test feeds (jsdom has none). The app's own code
 * (lib/live.ts, app/live-updates.tsx) opens it, maps each change to query keys and tells the forms,
 * as in the browser. Call `vi.unstubAllGlobals()` after each test.
 */
export function fakeLiveStream() {
  const opened: FakeEventSource[] = [];
  let lastId = 0;

  class FakeEventSource extends EventTarget {
    readonly url: string;
    onerror: ((event: Event) => void) | null = null;
    closed = false;
    constructor(url: string | URL) {
      super();
      this.url = String(url);
      opened.push(this);
    }
    close() {
      this.closed = true;
    }
  }

  vi.stubGlobal('EventSource', FakeEventSource);
  server.use(api.post('/live/ticket', () => json({ ticket: 'test-ticket' })));

  const current = () => opened.filter((source) => !source.closed);
  return {
    /** Waits until the page has opened its one stream. */
    async connected(): Promise<void> {
      await waitFor(() => expect(current()).toHaveLength(1));
    },
    /** Sends a change on the open stream, checked against the shared contract. */
    send(change: LiveChange): void {
      const [source] = current();
      if (!source) throw new Error('no live stream is open');
      lastId += 1;
      source.dispatchEvent(
        new MessageEvent(LIVE_EVENTS.change, {
          data: JSON.stringify(liveChangeSchema.parse(change)),
          lastEventId: String(lastId),
        }),
      );
    },
  };
}

/** A feature's routes under a layout holding the live updates, as the signed-in layout holds them. */
export function withLiveUpdates(routes: RouteObject[]): RouteObject[] {
  return [
    {
      element: (
        <>
          <LiveUpdates />
          <Outlet />
        </>
      ),
      children: routes,
    },
  ];
}

/** A change as the server describes it, made by Sam Coordinator unless told otherwise. */
export function aLiveChange(overrides: Partial<LiveChange> = {}): LiveChange {
  return {
    kind: 'shift',
    id: 41,
    shiftId: 41,
    courseId: 7,
    userId: null,
    deleted: false,
    actor: { id: 31, name: 'Sam Coordinator' },
    ...overrides,
  };
}
