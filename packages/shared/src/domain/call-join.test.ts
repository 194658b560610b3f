import { describe, expect, it } from 'vitest';
import { JOIN_OPENS_MINUTES_BEFORE, joinWindow, msUntilJoinChange } from './call-join';

const start = new Date('2031-03-04T14:00:00Z');
const at = (minutesFromStart: number) => new Date(start.getTime() + minutesFromStart * 60_000);

describe('joinWindow', () => {
  it('opens ten minutes before the call', () => {
    expect(JOIN_OPENS_MINUTES_BEFORE).toBe(10);
    expect(joinWindow(start, 25, at(-11)).state).toBe('early');
    expect(joinWindow(start, 25, at(-10.01)).state).toBe('early');
    expect(joinWindow(start, 25, at(-10)).state).toBe('open');
    expect(joinWindow(start, 25, at(0)).state).toBe('open');
  });

  it('stays open to the end of the call and is ended from the end on', () => {
    expect(joinWindow(start, 25, at(24.99)).state).toBe('open');
    expect(joinWindow(start, 25, at(25)).state).toBe('ended');
    expect(joinWindow(start, 25, at(600)).state).toBe('ended');
  });

  it('says when an early window opens and when an open one ends', () => {
    expect(joinWindow(start.toISOString(), 25, at(-60))).toEqual({ state: 'early', opensAt: at(-10) });
    expect(joinWindow(start, 25, at(1))).toEqual({ state: 'open', endsAt: at(25) });
    expect(joinWindow(start, 25, at(30))).toEqual({ state: 'ended', endedAt: at(25) });
  });

  it('gives the time to the next change, and none once ended', () => {
    expect(msUntilJoinChange(joinWindow(start, 25, at(-15)), at(-15))).toBe(5 * 60_000);
    expect(msUntilJoinChange(joinWindow(start, 25, at(20)), at(20))).toBe(5 * 60_000);
    expect(msUntilJoinChange(joinWindow(start, 25, at(30)), at(30))).toBeNull();
  });

  it('treats a call of no length as ended at its start', () => {
    expect(joinWindow(start, 0, at(-5)).state).toBe('open');
    expect(joinWindow(start, 0, at(0)).state).toBe('ended');
  });
});
