import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  describeShiftTime,
  isZonedWeekend,
  startOfDayInZone,
  startOfZonedDay,
  zonedDate,
  zonedTime,
} from './zoned-time';

describe('zoned time', () => {
  it('finds local midnight in standard and daylight time', () => {
    expect(startOfZonedDay('2031-12-15', 'America/Toronto').toISOString()).toBe('2031-12-15T05:00:00.000Z');
    expect(startOfZonedDay('2031-07-15', 'America/Toronto').toISOString()).toBe('2031-07-15T04:00:00.000Z');
    // The days the clocks change (at 02:00) still start at midnight.
    expect(startOfZonedDay('2031-03-09', 'America/Toronto').toISOString()).toBe('2031-03-09T05:00:00.000Z');
    expect(startOfZonedDay('2031-11-02', 'America/Toronto').toISOString()).toBe('2031-11-02T04:00:00.000Z');
    expect(startOfZonedDay('2031-12-15', 'Asia/Kolkata').toISOString()).toBe('2031-12-14T18:30:00.000Z');
    expect(startOfZonedDay('2031-12-15', 'UTC').toISOString()).toBe('2031-12-15T00:00:00.000Z');
  });

  it('starts a day whose midnight is skipped at its first minute', () => {
    // Chile moved its clocks from 00:00 to 01:00 on 8 September 2024.
    expect(startOfZonedDay('2024-09-08', 'America/Santiago').toISOString()).toBe('2024-09-08T04:00:00.000Z');
    expect(zonedDate(new Date('2024-09-08T04:00:00Z'), 'America/Santiago')).toBe('2024-09-08');
  });

  it('reads the local date and weekday of an instant', () => {
    // 03:00 UTC on a Saturday is still Friday evening in Toronto.
    const instant = new Date('2031-12-20T03:00:00Z');
    expect(zonedDate(instant, 'America/Toronto')).toBe('2031-12-19');
    expect(isZonedWeekend(instant, 'America/Toronto')).toBe(false);
    expect(isZonedWeekend(instant, 'UTC')).toBe(true);
    expect(addCalendarDays('2031-12-20', 28)).toBe('2032-01-17');
    expect(addCalendarDays('2032-02-28', 1)).toBe('2032-02-29');
  });

  it('describes a shift in the language and the zone', () => {
    const shift = { begins: new Date('2031-03-04T14:00:00Z'), ends: new Date('2031-03-04T19:00:00Z') };
    expect(describeShiftTime(shift, { timeZone: 'America/Toronto', language: 'en-CA' })).toEqual({
      date: 'Tue Mar 4 2031',
      time: '9:00–14:00',
      timeZone: 'America/Toronto',
    });
    expect(describeShiftTime(shift, { timeZone: 'America/Toronto', language: 'fr-CA' }).date).toBe('mardi 4 mars 2031');
    const overnight = { begins: new Date('2031-03-05T03:00:00Z'), ends: new Date('2031-03-05T06:00:00Z') };
    expect(describeShiftTime(overnight, { timeZone: 'America/Toronto', language: 'en-CA' }).time).toBe(
      '22:00–Wed Mar 5 2031, 1:00',
    );
  });
});

const startOf = (now: string, zone: string) => startOfDayInZone(new Date(now), zone).toISOString();

describe('wall-clock days in a time zone', () => {
  it('reads a wall-clock hour of a date, on the days the clocks change too', () => {
    expect(zonedTime('2027-03-13', 9, 'America/Toronto').toISOString()).toBe('2027-03-13T14:00:00.000Z');
    expect(zonedTime('2027-03-14', 9, 'America/Toronto').toISOString()).toBe('2027-03-14T13:00:00.000Z');
    expect(zonedTime('2026-11-01', 9, 'America/Toronto').toISOString()).toBe('2026-11-01T14:00:00.000Z');
    expect(zonedTime('2026-11-28', 17, 'Europe/Lisbon').toISOString()).toBe('2026-11-28T17:00:00.000Z');
  });

  it('finds local midnight, also late in the evening when UTC is already on the next day', () => {
    expect(startOf('2026-07-01T03:00:00Z', 'America/Toronto')).toBe('2026-06-30T04:00:00.000Z');
    expect(startOf('2026-07-01T03:00:00Z', 'UTC')).toBe('2026-07-01T00:00:00.000Z');
    expect(startOf('2026-07-01T03:00:00Z', 'Asia/Kolkata')).toBe('2026-06-30T18:30:00.000Z');
  });

  it('keeps the offset of midnight on the days the clocks change', () => {
    // Spring forward at 02:00: midnight was still standard time.
    expect(startOf('2026-03-08T16:00:00Z', 'America/Toronto')).toBe('2026-03-08T05:00:00.000Z');
    // Fall back at 02:00: midnight was still daylight time, also between the two 01:30s.
    expect(startOf('2026-11-01T17:00:00Z', 'America/Toronto')).toBe('2026-11-01T04:00:00.000Z');
    expect(startOf('2026-11-01T06:30:00Z', 'America/Toronto')).toBe('2026-11-01T04:00:00.000Z');
    // Where 00:00 itself is skipped, the day starts at the jump (01:00).
    expect(startOf('2026-09-06T12:00:00Z', 'America/Santiago')).toBe('2026-09-06T04:00:00.000Z');
  });
});
