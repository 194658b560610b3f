import type { LiveChange } from '@app/shared';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
    expect(keysToRefresh(change())).toEqual([['shifts'], ['shift-calls', 7], ['courses', 'detail', 3]]);
    expect(keysToRefresh(change({ kind: 'availability', shiftId: null, courseId: null, id: 9, userId: 4 }))).toEqual([
      ['dashboard', 'calendar'],
      ['shifts'],
      ['reports'],
    ]);
    expect(keysToRefresh(change({ kind: 'assessment' }))).toContainEqual(['assessments']);
    expect(keysToRefresh(change({ kind: 'coaching_record', shiftId: null, courseId: null }))).toEqual([['coaching']]);
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
