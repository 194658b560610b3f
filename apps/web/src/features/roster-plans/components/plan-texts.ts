import {
  ROSTER_PLAN_ROLES,
  type RosterPlan,
  type RosterPlanAssignment,
  type RosterPlanProposal,
  type RosterPlanRole,
  type RosterPlanShift,
  type RosterPlanUnfilled,
} from '@app/shared';
import type { MessageDescriptor } from '@lingui/core';
import { DateTime } from 'luxon';
import { ApiError, errorText } from '../../../lib/api';
import { COMMON_TEXTS } from '../../../lib/i18n/common-texts';
import { currentLanguage, t } from '../../../lib/i18n/i18n';
import { ROSTER_PLANS_TEXTS as T } from '../messages';

/** The period a new plan starts with: the next calendar month in the business time zone (days, both included). */
export function nextMonth(zone: string, now: Date = new Date()): { from: string; to: string } {
  const month = DateTime.fromJSDate(now).setZone(zone).plus({ months: 1 }).startOf('month');
  return { from: month.toISODate() ?? '', to: month.endOf('month').toISODate() ?? '' };
}

/** Places of a role in words: '2 role-player places', '1 coach place'. */
export function placesText(role: RosterPlanRole, count: number): string {
  return t(T.places, { role, count });
}

/** The place a proposal fills, in words: 'Role-player'. */
export const roleText = (role: RosterPlanRole) => t(T.role, { role });

/** Seconds with one decimal, in the person's language ('1.2', '1,2'). */
const secondsText = (seconds: number) =>
  new Intl.NumberFormat(currentLanguage(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(seconds);

/** How the solver did, said discreetly: 'Solved in 0.4 s, optimal', 'Solved in under 0.1 s, optimal' or 'Best plan found in 10.0 s, not proven optimal'. */
export function solveText(plan: Pick<RosterPlan, 'solveMs' | 'optimal'>): string {
  const under = plan.solveMs < 100;
  const seconds = secondsText(under ? 0.1 : plan.solveMs / 1000);
  if (plan.optimal) return t(under ? T.solvedUnder : T.solvedIn, { seconds });
  return t(under ? T.bestFoundUnder : T.bestFoundIn, { seconds });
}

/**
 * A refusal, in the person's language: in English the server's own words (a changed plan's names what
 * changed); in another language the refusal's code in words, else the screen's `fallback`.
 */
export function planErrorText(err: unknown, fallback: MessageDescriptor): string {
  if (currentLanguage() === 'en-CA') return errorText(err, t(fallback));
  const code = err instanceof ApiError ? err.code : null;
  if (code === 'roster_plan_changed') return t(T.planChanged);
  if (code === 'roster_plan_applied') return t(T.planApplied);
  if (code === 'stale_edit' || code === 'conflict') return t(COMMON_TEXTS.conflict);
  return t(fallback);
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
  return (userId) => names.get(userId) ?? t(T.personGone);
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
