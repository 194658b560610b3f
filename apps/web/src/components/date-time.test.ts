import { afterEach, describe, expect, it } from 'vitest';
import { businessTimeZone, setBusinessTimeZone } from '../lib/time-zone';
import { formatInZone } from './date-pattern';
import { formatDateTime, formatGridDateTime, formatTime, sameDayInZone, startOfDayInZone } from './date-time';

describe('date-time helpers', () => {
  const before = businessTimeZone();
  afterEach(() => setBusinessTimeZone(before));

  it('writes a moment as the clock reads in the given zone, whatever the browser zone', () => {
    // 14:00 UTC on a winter day is 09:00 in Toronto and 06:00 in Vancouver.
    expect(formatGridDateTime('2030-01-15T14:00:00Z', 'America/Toronto')).toBe('01-15-2030 09:00');
    expect(formatGridDateTime(new Date('2030-01-15T14:00:00Z'), 'America/Vancouver')).toBe('01-15-2030 06:00');
    expect(formatDateTime('2030-01-15T14:00:00Z', 'America/Toronto')).toBe('Jan 15 2030, 9:00');
    expect(formatTime('2030-01-15T14:00:00Z', 'America/Vancouver')).toBe('6:00');
    expect(formatInZone('2030-01-15T14:00:00Z', 'yyyy-MM-dd', 'America/Toronto')).toBe('2030-01-15');
  });

  it('uses the business time zone once it is set', () => {
    setBusinessTimeZone('America/Toronto');
    expect(formatGridDateTime('2030-07-01T03:30:00Z')).toBe('06-30-2030 23:30');
    setBusinessTimeZone('Europe/Lisbon');
    expect(formatGridDateTime('2030-07-01T03:30:00Z')).toBe('07-01-2030 04:30');
    expect(formatDateTime('2030-07-01T03:30:00Z')).toBe('Jul 1 2030, 4:30');
  });

  it('answers nothing for a missing or unreadable moment', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('compares days and finds the start of a day in the zone', () => {
    // 02:00 UTC is still the previous evening in Toronto.
    expect(sameDayInZone('2030-01-15T02:00:00Z', '2030-01-14T20:00:00Z', 'America/Toronto')).toBe(true);
    expect(sameDayInZone('2030-01-15T02:00:00Z', '2030-01-14T20:00:00Z', 'UTC')).toBe(false);
    expect(startOfDayInZone(new Date('2030-01-15T02:00:00Z'), 'America/Toronto').toISOString()).toBe('2030-01-14T05:00:00.000Z');
  });
});
