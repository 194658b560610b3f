import { describe, expect, it } from 'vitest';
import { availabilityBand, availabilityHours } from './event-content';
import { cohortLabel } from './hover-card';

describe('the labels of the calendar', () => {
  it("writes an availability's hours in 24-hour time in the business zone, with the end's day when it spans several", () => {
    const zone = 'America/Toronto';
    expect(availabilityHours(new Date('2030-03-05T14:00:00Z'), new Date('2030-03-05T21:30:00Z'), zone)).toBe('9:00–16:30');
    expect(availabilityHours(new Date('2030-03-05T23:00:00Z'), new Date('2030-03-06T15:00:00Z'), zone)).toBe(
      '18:00–Wed Mar 6 2030, 10:00',
    );
  });

  it('gives a band its hours and, when it can still change, an edit and a remove button named for them', () => {
    const band = availabilityBand('9:00–16:30', true);
    expect(band.textContent).toContain('Available9:00–16:30');
    expect([...band.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'))).toEqual([
      'Edit availability 9:00–16:30',
      'Remove availability',
    ]);
    expect(availabilityBand('9:00–16:30', false).querySelectorAll('button')).toHaveLength(0);
  });

  it("names a cohort once: 'Cohort A' for 'A' and for 'Cohort A'", () => {
    expect(cohortLabel('A')).toBe('Cohort A');
    expect(cohortLabel('Cohort A')).toBe('Cohort A');
    expect(cohortLabel('cohort 7 ')).toBe('cohort 7');
  });
});
