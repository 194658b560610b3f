import { Calendar, type EventSourceFuncArg } from '@fullcalendar/core';
import listPlugin from '@fullcalendar/list';
import timeGridPlugin from '@fullcalendar/timegrid';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_DAY, type FirstView, firstRange, firstView, holidayDays } from './calendar-range';
import { zonedTimePlugin } from './zoned-time-plugin';

afterEach(() => {
  vi.useRealTimers();
});

/** What FullCalendar, set up as the dashboard sets it up, first asks its feed for when opened at `now`. */
function askedByCalendar(view: FirstView, now: Date, timeZone: string): { start: string; end: string } {
  vi.useFakeTimers({ toFake: ['Date'], now });
  const asked: Array<{ start: string; end: string }> = [];
  const el = document.createElement('div');
  document.body.append(el);
  const calendar = new Calendar(el, {
    plugins: [zonedTimePlugin, timeGridPlugin, listPlugin],
    timeZone,
    initialView: view,
    firstDay: FIRST_DAY,
    events: (info: EventSourceFuncArg, success) => {
      asked.push({ start: info.startStr, end: info.endStr });
      success([]);
    },
  });
  calendar.render();
  calendar.destroy();
  el.remove();
  vi.useRealTimers();
  expect(asked).toHaveLength(1);
  return asked[0] as { start: string; end: string };
}

describe('the range the dashboard first asks for', () => {
  const cases: Array<[string, string]> = [
    // A Monday morning in Toronto, in the month daylight saving starts.
    ['2026-03-02T15:00:00.000Z', 'America/Toronto'],
    // Sunday late evening in Toronto: still the week that began on the Monday before; already
    // Monday in UTC.
    ['2026-11-30T04:30:00.000Z', 'America/Toronto'],
    // The night the clocks go back, and the first of a month.
    ['2026-11-01T05:30:00.000Z', 'America/Toronto'],
    // A zone at UTC: FullCalendar writes 'Z' rather than an offset.
    ['2026-07-15T12:00:00.000Z', 'UTC'],
    ['2026-01-10T12:00:00.000Z', 'Europe/London'],
    // Half-hour offsets, and a date already the next month there.
    ['2026-04-30T20:00:00.000Z', 'Asia/Kolkata'],
    ['2026-10-04T15:00:00.000Z', 'Australia/Adelaide'],
  ];
  for (const [at, zone] of cases) {
    for (const view of ['timeGridWeek', 'listMonth'] as const) {
      it(`is what FullCalendar asks for in ${view} at ${at} in ${zone}`, () => {
        const now = new Date(at);
        expect(firstRange(view, now, zone)).toEqual(askedByCalendar(view, now, zone));
      });
    }
  }

  it('is the month on a phone and the week from Monday on a wider screen', () => {
    expect(firstView(true)).toBe('listMonth');
    expect(firstView(false)).toBe('timeGridWeek');
    const now = new Date('2026-11-26T15:00:00.000Z');
    expect(firstRange('timeGridWeek', now, 'America/Toronto')).toEqual({
      start: '2026-11-23T00:00:00-05:00',
      end: '2026-11-30T00:00:00-05:00',
    });
    expect(firstRange('listMonth', now, 'America/Toronto')).toEqual({
      start: '2026-11-01T00:00:00-04:00',
      end: '2026-12-01T00:00:00-05:00',
    });
  });

  it("asks for the holidays of the range's days", () => {
    expect(holidayDays({ start: '2026-11-01T00:00:00-04:00', end: '2026-12-01T00:00:00-05:00' })).toEqual([
      '2026-11-01',
      '2026-12-01',
    ]);
  });
});
