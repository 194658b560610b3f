import { describe, expect, it } from 'vitest';
import { bookingActions, can } from './policy';

const me = { id: 7 };
const timeZone = 'America/Toronto';
// A call at 9:00 in Toronto on Dec 10 2026; a two-day window opens at 9:00 on Dec 8 there.
const start = new Date('2026-12-10T14:00:00Z');
const opens = new Date('2026-12-08T14:00:00Z');
const before = new Date(opens.getTime() - 1);

describe('regapp policy', () => {
  it('gives a booking and a waiting list entry to their owner only', () => {
    expect(can(me, 'manageBooking', { userId: 7 })).toBe(true);
    expect(can(me, 'manageBooking', { userId: 8 })).toBe(false);
    expect(can(me, 'manageEntry', { userId: 7 })).toBe(true);
    expect(can(me, 'manageEntry', { userId: 8 })).toBe(false);
  });

  it('books and moves outside the change window, cancels outside the cancel window', () => {
    expect(can(me, 'book', { start, now: before, timeZone, changeTimeout: 2 })).toBe(true);
    expect(can(me, 'book', { start, now: opens, timeZone, changeTimeout: 2 })).toBe(false);
    expect(can(me, 'move', { start, now: before, timeZone, changeTimeout: 2 })).toBe(true);
    expect(can(me, 'move', { start, now: opens, timeZone, changeTimeout: 2 })).toBe(false);
    expect(can(me, 'cancel', { start, now: opens, timeZone, cancelTimeout: 1 })).toBe(true);
    expect(can(me, 'cancel', { start, now: opens, timeZone, cancelTimeout: 2 })).toBe(false);
  });

  it('tells the app what is closed and why, a started call closed whatever the windows', () => {
    const course = { changeTimeout: 2, cancelTimeout: 1 };
    expect(bookingActions(me, course, timeZone, start, opens)).toEqual({
      canMove: false,
      moveClosedReason: 'change_window',
      canCancel: true,
      cancelClosedReason: null,
    });
    expect(bookingActions(me, { changeTimeout: 0, cancelTimeout: 0 }, timeZone, start, start)).toEqual({
      canMove: false,
      moveClosedReason: 'call_started',
      canCancel: false,
      cancelClosedReason: 'call_started',
    });
  });
});
