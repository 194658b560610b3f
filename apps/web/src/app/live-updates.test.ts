import type { LiveChange } from '@app/shared';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { assessmentKeys } from '../features/assessments/api/keys';
import { dashboardKeys } from '../features/dashboard/api/keys';
import { myShiftsKeys } from '../features/my-shifts/api/keys';
import { shiftsKeys } from '../features/shifts/api/keys';
import { announceLiveChange, reconnectDelay, useChangedElsewhere } from '../lib/live';
import { keysToRefresh } from './live-updates';

const change = (over: Partial<LiveChange> = {}): LiveChange => ({
  kind: 'shift',
  id: 7,
  shiftId: 7,
  courseId: 3,
  userId: null,
  deleted: false,
  actor: { id: 2, name: 'Sam Coordinator' },
  ...over,
});

describe('live updates on the web', () => {
  it('waits longer after each failed reconnect, up to half a minute, with jitter', () => {
    expect([0, 1, 2, 3].map((n) => reconnectDelay(n, () => 1))).toEqual([1000, 2000, 4000, 8000]);
    expect(reconnectDelay(20, () => 1)).toBe(30_000);
    expect(reconnectDelay(0, () => 0)).toBe(500);
  });

  it('refreshes what each screen shows of a change through the features’ keys', () => {
    expect(keysToRefresh(change())).toEqual([
      ['shifts'],
      ['shift-calls', 7],
      ['assessments', 'skills-list'],
      ['courses', 'detail', 3],
    ]);
    expect(keysToRefresh(change({ kind: 'availability', shiftId: null, courseId: null, id: 9, userId: 4 }))).toEqual([
      ['dashboard', 'calendar'],
      ['shifts'],
      ['reports'],
    ]);
    expect(keysToRefresh(change({ kind: 'assessment' }))).toContainEqual(['assessments']);
    expect(keysToRefresh(change({ kind: 'assessment' }))).toContainEqual(['results']);
    expect(keysToRefresh(change({ kind: 'nps', shiftId: null, id: 12, userId: 4 }))).toEqual([
      ['assessments', 'nps'],
      ['results'],
    ]);
    expect(keysToRefresh(change({ kind: 'coaching_record', shiftId: null, courseId: null }))).toEqual([['coaching']]);
    expect(keysToRefresh(change({ kind: 'calibration' }))).toEqual([
      ['results', 'agreement'],
      ['rater-agreement', 'history'],
    ]);
  });

  it('tells a form who else changed its record, never its own user, until cleared', () => {
    const { result } = renderHook(() => useChangedElsewhere((c) => c.kind === 'shift' && c.id === 7, 5));
    expect(result.current.changedBy).toBeNull();
    act(() => announceLiveChange(change({ actor: { id: 5, name: 'Me Myself' } })));
    expect(result.current.changedBy).toBeNull();
    act(() => announceLiveChange(change({ id: 8 })));
    expect(result.current.changedBy).toBeNull();
    act(() => announceLiveChange(change()));
    expect(result.current.changedBy).toEqual({ name: 'Sam Coordinator' });
    act(() => result.current.clear());
    expect(result.current.changedBy).toBeNull();
  });
});

/** What the screens of the issue keep in the cache, under the keys their own hooks use (shift 41, call 701). */
const RANGE = { start: '2026-03-16T00:00:00-04:00', end: '2026-03-23T00:00:00-04:00' };
const SCREENS: Record<string, QueryKey> = {
  'My shifts': myShiftsKeys.range('2026-03-02T05:00:00.000Z', '2026-04-13T04:00:00.000Z'),
  "My shifts, today's calls": myShiftsKeys.calls(41),
  'My shifts, places offered': myShiftsKeys.backfillOffers(),
  'dashboard, shifts': dashboardKeys.shiftRange(RANGE),
  'dashboard, availability': dashboardKeys.availabilityRange(33, RANGE),
  'shift page': shiftsKeys.detail('roleplay', 41),
  'shift page, call blocks': shiftsKeys.calls(41),
  'skills list': assessmentKeys.skillsList(701, 81),
};

/** A change about shift 41 (course 7) by Sam Coordinator. */
const onShift41 = (over: Partial<LiveChange> = {}) => change({ id: 41, shiftId: 41, courseId: 7, ...over });

/** The screens a change makes read again: their queries are marked stale by the change's keys. */
async function screensRefreshedBy(change: LiveChange): Promise<string[]> {
  const queryClient = new QueryClient();
  for (const key of Object.values(SCREENS)) queryClient.setQueryData(key, { cached: true });
  for (const queryKey of keysToRefresh(change)) await queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
  return Object.entries(SCREENS)
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name);
}

describe('what each screen reads again on a change made elsewhere', () => {
  const everyShiftView = [
    'My shifts',
    "My shifts, today's calls",
    'My shifts, places offered',
    'dashboard, shifts',
    'shift page',
    'shift page, call blocks',
    'skills list',
  ];

  it('an invitation sent to me: My shifts, the dashboard, the shift page', async () => {
    expect(await screensRefreshedBy(onShift41({ kind: 'invite', id: 90, userId: 33 }))).toEqual(everyShiftView);
  });

  it('a call moved or a slot changed: the day on My shifts and the shift page, and the skills list of its calls', async () => {
    expect(await screensRefreshedBy(onShift41({ kind: 'call', id: 41 }))).toEqual(everyShiftView);
  });

  it('an assessment saved: the skills list', async () => {
    expect(await screensRefreshedBy(onShift41({ kind: 'assessment', id: 12, userId: 81 }))).toContain('skills list');
  });

  it('availability changed: the dashboard calendar, not the skills list', async () => {
    const refreshed = await screensRefreshedBy(
      onShift41({ kind: 'availability', id: 9, shiftId: null, courseId: null, userId: 33 }),
    );
    expect(refreshed).toEqual(expect.arrayContaining(['dashboard, shifts', 'dashboard, availability', 'My shifts']));
    expect(refreshed).not.toContain('skills list');
  });

  it('another shift changed: not this shift’s call blocks', async () => {
    const refreshed = await screensRefreshedBy(onShift41({ kind: 'call', id: 42, shiftId: 42 }));
    expect(refreshed).not.toContain('shift page, call blocks');
    expect(refreshed).toContain('My shifts');
  });

  it('a coaching record: none of these screens', async () => {
    expect(await screensRefreshedBy(onShift41({ kind: 'coaching_record', id: 5, shiftId: null, courseId: null }))).toEqual([]);
  });
});
