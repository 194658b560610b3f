import { describe, expect, it } from 'vitest';
import {
  defaultRoleplayStart,
  defaultTimedShift,
  fromDateTimeInput,
  toDateOnly,
  toDateTimeInput,
  toIsoWithOffset,
} from './local-date-time';

describe('local date-times of the shift forms', () => {
  it('defaults a roleplay shift to two weeks ahead at 10:00', () => {
    const start = defaultRoleplayStart(new Date(2025, 5, 3, 16, 45));
    expect(toDateTimeInput(start)).toBe('2025-06-17T10:00');
  });

  it('defaults orientation and live shifts to today 10:00 for two hours', () => {
    const { start, end } = defaultTimedShift(new Date(2025, 5, 3, 7, 5));
    expect(toDateTimeInput(start)).toBe('2025-06-03T10:00');
    expect(toDateTimeInput(end)).toBe('2025-06-03T12:00');
  });

  it('reads a datetime-local value in local time and writes ISO with the same instant', () => {
    const date = fromDateTimeInput('2025-06-10T09:30');
    expect(date).not.toBeNull();
    const iso = toIsoWithOffset(date as Date);
    expect(iso).toMatch(/^2025-06-10T09:30:00([+-]\d\d:\d\d|Z)$/);
    expect(new Date(iso).getTime()).toBe((date as Date).getTime());
    expect(toDateOnly(date as Date)).toBe('2025-06-10');
  });

  it('ignores seconds a browser may add, and refuses empty or broken values', () => {
    expect(toDateTimeInput(fromDateTimeInput('2025-06-10T09:30:15') as Date)).toBe('2025-06-10T09:30');
    expect(fromDateTimeInput('')).toBeNull();
    expect(fromDateTimeInput('2025-13-40T99:99')).toBeNull();
    expect(toDateTimeInput('not a date')).toBe('');
    expect(toDateTimeInput(new Date(Number.NaN))).toBe('');
  });
});
