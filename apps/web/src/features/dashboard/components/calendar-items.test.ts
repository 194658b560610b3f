import { type CalendarShift, MESSAGES, SHIFT_COLORS } from '@app/shared';
import { describe, expect, it } from 'vitest';
import {
  availabilityToEvent,
  callJoining,
  holidayToEvents,
  mayHoldAvailability,
  shiftToEvent,
  shiftToEvents,
} from './calendar-items';

const shift = (over: Partial<CalendarShift> = {}): CalendarShift => ({
  id: 7,
  type: 'roleplay',
  begins: '2030-03-04T15:00:00.000Z',
  ends: '2030-03-04T17:00:00.000Z',
  courseId: 3,
  courseName: 'Negotiation',
  clientName: 'Northwind',
  cohortName: 'A',
  myStatus: null,
  myInviteId: null,
  swapInviteId: null,
  answerBy: null,
  myCalls: [],
  ...over,
});

describe('calendar items', () => {
  it("draws a participant's roleplay shift at their call's time", () => {
    const call = {
      id: 1,
      begins: '2030-03-04T15:45:00.000Z',
      ends: '2030-03-04T16:30:00.000Z',
      joinUrl: null,
      localNumber: null,
      tollFreeNumber: null,
    };
    expect(shiftToEvents(shift({ myCalls: [call] }))).toMatchObject([{ start: call.begins, end: call.ends }]);
    expect(shiftToEvents(shift())).toMatchObject([{ start: '2030-03-04T15:00:00.000Z', end: '2030-03-04T17:00:00.000Z' }]);
  });

  it('draws each call of a participant in one shift as its own item, with its own time and joining details', () => {
    const early = {
      id: 11,
      begins: '2030-03-04T14:00:00.000Z',
      ends: '2030-03-04T15:30:00.000Z',
      joinUrl: 'https://meet.example.com/a',
      localNumber: null,
      tollFreeNumber: null,
    };
    const late = {
      id: 12,
      begins: '2030-03-04T17:00:00.000Z',
      ends: '2030-03-04T18:30:00.000Z',
      joinUrl: null,
      localNumber: '416-555-0100',
      tollFreeNumber: null,
    };
    const events = shiftToEvents(shift({ myCalls: [early, late] }));
    expect(events).toMatchObject([
      { id: 'shift:roleplay:7:call:11', start: early.begins, end: early.ends, title: 'Negotiation · A · call 1 of 2' },
      { id: 'shift:roleplay:7:call:12', start: late.begins, end: late.ends, title: 'Negotiation · A · call 2 of 2' },
    ]);
    expect(events.map((e) => e.extendedProps?.item.call)).toEqual([early, late]);
    expect(callJoining(early)).toBe('https://meet.example.com/a');
    expect(callJoining(late)).toBe('Dial 416-555-0100');
  });

  it('colours a shift by its type and never lets it be dragged', () => {
    const event = shiftToEvent(shift({ type: 'live' }));
    expect(event?.backgroundColor).toBe(SHIFT_COLORS.live);
    expect(event?.editable).toBe(false);
    expect(event?.title).toBe('Negotiation · A');
  });

  it("shows a shift offered to the viewer as 'Shift Available' in the swap colour", () => {
    const event = shiftToEvent(shift({ swapInviteId: 12 }));
    expect(event?.title).toBe(MESSAGES.shiftAvailable);
    expect(event?.backgroundColor).toBe(SHIFT_COLORS.swap);
    expect(event?.extendedProps?.item).toMatchObject({ kind: 'offer' });
  });

  it('keeps the holder’s own swap request as their shift, and hides a declined one', () => {
    expect(shiftToEvent(shift({ myStatus: 'swap_requested', myInviteId: 4 }))?.classNames).toContain('rp-swap-requested');
    expect(shiftToEvent(shift({ myStatus: 'rejected', myInviteId: 4 }))).toBeNull();
  });

  it('lets availability move only when it starts today or later', () => {
    const now = new Date(2030, 2, 4, 12, 0);
    const base = { id: 1, userId: 2, title: 'Available', updatedAt: '' };
    const later = availabilityToEvent(
      { ...base, startTime: new Date(2030, 2, 5, 9).toISOString(), endTime: new Date(2030, 2, 5, 11).toISOString() },
      now,
    );
    const earlier = availabilityToEvent(
      { ...base, startTime: new Date(2030, 2, 3, 9).toISOString(), endTime: new Date(2030, 2, 3, 11).toISOString() },
      now,
    );
    expect(later.editable).toBe(true);
    expect(earlier.editable).toBe(false);
  });

  it('refuses selections that start before today or cover whole days', () => {
    const now = new Date(2030, 2, 4, 12, 0);
    expect(mayHoldAvailability({ start: new Date(2030, 2, 4, 8, 0), allDay: false }, now)).toBe(true);
    expect(mayHoldAvailability({ start: new Date(2030, 2, 3, 23, 30), allDay: false }, now)).toBe(false);
    expect(mayHoldAvailability({ start: new Date(2030, 2, 5), allDay: true }, now)).toBe(false);
  });

  it('shows a holiday as a named all-day item and a tint over its day', () => {
    const [item, tint] = holidayToEvents({ date: '2030-07-01', name: 'Canada Day', regions: ['ca'] });
    expect(item).toMatchObject({ title: 'Canada Day', allDay: true, start: '2030-07-01' });
    expect(tint).toMatchObject({ display: 'background', allDay: false, start: '2030-07-01', end: '2030-07-02' });
  });

  it("ends a holiday's tint on the next calendar date, on a clock-change day and at the end of a year too", () => {
    const tintEnd = (date: string) => holidayToEvents({ date, name: 'A holiday', regions: ['ca'] })[1]?.end;
    // Toronto's clocks go back an hour on Sunday 3 November 2030 and forward on Sunday 10 March 2030.
    expect(tintEnd('2030-11-03')).toBe('2030-11-04');
    expect(tintEnd('2030-03-10')).toBe('2030-03-11');
    expect(tintEnd('2030-12-31')).toBe('2031-01-01');
    expect(tintEnd('2032-02-28')).toBe('2032-02-29');
  });
});
