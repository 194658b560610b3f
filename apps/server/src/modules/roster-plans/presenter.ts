import type { RosterPlan, RosterPlanAssignment, RosterPlanPerson, RosterPlanShift, RosterPlanUnfilled } from '@app/shared';
import type { Proposal } from './facts';
import type { RosterPlanRow } from './repository';

/** The draft as the row keeps it (JSON): what the answer shows, with the removals and locks asked for. */
export interface Draft {
  shifts: RosterPlanShift[];
  assignments: RosterPlanAssignment[];
  unfilled: RosterPlanUnfilled[];
  people: RosterPlanPerson[];
  /** Proposals removed by the manager: never proposed again in this draft. */
  removed: Proposal[];
  /** Proposals locked in, kept by each solve while the facts allow them. */
  locked: Proposal[];
  solveMs: number;
  optimal: boolean;
}

/** A plan's row as the API answers it. */
export function presentPlan(row: RosterPlanRow): RosterPlan {
  const draft = row.draft as Draft;
  return {
    id: row.id,
    status: row.status,
    from: row.periodFrom,
    to: row.periodTo,
    courseIds: row.courseIds,
    shifts: draft.shifts,
    assignments: draft.assignments,
    unfilled: draft.unfilled,
    people: draft.people,
    solveMs: draft.solveMs,
    optimal: draft.optimal,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    appliedAt: row.appliedAt?.toISOString() ?? null,
  };
}
