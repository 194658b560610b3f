import { describe, expect, it } from 'vitest';
import {
  calendarDateInZone,
  formatDate,
  formatDateLong,
  formatDateTime,
  formatGridDateTime,
  formatTime,
  formatTimeRange,
  formatWeekdayDate,
  formatWeekdayDateTime,
  formatWeekdayTime,
  sameDayInZone,
} from './date-time';

const TORONTO = 'America/Toronto';
// Wednesday 25 November 2026, 9:05 in Toronto (EST, UTC-5).
const WED_MORNING = '2026-11-25T14:05:00Z';

describe('the date and time formatters', () => {
  it('write times 24-hour as H:mm', () => {
    expect(formatTime(WED_MORNING, TORONTO)).toBe('9:05');
    expect(formatTime('2026-11-25T22:30:00Z', TORONTO)).toBe('17:30');
    expect(formatTime('2026-11-25T05:15:00Z', TORONTO)).toBe('0:15');
    expect(formatTime(new Date('2026-11-25T17:00:00Z'), 'UTC')).toBe('17:00');
  });

  it('write grids as MM-dd-yyyy HH:mm', () => {
    expect(formatGridDateTime(WED_MORNING, TORONTO)).toBe('11-25-2026 09:05');
    expect(formatGridDateTime('2026-01-02T05:00:00Z', TORONTO)).toBe('01-02-2026 00:00');
    expect(formatGridDateTime('2026-01-02T04:59:00Z', TORONTO)).toBe('01-01-2026 23:59');
  });

  it('write dates MMM D YYYY, with the weekday where asked', () => {
    expect(formatDate(WED_MORNING, TORONTO)).toBe('Nov 25 2026');
    expect(formatWeekdayDate(WED_MORNING, TORONTO)).toBe('Wed Nov 25 2026');
    expect(formatDateTime(WED_MORNING, TORONTO)).toBe('Nov 25 2026, 9:05');
    expect(formatWeekdayDateTime(WED_MORNING, TORONTO)).toBe('Wed Nov 25 2026, 9:05');
    // The same instant is already Thursday in Tokyo.
    expect(formatWeekdayDateTime('2026-11-25T16:00:00Z', 'Asia/Tokyo')).toBe('Thu Nov 26 2026, 1:00');
    // Within the coming week the weekday and the time say enough.
    expect(formatWeekdayTime(WED_MORNING, TORONTO)).toBe('Wed 9:05');
    expect(formatWeekdayTime('2026-11-25T16:00:00Z', 'Asia/Tokyo')).toBe('Thu 1:00');
    expect(formatWeekdayTime(null, TORONTO)).toBe('');
  });

  it('write the long date in each course language', () => {
    expect(formatDateLong(WED_MORNING, TORONTO)).toBe('Wednesday Nov 25 2026');
    expect(formatDateLong(WED_MORNING, TORONTO, 'en-CA')).toBe('Wednesday Nov 25 2026');
    expect(formatDateLong(WED_MORNING, TORONTO, 'fr-CA')).toBe('mercredi 25 novembre 2026');
    expect(formatDateLong(WED_MORNING, TORONTO, 'pt-PT')).toBe('quarta-feira, 25 de novembro de 2026');
    expect(formatDateLong(WED_MORNING, TORONTO, 'es-ES')).toBe('miércoles, 25 de noviembre de 2026');
    expect(formatDateLong(WED_MORNING, TORONTO, 'not a locale!')).toBe('Wednesday Nov 25 2026');
  });

  it('follow the daylight-saving changes of America/Toronto', () => {
    // Spring forward, Sunday 8 March 2026: 1:59 EST is followed by 3:00 EDT.
    expect(formatTime('2026-03-08T06:59:00Z', TORONTO)).toBe('1:59');
    expect(formatTime('2026-03-08T07:00:00Z', TORONTO)).toBe('3:00');
    expect(formatGridDateTime('2026-03-08T07:00:00Z', TORONTO)).toBe('03-08-2026 03:00');
    // Fall back, Sunday 1 November 2026: 1:30 happens twice, an hour apart.
    expect(formatTime('2026-11-01T05:30:00Z', TORONTO)).toBe('1:30');
    expect(formatTime('2026-11-01T06:30:00Z', TORONTO)).toBe('1:30');
    // A shift over the change: 0:30 EDT to 3:30 EST is four hours, on one day.
    expect(formatTimeRange('2026-11-01T04:30:00Z', '2026-11-01T08:30:00Z', TORONTO)).toBe('0:30–3:30');
  });

  it('write spans within a day and across days', () => {
    expect(formatTimeRange('2031-03-04T14:00:00Z', '2031-03-04T17:00:00Z', TORONTO)).toBe('9:00–12:00');
    expect(formatTimeRange('2031-03-05T03:00:00Z', '2031-03-05T06:00:00Z', TORONTO)).toBe('22:00–Wed Mar 5 2031, 1:00');
    expect(formatTimeRange('2031-03-05T03:00:00Z', '2031-03-05T06:00:00Z', TORONTO, 'fr-CA')).toBe(
      '22:00–mercredi 5 mars 2031 1:00',
    );
  });

  it('read a bare calendar date as that date in any zone', () => {
    expect(formatDate('2026-11-25', TORONTO)).toBe('Nov 25 2026');
    expect(formatWeekdayDate('2026-11-25', 'Pacific/Kiritimati')).toBe('Wed Nov 25 2026');
    expect(calendarDateInZone('2026-11-25T04:30:00Z', TORONTO)).toBe('2026-11-24');
    expect(sameDayInZone('2026-11-25T04:30:00Z', '2026-11-25T05:30:00Z', TORONTO)).toBe(false);
    expect(sameDayInZone('2026-11-25T05:30:00Z', '2026-11-26T04:30:00Z', TORONTO)).toBe(true);
  });

  it('answer empty for nothing or an invalid moment', () => {
    for (const value of [null, undefined, '', 'not a date', Number.NaN]) {
      expect(formatTime(value, TORONTO)).toBe('');
      expect(formatGridDateTime(value, TORONTO)).toBe('');
      expect(formatDate(value, TORONTO)).toBe('');
      expect(formatDateTime(value, TORONTO)).toBe('');
      expect(formatDateLong(value, TORONTO, 'fr-CA')).toBe('');
      expect(formatTimeRange(value, WED_MORNING, TORONTO)).toBe('');
    }
    expect(sameDayInZone(null, null, TORONTO)).toBe(false);
  });
});
