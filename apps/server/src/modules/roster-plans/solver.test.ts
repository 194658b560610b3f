import { describe, expect, it } from 'vitest';
import { makeFacts } from '../../../bench/roster-plan-facts';
import { checkPlan } from './checker';
import type { PlanFacts, PlanPerson, PlanShift } from './facts';
import { greedyPlan, solvePlan } from './solver';

/**
 * The solver and the separate checker on facts made here (no database): the checker finds each
 * broken rule; the solver's plans break none, fill at least what a greedy fill does, and keep people
 * of the same availability at most one shift apart.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// Monday Mar 1 2027, 00:00 UTC.
const START = Date.UTC(2027, 2, 1);

const shift = (id: number, day: number, hour: number, open: Partial<PlanShift['open']> = {}): PlanShift => ({
  id,
  type: 'roleplay',
  courseId: 1,
  courseName: 'Course',
  begins: START + day * DAY + hour * HOUR,
  ends: START + day * DAY + (hour + 3) * HOUR,
  open: { roleplayer: 1, coach: 0, shift_coordinator: 0, ...open },
});
const person = (id: number, days: number[], extra: Partial<PlanPerson> = {}): PlanPerson => ({
  id,
  name: `Person ${id}`,
  roles: ['roleplayer'],
  courseIds: [1],
  availability: days.map((d) => ({ start: START + d * DAY, end: START + (d + 1) * DAY })),
  busy: [],
  maxPerWeek: null,
  playedCourseIds: [],
  ...extra,
});
const facts = (shifts: PlanShift[], people: PlanPerson[], barred: string[] = []): PlanFacts => ({
  period: { start: START, end: START + 28 * DAY },
  timeZone: 'UTC',
  restMs: 10 * HOUR,
  shifts,
  people,
  barred,
});

describe('the checker', () => {
  it('finds each hard rule broken', () => {
    const f = facts(
      [shift(1, 0, 9, { roleplayer: 1, coach: 1 }), shift(2, 0, 14), shift(3, 2, 9), shift(4, 3, 9)],
      [
        person(1, [0, 2, 3]),
        person(2, [0], { courseIds: [] }),
        person(3, []),
        person(4, [2], { busy: [{ start: START + 2 * DAY + 10 * HOUR, end: START + 2 * DAY + 11 * HOUR }] }),
        person(5, [3]),
        person(6, [2, 3], { maxPerWeek: 1 }),
      ],
      ['4:5'],
    );
    const rules = (proposals: Parameters<typeof checkPlan>[1]) => checkPlan(f, proposals).map((v) => v.rule);
    expect(rules([{ shiftId: 1, userId: 1, role: 'roleplayer' }])).toEqual([]);
    expect(rules([{ shiftId: 1, userId: 1, role: 'coach' }])).toEqual(['role']);
    expect(rules([{ shiftId: 1, userId: 2, role: 'roleplayer' }])).toEqual(['qualified']);
    expect(rules([{ shiftId: 1, userId: 3, role: 'roleplayer' }])).toEqual(['available']);
    expect(rules([{ shiftId: 3, userId: 4, role: 'roleplayer' }])).toEqual(['busy']);
    expect(rules([{ shiftId: 4, userId: 5, role: 'roleplayer' }])).toEqual(['barred']);
    expect(rules([{ shiftId: 9, userId: 1, role: 'roleplayer' }])).toEqual(['no_such_place']);
    expect(
      rules([
        { shiftId: 1, userId: 1, role: 'roleplayer' },
        { shiftId: 2, userId: 1, role: 'roleplayer' },
      ]),
    ).toEqual(['overlap_or_rest', 'overlap_or_rest']);
    expect(
      rules([
        { shiftId: 3, userId: 6, role: 'roleplayer' },
        { shiftId: 4, userId: 6, role: 'roleplayer' },
      ]),
    ).toEqual(['weekly_limit', 'weekly_limit']);
    expect(
      rules([
        { shiftId: 3, userId: 1, role: 'roleplayer' },
        { shiftId: 3, userId: 6, role: 'roleplayer' },
      ]),
    ).toEqual(['too_many']);
  });
});

describe('the solver', () => {
  it('fills more than a greedy fill where the first choice blocks the rest, breaking no rule', async () => {
    // Greedy gives the morning to the person free all day, who then lacks the rest time for the evening.
    const f = facts(
      [shift(1, 0, 9), shift(2, 0, 20)],
      [person(1, [0, 1]), { ...person(2, []), availability: [{ start: START + 9 * HOUR, end: START + 12 * HOUR }] }],
    );
    const solved = await solvePlan({ facts: f });
    expect(solved.optimal).toBe(true);
    expect(checkPlan(f, solved.assignments)).toEqual([]);
    expect(solved.assignments.map((a) => [a.shiftId, a.userId])).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect(greedyPlan(f)).toHaveLength(1);
  });

  it('keeps people of the same availability at most one shift apart, and prefers who played before among equals', async () => {
    const days = [0, 1, 2, 3, 4, 7, 8, 9];
    const shifts = days.map((d, i) => shift(i + 1, d, 9));
    const people = [1, 2, 3].map((id) => person(id, days, id === 3 ? { playedCourseIds: [1] } : {}));
    const f = facts(shifts, people);
    const solved = await solvePlan({ facts: f });
    expect(checkPlan(f, solved.assignments)).toEqual([]);
    expect(solved.assignments).toHaveLength(8);
    const loads = people.map((p) => solved.assignments.filter((a) => a.userId === p.id).length);
    expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(1);
    // 8 shifts for 3 people: 3, 3, 2; the third shift of a pair goes to who played before.
    expect(loads[2]).toBe(3);
  });

  it('says why places stay open', async () => {
    const f = facts([shift(1, 0, 9, { roleplayer: 2, coach: 1 }), shift(2, 1, 9)], [person(1, [0, 1]), person(2, [5])]);
    const solved = await solvePlan({ facts: f });
    expect(solved.unfilled).toEqual([
      { shiftId: 1, role: 'roleplayer', count: 1, reason: 'nobody_available' },
      { shiftId: 1, role: 'coach', count: 1, reason: 'nobody_qualified' },
    ]);
  });

  it('keeps a locked proposal and never proposes a removed one again', async () => {
    const f = facts([shift(1, 0, 9)], [person(1, [0]), person(2, [0])]);
    const removed = await solvePlan({ facts: f, removed: [{ shiftId: 1, userId: 1, role: 'roleplayer' }] });
    expect(removed.assignments.map((a) => a.userId)).toEqual([2]);
    const locked = await solvePlan({ facts: f, locked: [{ shiftId: 1, userId: 1, role: 'roleplayer' }] });
    expect(locked.assignments).toEqual([{ shiftId: 1, userId: 1, role: 'roleplayer', locked: true, why: 'locked' }]);
  });

  it("solves in a thread of its own: the server's thread keeps running meanwhile", async () => {
    const { facts: month } = makeFacts(1);
    let turns = 0;
    let solving = true;
    const turn = () => {
      turns += 1;
      if (solving) setImmediate(turn);
    };
    setImmediate(turn);
    const solved = await solvePlan({ facts: month });
    solving = false;
    expect(solved.assignments.length).toBeGreaterThan(0);
    // A solve of the month takes a second or more; held on this thread, it would leave
    // the loop a turn or two. Here the loop turned all along.
    expect(solved.solveMs).toBeGreaterThan(100);
    expect(turns).toBeGreaterThan(50);
  });
});
