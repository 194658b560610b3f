import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aCalendarShift, someShiftCalls, TEST_TIME_ZONE } from '../../../test/data';
import { api, json } from '../../../test/http';
import { server } from '../../../test/server';
import { myShiftsRange } from '../components/my-shifts-items';
import { myShiftsKeys } from './keys';
import { prefetchMyShifts } from './prefetch-my-shifts';

/** 'Now': Friday 20 March 2026, 10:05 in Toronto. */
const NOW = new Date('2026-03-20T14:05:00.000Z');

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: NOW }));
afterEach(() => vi.useRealTimers());

describe('My shifts asked for at sign-in', () => {
  it("fills the page's own keys: the feed of its range, the places offered and today's roleplay calls only", async () => {
    const today = aCalendarShift({ id: 41, myStatus: 'accepted', myInviteId: 9, ends: '2026-03-20T16:00:00.000Z' });
    const nextWeek = aCalendarShift({
      id: 42,
      begins: '2026-03-24T14:00:00.000Z',
      ends: '2026-03-24T15:00:00.000Z',
      myStatus: 'accepted',
      myInviteId: 10,
    });
    const asked: string[] = [];
    server.use(
      api.get('/course_events', ({ request }) => {
        asked.push(`feed ${new URL(request.url).search}`);
        return json([today, nextWeek]);
      }),
      api.get('/roleplay_shifts/:id/calls', ({ params }) => {
        asked.push(`calls ${String(params.id)}`);
        return json(someShiftCalls({ eventId: Number(params.id) }));
      }),
      api.get('/backfill_offers', () => {
        asked.push('offers');
        return json({ offers: [] });
      }),
    );
    const client = new QueryClient();
    await prefetchMyShifts(client);

    // The range the page asks for: from midnight in the business's zone, six weeks on.
    const range = myShiftsRange(NOW, TEST_TIME_ZONE);
    expect(range).toEqual({ start: '2026-03-20T04:00:00.000Z', end: '2026-05-01T04:00:00.000Z' });
    expect(client.getQueryData(myShiftsKeys.range(range.start, range.end))).toHaveLength(2);
    expect(client.getQueryData(myShiftsKeys.calls(41))).toMatchObject({ eventId: 41 });
    expect(client.getQueryData(myShiftsKeys.calls(42))).toBeUndefined();
    expect(asked.sort()).toEqual(
      [
        'calls 41',
        `feed ?start_time=${encodeURIComponent(range.start)}&end_time=${encodeURIComponent(range.end)}`,
        'offers',
      ].sort(),
    );
  });
});
