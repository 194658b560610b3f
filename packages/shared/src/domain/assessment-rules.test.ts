import { describe, expect, it } from 'vitest';
import { answerDataSchema, npsRatingBodySchema } from '../contracts/assessments';
import { actionPlanItems, answerRefusal, NPS_SCALE, toggleRating } from './assessment-rules';

describe('assessment rules', () => {
  it('toggles a rating: the same rating again sets 0, another sets it', () => {
    expect(toggleRating(0, 1)).toBe(1);
    expect(toggleRating(1, 1)).toBe(0);
    expect(toggleRating(1, -1)).toBe(-1);
    expect(toggleRating(-1, -1)).toBe(0);
    expect(toggleRating(-1, 0)).toBe(0);
  });

  it('accepts an answer only of the kind its item takes', () => {
    const tf = { blockType: 'true_false', answers: [] } as const;
    const mc = { blockType: 'multiple_choice', answers: ['Calm', 'Cold'] } as const;
    expect(answerRefusal(tf, { value: 'dngt' })).toBeNull();
    expect(answerRefusal(tf, { text: 'yes' })).toMatch(/true\/false/);
    expect(answerRefusal({ blockType: 'short_answer', answers: [] }, { text: '' })).toBeNull();
    expect(answerRefusal(mc, { answerIndex: 1 })).toBeNull();
    expect(answerRefusal(mc, { answerIndex: 2 })).toMatch(/0 to 1/);
    expect(answerRefusal({ blockType: 'heading', answers: [] }, { text: 'x' })).toMatch(/headings/);
  });

  it('reads exactly one kind of answer, and only the four true/false values', () => {
    expect(answerDataSchema.safeParse({ value: 'na' }).success).toBe(true);
    expect(answerDataSchema.safeParse({ value: 'maybe' }).success).toBe(false);
    expect(answerDataSchema.safeParse({ value: 'true', text: 'x' }).success).toBe(false);
    expect(answerDataSchema.safeParse({}).success).toBe(false);
    expect(answerDataSchema.safeParse({ answerIndex: -1 }).success).toBe(false);
  });

  it('keeps NPS from 1 to 10', () => {
    expect(NPS_SCALE).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const body = (rating: number) => npsRatingBodySchema.safeParse({ npsRating: { cohortId: 1, userId: 1, rating } }).success;
    expect([0, 1, 10, 11].map(body)).toEqual([false, true, true, false]);
  });

  it('builds the action plan from the marked items answered Needs Practice or rated −1, in list order', () => {
    const parts = [
      { id: 1, text: 'Heading', actionPlan: true, blockType: 'heading' },
      { id: 2, text: 'Greets', actionPlan: true, blockType: 'true_false' },
      { id: 3, text: 'Closes', actionPlan: true, blockType: 'true_false' },
      { id: 4, text: 'Tone', actionPlan: false, blockType: 'true_false' },
      { id: 5, text: 'Summary', actionPlan: true, blockType: 'short_answer' },
    ] as const;
    const plan = actionPlanItems({
      parts,
      answers: [
        { assessmentPartId: 3, scenarioComponentId: 8, value: 'true' },
        { assessmentPartId: 3, scenarioComponentId: 9, value: 'false' },
        { assessmentPartId: 4, scenarioComponentId: 8, value: 'false' },
        { assessmentPartId: 2, scenarioComponentId: 8, value: 'true' },
      ],
      ratings: [
        { assessmentPartId: 5, rating: -1 },
        { assessmentPartId: 2, rating: 1 },
      ],
    });
    expect(plan.map((item) => item.text)).toEqual(['Closes', 'Summary']);
  });
});
