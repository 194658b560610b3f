import { MESSAGES } from '@app/shared';
import { AppError } from '../../lib/errors';

/**
 * Who may do what with a roster plan: every manager (the route's `shifts.manage`) may read, change
 * and apply any plan; what the plan's state allows is decided here: only a draft may be changed or
 * applied (409 roster_plan_applied once applied).
 */
export function mayChange(plan: { status: 'draft' | 'applied' }): boolean {
  return plan.status === 'draft';
}

/** 409 roster_plan_applied unless the plan is still a draft. */
export function assertDraft(plan: { status: 'draft' | 'applied' }): void {
  if (!mayChange(plan)) throw new AppError('roster_plan_applied', MESSAGES.rosterPlanApplied);
}
