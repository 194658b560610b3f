/**
 * The roster plan benchmark's facts (bench/roster-plan.ts): 50 role-players, 6 coaches and 4
 * coordinators in availability groups, 28 days of shifts. Plain data, no database.
 */
import type { RosterPlanRole } from '@app/shared';
import { addCalendarDays, zonedTime } from '../src/lib/zoned-time';
import type { PlanFacts, PlanPerson, PlanShift } from '../src/modules/roster-plans/facts';
import { random } from './seeding';

const TIME_ZONE = 'America/Toronto';
const FIRST_DAY = '2027-03-01'; // a Monday
const DAYS = 28;
const HOUR = 3_600_000;

/** The benchmark's facts, and each person's availability group. */
export function makeFacts(seed: number): { facts: PlanFacts; group: Map<number, string> } {
  const rand = random(seed);
  const days = Array.from({ length: DAYS }, (_, d) => addCalendarDays(FIRST_DAY, d));
  const shifts: PlanShift[] = [];
  const at = (day: string, hour: number) => zonedTime(day, hour, TIME_ZONE).getTime();
  for (const [d, day] of days.entries()) {
    for (const hour of [9, 13]) {
      shifts.push({
        id: shifts.length + 1,
        type: 'roleplay',
        courseId: 1,
        courseName: 'Bench course',
        begins: at(day, hour),
        ends: at(day, hour + 3),
        open: { roleplayer: 3, coach: 1, shift_coordinator: 1 },
      });
    }
    if (d % 7 === 2) {
      shifts.push({
        id: shifts.length + 1,
        type: 'training',
        courseId: 1,
        courseName: 'Bench course',
        begins: at(day, 17),
        ends: at(day, 19),
        open: { roleplayer: 0, coach: 1, shift_coordinator: 1 },
      });
    }
  }
  const groupDays = new Map<string, string[]>();
  const daysOf = (name: string) => {
    let free = groupDays.get(name);
    if (!free) {
      free = days.filter(() => rand() < 0.5);
      groupDays.set(name, free);
    }
    return free;
  };
  const people: PlanPerson[] = [];
  const group = new Map<number, string>();
  const add = (count: number, role: RosterPlanRole, groups: number) => {
    for (let i = 0; i < count; i++) {
      const id = people.length + 1;
      const name = `${role}-${i % groups}`;
      group.set(id, name);
      people.push({
        id,
        name: `Bench ${role} ${i}`,
        roles: [role],
        courseIds: [1],
        availability: daysOf(name).map((day) => ({ start: at(day, 8), end: at(day, 20) })),
        busy: [],
        maxPerWeek: null,
        playedCourseIds: role === 'roleplayer' && rand() < 1 / 3 ? [1] : [],
      });
    }
  };
  add(50, 'roleplayer', 5);
  add(6, 'coach', 3);
  add(4, 'shift_coordinator', 2);
  const facts: PlanFacts = {
    period: { start: at(FIRST_DAY, 0), end: at(addCalendarDays(FIRST_DAY, DAYS), 0) },
    timeZone: TIME_ZONE,
    restMs: 10 * HOUR,
    shifts,
    people,
    barred: [],
  };
  return { facts, group };
}
