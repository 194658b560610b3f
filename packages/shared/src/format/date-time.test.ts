import { describe, expect, it } from 'vitest';
import {
  calendarDateInZone,
  formatClock,
  formatClockValue,
  formatDate,
  formatDateLong,
  formatDateRange,
  formatDateThisYear,
  formatDateTime,
  formatDateTimeRange,
  formatGridDateTime,
  formatShortWeekday,
  formatTime,
  formatTimeRange,
  formatWeekdayDate,
  formatWeekdayDateTime,
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

  it('pad a clock one way only: the minutes, never the hour', () => {
    expect(formatClock(9, 5)).toBe('9:05');
    expect(formatClock(0, 0)).toBe('0:00');
    expect(formatClock(17, 30)).toBe('17:30');
    // Wall-clock values as inputs hold them, written for people.
    expect(formatClockValue('09:05')).toBe('9:05');
    expect(formatClockValue('00:00')).toBe('0:00');
    expect(formatClockValue('23:55')).toBe('23:55');
    expect(formatClockValue('24:00')).toBe('24:00');
    expect(formatClockValue('')).toBe('');
    // Every time of a day reads the same way: no hour is padded, every minute is.
    for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
      const at = new Date(Date.UTC(2026, 10, 25, 0, minutes));
      expect(formatTime(at, 'UTC')).toMatch(/^(1?\d|2[0-3]):[0-5]\d$/);
    }
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
  });

  it('write the long date in each course language', () => {
    expect(formatDateLong(WED_MORNING, TORONTO)).toBe('Wed Nov 25 2026');
    expect(formatDateLong(WED_MORNING, TORONTO, 'en-CA')).toBe('Wed Nov 25 2026');
    expect(formatDateLong(WED_MORNING, TORONTO, 'fr-CA')).toBe('mercredi 25 novembre 2026');
    expect(formatDateLong(WED_MORNING, TORONTO, 'pt-PT')).toBe('quarta-feira, 25 de novembro de 2026');
    expect(formatDateLong(WED_MORNING, TORONTO, 'es-ES')).toBe('miércoles, 25 de noviembre de 2026');
    expect(formatDateLong(WED_MORNING, TORONTO, 'not a locale!')).toBe('Wed Nov 25 2026');
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

  it('write a span with its day, and a span of days', () => {
    expect(formatDateTimeRange('2031-03-04T14:00:00Z', '2031-03-04T17:00:00Z', TORONTO)).toBe('Tue Mar 4 2031, 9:00–12:00');
    expect(formatDateTimeRange('2031-03-05T03:00:00Z', '2031-03-05T06:00:00Z', TORONTO)).toBe(
      'Tue Mar 4 2031, 22:00–Wed Mar 5 2031, 1:00',
    );
    expect(formatDateTimeRange(null, '2031-03-05T06:00:00Z', TORONTO)).toBe('');
    expect(formatDateRange('2026-11-23', '2026-11-29', TORONTO)).toBe('Nov 23 2026–Nov 29 2026');
    expect(formatDateRange('2026-11-23', '2026-11-23', TORONTO)).toBe('Nov 23 2026');
    expect(formatDateRange('2026-11-23', null, TORONTO)).toBe('');
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

describe('the formatters in a person’s language (issue 40)', () => {
  it('drop the year of a date in the year of now, in the zone and in each language', () => {
    const now = '2026-12-31T12:00:00Z';
    expect(formatDateThisYear(WED_MORNING, TORONTO, undefined, now)).toBe('Nov 25');
    expect(formatDateThisYear(WED_MORNING, TORONTO, 'fr-CA', now)).toBe('25 nov.');
    expect(formatDateThisYear(WED_MORNING, TORONTO, 'pt-PT', now)).toBe('25/11');
    expect(formatDateThisYear(WED_MORNING, TORONTO, 'es-ES', now)).toBe('25 nov');
    // Another year keeps it; 03:00 UTC on 1 January 2027 is still 31 December 2026 in Toronto.
    expect(formatDateThisYear(WED_MORNING, TORONTO, 'fr-CA', '2027-01-02T12:00:00Z')).toBe('25 nov. 2026');
    expect(formatDateThisYear('2027-01-01T03:00:00Z', TORONTO, undefined, now)).toBe('Dec 31');
  });

  it("write a weekday alone in each language, in the zone (a calendar column's header on a phone)", () => {
    expect(formatShortWeekday(WED_MORNING, TORONTO)).toBe('Wed');
    expect(formatShortWeekday(WED_MORNING, TORONTO, 'en-CA')).toBe('Wed');
    expect(formatShortWeekday(WED_MORNING, TORONTO, 'fr-CA')).toBe('mer.');
    expect(formatShortWeekday(WED_MORNING, TORONTO, 'pt-PT')).toBe('quarta');
    expect(formatShortWeekday(WED_MORNING, TORONTO, 'es-ES')).toBe('mié');
    // 03:00 UTC on Thursday is still Wednesday evening in Toronto.
    expect(formatShortWeekday('2026-11-26T03:00:00Z', TORONTO, 'fr-CA')).toBe('mer.');
    expect(formatShortWeekday(null, TORONTO, 'fr-CA')).toBe('');
  });

  it('write English (and no locale) as the product always has', () => {
    for (const locale of [undefined, 'en-CA']) {
      expect(formatDate(WED_MORNING, TORONTO, locale)).toBe('Nov 25 2026');
      expect(formatWeekdayDate(WED_MORNING, TORONTO, locale)).toBe('Wed Nov 25 2026');
      expect(formatWeekdayDateTime(WED_MORNING, TORONTO, locale)).toBe('Wed Nov 25 2026, 9:05');
      expect(formatDateTimeRange('2031-03-04T14:00:00Z', '2031-03-04T17:00:00Z', TORONTO, locale)).toBe(
        'Tue Mar 4 2031, 9:00–12:00',
      );
    }
  });

  it('write the other three languages’ short dates, with times still H:mm', () => {
    expect(formatDate(WED_MORNING, TORONTO, 'fr-CA')).toBe('25 nov. 2026');
    expect(formatWeekdayDate(WED_MORNING, TORONTO, 'fr-CA')).toBe('mer. 25 nov. 2026');
    expect(formatWeekdayDateTime(WED_MORNING, TORONTO, 'fr-CA')).toBe('mer. 25 nov. 2026, 9:05');
    expect(formatWeekdayDate(WED_MORNING, TORONTO, 'pt-PT')).toBe('quarta, 25/11/2026');
    expect(formatWeekdayDate(WED_MORNING, TORONTO, 'es-ES')).toBe('mié, 25 nov 2026');
    expect(formatDateTimeRange('2031-03-04T14:00:00Z', '2031-03-04T17:00:00Z', TORONTO, 'es-ES')).toBe(
      'mar, 4 mar 2031, 9:00–12:00',
    );
    // Across midnight the end carries its date, in the same language.
    expect(formatDateTimeRange('2031-03-05T03:00:00Z', '2031-03-05T06:00:00Z', TORONTO, 'fr-CA')).toBe(
      'mar. 4 mars 2031, 22:00–mer. 5 mars 2031, 1:00',
    );
    expect(formatDateRange('2026-11-23', '2026-11-29', TORONTO, 'pt-PT')).toBe('23/11/2026–29/11/2026');
    expect(formatDate(null, TORONTO, 'fr-CA')).toBe('');
  });
});
