import { describe, expect, it } from 'vitest';
import { answerByOf, shiftDeadlineOf } from './answer-by';

const HOUR = 3_600_000;
const begins = new Date('2030-05-10T14:00:00Z');

describe('answer-by time of an invitation', () => {
  it('is the course hours after the invitation when that comes before the shift deadline', () => {
    const invitedAt = new Date(begins.getTime() - 10 * 24 * HOUR);
    expect(answerByOf({ invitedAt, begins, answerByHours: 48, hoursBeforeStart: 72 })).toEqual(
      new Date(invitedAt.getTime() + 48 * HOUR),
    );
  });
  it('is capped at the shift deadline (hours before the start)', () => {
    const invitedAt = new Date(begins.getTime() - 100 * HOUR);
    expect(answerByOf({ invitedAt, begins, answerByHours: 48, hoursBeforeStart: 72 })).toEqual(
      new Date(begins.getTime() - 72 * HOUR),
    );
  });
  it('falls back to the course hours capped at the start when the deadline had passed already', () => {
    const late = new Date(begins.getTime() - 50 * HOUR);
    expect(answerByOf({ invitedAt: late, begins, answerByHours: 48, hoursBeforeStart: 72 })).toEqual(
      new Date(late.getTime() + 48 * HOUR),
    );
    const later = new Date(begins.getTime() - 5 * HOUR);
    expect(answerByOf({ invitedAt: later, begins, answerByHours: 48, hoursBeforeStart: 72 })).toEqual(begins);
  });
  it('is none for an invitation to a shift that has begun', () => {
    expect(answerByOf({ invitedAt: begins, begins, answerByHours: 48, hoursBeforeStart: 0 })).toBeNull();
  });
  it('puts the shift deadline the hours before the start', () => {
    expect(shiftDeadlineOf({ begins, hoursBeforeStart: 0 })).toEqual(begins);
    expect(shiftDeadlineOf({ begins, hoursBeforeStart: 24 })).toEqual(new Date(begins.getTime() - 24 * HOUR));
  });
});
