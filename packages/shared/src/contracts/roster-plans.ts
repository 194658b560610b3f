import { z } from 'zod';
import { SHIFT_TYPES } from '../constants';
import { idSchema, isoDateSchema, isoDateTimeSchema, MAX_IDS_IN_LIST } from './common';

/**
 * Plan the month (issue 39): a manager asks for a plan of every open place of the shifts of a period
 * (optionally of some courses), looks at the draft, removes or locks proposals and solves again, then
 * applies it: the invitations go out through the ordinary invite path. Managers only (`shifts.manage`).
 *
 * - `POST /roster_plans` `{plan: {from, to, courseIds?}}` → 201 RosterPlan (a draft).
 * - `GET /roster_plans/{id}` → RosterPlan.
 * - `PATCH /roster_plans/{id}` `{plan: {remove?, lock?, updatedAt?}}` → RosterPlan, solved again with the
 *   removed proposals barred and the locked ones kept; 409 `roster_plan_applied` once applied, 409
 *   `stale_edit` when `updatedAt` is older than the draft's.
 * - `POST /roster_plans/{id}/apply` → RosterPlanApplied; 409 `roster_plan_changed` (message names what
 *   changed: a shift moved, a person became busy, a place was filled) or `roster_plan_applied`.
 */

/** The place a proposal fills: a role-player's place, or the shift's coach or coordinator. */
export const ROSTER_PLAN_ROLES = ['roleplayer', 'coach', 'shift_coordinator'] as const;
export type RosterPlanRole = (typeof ROSTER_PLAN_ROLES)[number];
export const rosterPlanRoleSchema = z.enum(ROSTER_PLAN_ROLES);

/** A draft may be changed and applied; an applied plan is kept to be read. */
export const ROSTER_PLAN_STATUSES = ['draft', 'applied'] as const;
export type RosterPlanStatus = (typeof ROSTER_PLAN_STATUSES)[number];
export const rosterPlanStatusSchema = z.enum(ROSTER_PLAN_STATUSES);

/**
 * Why places stay open, the first that holds of: nobody qualified for the course (or holding the
 * role); nobody qualified is available for the whole shift; everybody qualified and available is busy
 * (an overlapping shift, or they declined, lapsed or gave this shift away); the rest time or their
 * weekly limit rules out everybody left; or the people who could are planned on other places.
 */
export const ROSTER_PLAN_UNFILLED_REASONS = [
  'nobody_qualified',
  'nobody_available',
  'everybody_busy',
  'rest_or_weekly_limit',
  'planned_elsewhere',
] as const;
export type RosterPlanUnfilledReason = (typeof ROSTER_PLAN_UNFILLED_REASONS)[number];
export const rosterPlanUnfilledReasonSchema = z.enum(ROSTER_PLAN_UNFILLED_REASONS);

/**
 * Why this person is proposed, one code: `locked` (the manager locked it in), `only_candidate`
 * (nobody else could take the place), `played_before` (of the candidates, has played the course's
 * scenarios before), `fair_share` (of the candidates, among the fewest shifts in the period).
 */
export const ROSTER_PLAN_WHY = ['locked', 'only_candidate', 'played_before', 'fair_share'] as const;
export type RosterPlanWhy = (typeof ROSTER_PLAN_WHY)[number];
export const rosterPlanWhySchema = z.enum(ROSTER_PLAN_WHY);

/** One proposal: this person to this place of this shift. */
export const rosterPlanAssignmentSchema = z.object({
  shiftId: z.number().int(),
  userId: z.number().int(),
  role: rosterPlanRoleSchema,
  /** Locked in by the manager: kept by every new solve of the draft. */
  locked: z.boolean(),
  why: rosterPlanWhySchema,
});
export type RosterPlanAssignment = z.infer<typeof rosterPlanAssignmentSchema>;

/** Places of a shift the plan leaves open: how many of the role, and why. */
export const rosterPlanUnfilledSchema = z.object({
  shiftId: z.number().int(),
  role: rosterPlanRoleSchema,
  count: z.number().int().min(1),
  reason: rosterPlanUnfilledReasonSchema,
});
export type RosterPlanUnfilled = z.infer<typeof rosterPlanUnfilledSchema>;

/** A shift of the period the plan looked at (starting after the plan was made), to draw it by. */
export const rosterPlanShiftSchema = z.object({
  id: z.number().int(),
  type: z.enum(SHIFT_TYPES),
  courseId: z.number().int(),
  courseName: z.string(),
  /** Instants (ISO 8601), shown in the business time zone. */
  begins: z.string(),
  ends: z.string(),
  /** Open places of each role when the plan was made (0: nothing to fill). */
  open: z.object({ roleplayer: z.number().int(), coach: z.number().int(), shift_coordinator: z.number().int() }),
});
export type RosterPlanShift = z.infer<typeof rosterPlanShiftSchema>;

/** A person of the plan: everyone proposed, with what they already hold in the period. */
export const rosterPlanPersonSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  /** The shifts the plan proposes to them (ids, in time order). */
  shifts: z.array(z.number().int()),
  /** The shifts of the period they already hold (accepted or invited) before the plan. */
  held: z.number().int().min(0),
});
export type RosterPlanPerson = z.infer<typeof rosterPlanPersonSchema>;

/** A roster plan, as POST, GET and PATCH answer it. */
export const rosterPlanSchema = z.object({
  id: z.number().int(),
  status: rosterPlanStatusSchema,
  /** The period asked for: calendar days in the business time zone, both included. */
  from: z.string(),
  to: z.string(),
  /** The courses asked for; empty: every course. */
  courseIds: z.array(z.number().int()),
  shifts: z.array(rosterPlanShiftSchema),
  assignments: z.array(rosterPlanAssignmentSchema),
  unfilled: z.array(rosterPlanUnfilledSchema),
  people: z.array(rosterPlanPersonSchema),
  /** Milliseconds the solver took on the last solve. */
  solveMs: z.number().int().min(0),
  /** True when the solver proved the plan optimal; false when it stopped at its time limit. */
  optimal: z.boolean(),
  createdAt: z.string(),
  /** The version stamp a PATCH may send back. */
  updatedAt: z.string(),
  /** When it was applied; null for a draft. */
  appliedAt: z.string().nullable(),
});
export type RosterPlan = z.infer<typeof rosterPlanSchema>;

/** POST /roster_plans: the period (from ≤ to, at most 62 days) and optionally some courses. */
export const rosterPlanCreateBodySchema = z.object({
  plan: z
    .object({
      from: isoDateSchema,
      to: isoDateSchema,
      courseIds: z.array(idSchema).max(MAX_IDS_IN_LIST).optional(),
    })
    .refine((plan) => plan.from <= plan.to, { message: 'must not be before the start', path: ['to'] })
    .refine((plan) => Date.parse(plan.to) - Date.parse(plan.from) <= 61 * 86_400_000, {
      message: 'must be at most 62 days after the start',
      path: ['to'],
    }),
});
export type RosterPlanCreateBody = z.infer<typeof rosterPlanCreateBodySchema>;

/** Names one proposal of a draft. */
export const rosterPlanProposalSchema = z.object({
  shiftId: idSchema,
  userId: idSchema,
  role: rosterPlanRoleSchema,
});
export type RosterPlanProposal = z.infer<typeof rosterPlanProposalSchema>;

/**
 * PATCH /roster_plans/{id}: proposals to remove (that person is not proposed for that place again in
 * this draft) and proposals to lock in (kept by every solve; a proposal the draft does not hold is
 * 400), then the draft is solved again. `unlock` takes a lock off. `updatedAt`: the stamp read.
 */
export const rosterPlanPatchBodySchema = z.object({
  plan: z.object({
    remove: z.array(rosterPlanProposalSchema).max(MAX_IDS_IN_LIST).optional(),
    lock: z.array(rosterPlanProposalSchema).max(MAX_IDS_IN_LIST).optional(),
    unlock: z.array(rosterPlanProposalSchema).max(MAX_IDS_IN_LIST).optional(),
    updatedAt: isoDateTimeSchema.optional(),
  }),
});
export type RosterPlanPatchBody = z.infer<typeof rosterPlanPatchBodySchema>;

/** One invitation sent by applying a plan (a coach or coordinator is set on the shift, and told). */
export const rosterPlanInviteSchema = z.object({
  shiftId: z.number().int(),
  userId: z.number().int(),
  role: rosterPlanRoleSchema,
  /** The invitation's id (role-players); null for a coach or coordinator set on the shift. */
  inviteId: z.number().int().nullable(),
});
export type RosterPlanInvite = z.infer<typeof rosterPlanInviteSchema>;

/** POST /roster_plans/{id}/apply: what was sent. */
export const rosterPlanAppliedSchema = z.object({
  id: z.number().int(),
  status: z.literal('applied'),
  invited: z.number().int().min(0),
  invites: z.array(rosterPlanInviteSchema),
});
export type RosterPlanApplied = z.infer<typeof rosterPlanAppliedSchema>;
