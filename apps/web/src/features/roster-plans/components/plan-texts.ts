import {
  ROSTER_PLAN_ROLE_WORDS,
  ROSTER_PLAN_ROLES,
  type RosterPlan,
  type RosterPlanAssignment,
  type RosterPlanProposal,
  type RosterPlanRole,
  type RosterPlanShift,
  type RosterPlanUnfilled,
} from '@app/shared';
import { DateTime } from 'luxon';

/** The period a new plan starts with: the next calendar month in the business time zone (days, both included). */
export function nextMonth(zone: string, now: Date = new Date()): { from: string; to: string } {
  const month = DateTime.fromJSDate(now).setZone(zone).plus({ months: 1 }).startOf('month');
  return { from: month.toISODate() ?? '', to: month.endOf('month').toISODate() ?? '' };
}

/** Places of a role in words: '2 role-player places', '1 coach place'. */
export function placesText(role: RosterPlanRole, count: number): string {
  return `${count} ${ROSTER_PLAN_ROLE_WORDS[role].toLowerCase()} ${count === 1 ? 'place' : 'places'}`;
}

/** How the solver did, said discreetly: 'Solved in 0.4 s, optimal', 'Solved in under 0.1 s, optimal' or 'Best plan found in 10.0 s, not proven optimal'. */
export function solveText(plan: Pick<RosterPlan, 'solveMs' | 'optimal'>): string {
  const seconds = plan.solveMs < 100 ? 'under 0.1' : (plan.solveMs / 1000).toFixed(1);
  return plan.optimal ? `Solved in ${seconds} s, optimal` : `Best plan found in ${seconds} s, not proven optimal`;
}

/** One proposal's key: the same person for the same place of the same shift. */
export const proposalKey = (p: RosterPlanProposal) => `${p.shiftId}:${p.userId}:${p.role}`;

/** What the coordinator has asked to change before planning again. */
export type StagedChange = 'remove' | 'lock' | 'unlock';

/** A shift of the draft with its proposals (by role, in the roles' order) and its places left open. */
export interface ShiftOfPlan {
  shift: RosterPlanShift;
  proposals: RosterPlanAssignment[];
  unfilled: RosterPlanUnfilled[];
}

const roleOrder = (role: RosterPlanRole) => ROSTER_PLAN_ROLES.indexOf(role);

/**
 * The shifts the draft is about, in time order: those with a place to fill when the plan was made,
 * or a proposal or an open place in it. Fully staffed shifts are left out; `staffed` counts them.
 */
export function shiftsOfPlan(plan: RosterPlan, nameOf: (userId: number) => string): { shifts: ShiftOfPlan[]; staffed: number } {
  const shifts: ShiftOfPlan[] = [];
  let staffed = 0;
  const sorted = [...plan.shifts].sort((a, b) => a.begins.localeCompare(b.begins) || a.id - b.id);
  for (const shift of sorted) {
    const proposals = plan.assignments
      .filter((a) => a.shiftId === shift.id)
      .sort((a, b) => roleOrder(a.role) - roleOrder(b.role) || nameOf(a.userId).localeCompare(nameOf(b.userId)));
    const unfilled = plan.unfilled.filter((u) => u.shiftId === shift.id).sort((a, b) => roleOrder(a.role) - roleOrder(b.role));
    const open = shift.open.roleplayer + shift.open.coach + shift.open.shift_coordinator;
    if (open === 0 && proposals.length === 0 && unfilled.length === 0) staffed += 1;
    else shifts.push({ shift, proposals, unfilled });
  }
  return { shifts, staffed };
}

/** The plan's people by id, for their names. */
export function namesOf(plan: RosterPlan): (userId: number) => string {
  const names = new Map(plan.people.map((p) => [p.userId, p.name]));
  return (userId) => names.get(userId) ?? 'Someone no longer listed';
}

/** Counts for the summary: places proposed, places left open, people proposed. */
export function planFigures(plan: RosterPlan) {
  return {
    proposed: plan.assignments.length,
    open: plan.unfilled.reduce((sum, u) => sum + u.count, 0),
    people: plan.people.filter((p) => p.shifts.length > 0).length,
  };
}

/** The PATCH body of the staged changes. */
export function changesBody(staged: ReadonlyMap<string, { proposal: RosterPlanProposal; change: StagedChange }>) {
  const of = (change: StagedChange) => [...staged.values()].filter((s) => s.change === change).map((s) => s.proposal);
  const remove = of('remove');
  const lock = of('lock');
  const unlock = of('unlock');
  return {
    ...(remove.length ? { remove } : {}),
    ...(lock.length ? { lock } : {}),
    ...(unlock.length ? { unlock } : {}),
  };
}
