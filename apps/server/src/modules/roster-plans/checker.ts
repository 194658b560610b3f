/**
 * The separate checker of a roster plan: every hard rule of issue 39 checked on the proposals against
 * the facts, written without the solver's model or its eligibility function, so a fault in either
 * shows. Used by the tests, the benchmark, and on apply (a draft whose proposals break a rule on the
 * facts of now names what changed).
 */
import type { RosterPlanRole } from '@app/shared';
import type { PlanFacts, Proposal } from './facts';
import { weekOf } from './facts';

export type HardRule =
  | 'no_such_place'
  | 'too_many'
  | 'twice_on_shift'
  | 'role'
  | 'qualified'
  | 'available'
  | 'busy'
  | 'barred'
  | 'overlap_or_rest'
  | 'weekly_limit';

export interface Violation {
  rule: HardRule;
  shiftId: number;
  userId: number;
  role: RosterPlanRole;
}

const ROLE_OF: Record<RosterPlanRole, string> = { roleplayer: 'rp', coach: 'coach', shift_coordinator: 'sc' };

/** The hard rules the proposals break on the facts; empty when none. */
export function checkPlan(facts: PlanFacts, proposals: readonly Proposal[]): Violation[] {
  const out: Violation[] = [];
  const shifts = new Map(facts.shifts.map((s) => [s.id, s]));
  const people = new Map(facts.people.map((p) => [p.id, p]));
  const barred = new Set(facts.barred);
  const count = new Map<string, number>();
  const onShift = new Set<string>();
  for (const p of proposals) {
    const fail = (rule: HardRule) => out.push({ rule, shiftId: p.shiftId, userId: p.userId, role: p.role });
    const shift = shifts.get(p.shiftId);
    const person = people.get(p.userId);
    if (!shift || !person) {
      fail('no_such_place');
      continue;
    }
    const place = `${p.shiftId}/${p.role}`;
    count.set(place, (count.get(place) ?? 0) + 1);
    if ((count.get(place) ?? 0) > shift.open[p.role]) fail('too_many');
    const seat = `${p.shiftId}/${p.userId}`;
    if (onShift.has(seat)) fail('twice_on_shift');
    onShift.add(seat);
    // The person's roles as the facts name them (checked by their role word, not the solver's list).
    if (!person.roles.map((r) => ROLE_OF[r]).includes(ROLE_OF[p.role])) fail('role');
    if (person.courseIds.indexOf(shift.courseId) < 0) fail('qualified');
    let available = false;
    for (const a of person.availability) if (a.start <= shift.begins && a.end >= shift.ends) available = true;
    if (!available) fail('available');
    if (barred.has(`${p.shiftId}:${p.userId}`)) fail('barred');
    let busy = false;
    let rest = false;
    for (const b of person.busy) {
      if (b.start < shift.ends && shift.begins < b.end) busy = true;
      else if (b.start < shift.ends + facts.restMs && shift.begins < b.end + facts.restMs) rest = true;
    }
    if (busy) fail('busy');
    // Other proposals of the same person: no overlap, and the rest time between them.
    for (const q of proposals) {
      if (q === p || q.userId !== p.userId || q.shiftId === p.shiftId) continue;
      const other = shifts.get(q.shiftId);
      if (!other) continue;
      const gap = Math.max(other.begins - shift.ends, shift.begins - other.ends);
      if (gap < facts.restMs) rest = true;
    }
    if (rest) fail('overlap_or_rest');
    if (person.maxPerWeek !== null) {
      const week = weekOf(shift.begins, facts.timeZone);
      const held = person.busy.filter((b) => weekOf(b.start, facts.timeZone) === week).length;
      const planned = new Set(
        proposals
          .filter((q) => q.userId === p.userId && shifts.has(q.shiftId))
          .filter((q) => weekOf((shifts.get(q.shiftId) as { begins: number }).begins, facts.timeZone) === week)
          .map((q) => q.shiftId),
      ).size;
      if (held + planned > person.maxPerWeek) fail('weekly_limit');
    }
  }
  return out;
}
