/**
 * Roster plans (issue 39): plan the open places of a period's shifts in one step (solver.ts), keep the
 * draft, let a manager remove or lock proposals and solve again, and apply it: the invitations go out
 * through the invite path (role-players) and coaches and coordinators are set on their shifts, so
 * answer-by deadlines, reminders and backfill take over. A draft whose facts changed is refused
 * with 409 naming what changed (the separate checker run on the facts of now).
 */
import { createHash } from 'node:crypto';
import {
  MESSAGES,
  type RosterPlan,
  type RosterPlanApplied,
  type RosterPlanInvite,
  type RosterPlanPatchBody,
  rosterPlanChangedText,
} from '@app/shared';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { transaction } from '../../db/transaction';
import { audit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { assertFresh, invalidField, nextStamp } from '../../lib/records';
import type { AuthUser } from '../../plugins/types';
import { assertCourseExists } from '../courses';
import { inviteUsers } from '../invites';
import { lockShift, takeStaffPlace } from '../shifts';
import { checkPlan } from './checker';
import { type PlanFacts, type Proposal, proposalKey } from './facts';
import { loadFacts, type PeriodAsked, shiftLabel } from './facts-loader';
import { assertDraft } from './policy';
import { type Draft, presentPlan } from './presenter';
import * as repo from './repository';
import { heldInPeriod, solvePlan } from './solver';

/** A digest of the facts a draft was solved on. */
function fingerprintOf(facts: PlanFacts): string {
  return createHash('sha256').update(JSON.stringify(facts)).digest('hex');
}

/** Solves the period and shapes the draft kept in the row. */
async function solveDraft(
  facts: PlanFacts,
  opts: { removed: Proposal[]; locked: Proposal[]; timeLimitMs?: number },
): Promise<Draft> {
  const result = await solvePlan({ facts, removed: opts.removed, locked: opts.locked, timeLimitMs: opts.timeLimitMs });
  const people = new Map(facts.people.map((p) => [p.id, p]));
  const shiftOrder = new Map(facts.shifts.map((s) => [s.id, s.begins]));
  const proposed = [...new Set(result.assignments.map((a) => a.userId))];
  return {
    shifts: facts.shifts.map((s) => ({
      id: s.id,
      type: s.type,
      courseId: s.courseId,
      courseName: s.courseName,
      begins: new Date(s.begins).toISOString(),
      ends: new Date(s.ends).toISOString(),
      open: s.open,
    })),
    assignments: result.assignments,
    unfilled: result.unfilled,
    people: proposed
      .map((userId) => {
        const person = people.get(userId);
        return {
          userId,
          name: person?.name ?? '',
          shifts: result.assignments
            .filter((a) => a.userId === userId)
            .map((a) => a.shiftId)
            .sort((a, b) => (shiftOrder.get(a) ?? 0) - (shiftOrder.get(b) ?? 0)),
          held: person ? heldInPeriod(facts, person).length : 0,
        };
      })
      .sort((a, b) => a.name.localeCompare(b.name) || a.userId - b.userId),
    removed: opts.removed,
    locked: result.assignments.filter((a) => a.locked).map(({ shiftId, userId, role }) => ({ shiftId, userId, role })),
    solveMs: result.solveMs,
    optimal: result.optimal,
  };
}

const periodOf = (row: repo.RosterPlanRow): PeriodAsked => ({ from: row.periodFrom, to: row.periodTo, courseIds: row.courseIds });

/** POST /roster_plans: plans the period's open places; the new draft. */
export async function createPlan(opts: {
  db: Db;
  config: Config;
  actor: AuthUser;
  input: { from: string; to: string; courseIds?: number[] };
  now?: Date;
  timeLimitMs?: number;
}): Promise<RosterPlan> {
  const asked: PeriodAsked = { from: opts.input.from, to: opts.input.to, courseIds: [...new Set(opts.input.courseIds ?? [])] };
  // An unknown course is 404, as an unknown id anywhere.
  for (const courseId of asked.courseIds) await assertCourseExists(opts.db, courseId);
  // Read and solved outside any transaction: the solve may take seconds, and needs no snapshot.
  const facts = await loadFacts(opts.db, { ...asked, timeZone: opts.config.timeZone, now: opts.now ?? new Date() });
  const draft = await solveDraft(facts, { removed: [], locked: [], timeLimitMs: opts.timeLimitMs });
  return transaction(opts.db, async (tx) => {
    const row = await repo.insertPlan(tx, {
      periodFrom: asked.from,
      periodTo: asked.to,
      courseIds: asked.courseIds,
      draft,
      fingerprint: fingerprintOf(facts),
      createdBy: opts.actor.id,
    });
    await audit(tx, {
      actorId: opts.actor.id,
      action: 'create',
      entity: 'roster_plan',
      entityId: row.id,
      after: { from: asked.from, to: asked.to, courseIds: asked.courseIds, proposals: draft.assignments.length },
    });
    return presentPlan(row);
  });
}

/** GET /roster_plans/{id}. */
export async function getPlan(opts: { db: Db; id: number }): Promise<RosterPlan> {
  const row = await repo.findPlan(opts.db, opts.id);
  if (!row) throw notFound(MESSAGES.rosterPlanNotFound);
  return presentPlan(row);
}

/**
 * PATCH /roster_plans/{id}: removes and locks proposals and solves the draft again on the facts of
 * now. A proposal to lock or unlock that the draft does not hold is 400 naming the field.
 */
export async function patchPlan(opts: {
  db: Db;
  config: Config;
  actor: AuthUser;
  id: number;
  input: RosterPlanPatchBody['plan'];
  now?: Date;
  timeLimitMs?: number;
}): Promise<RosterPlan> {
  const row = await repo.findPlan(opts.db, opts.id);
  if (!row) throw notFound(MESSAGES.rosterPlanNotFound);
  assertDraft(row);
  assertFresh(opts.input.updatedAt, row.updatedAt, () => presentPlan(row));
  const draft = row.draft as Draft;
  const held = new Set(draft.assignments.map(proposalKey));
  for (const field of ['remove', 'lock', 'unlock'] as const) {
    const unknown = (opts.input[field] ?? []).findIndex((p) => !held.has(proposalKey(p)));
    if (unknown >= 0) throw invalidField(`plan.${field}.${unknown}`, MESSAGES.rosterPlanProposalUnknown);
  }
  const removed = [...draft.removed, ...(opts.input.remove ?? [])];
  const removedKeys = new Set(removed.map(proposalKey));
  const unlocked = new Set((opts.input.unlock ?? []).map(proposalKey));
  const locked = [...draft.locked, ...(opts.input.lock ?? [])].filter(
    (p, i, all) =>
      !removedKeys.has(proposalKey(p)) &&
      !unlocked.has(proposalKey(p)) &&
      all.findIndex((q) => proposalKey(q) === proposalKey(p)) === i,
  );
  const facts = await loadFacts(opts.db, { ...periodOf(row), timeZone: opts.config.timeZone, now: opts.now ?? new Date() });
  const next = await solveDraft(facts, { removed, locked, timeLimitMs: opts.timeLimitMs });
  return transaction(opts.db, async (tx) => {
    const current = await repo.findPlan(tx, row.id, true);
    if (!current) throw notFound(MESSAGES.rosterPlanNotFound);
    assertDraft(current);
    // Changed by somebody else while this one was solving: theirs stands.
    assertFresh(row.updatedAt.toISOString(), current.updatedAt, () => presentPlan(current));
    const saved = await repo.updatePlan(tx, row.id, {
      draft: next,
      fingerprint: fingerprintOf(facts),
      updatedAt: nextStamp(current.updatedAt),
    });
    await audit(tx, {
      actorId: opts.actor.id,
      action: 'update',
      entity: 'roster_plan',
      entityId: row.id,
      data: { remove: opts.input.remove ?? [], lock: opts.input.lock ?? [], unlock: opts.input.unlock ?? [] },
    });
    return presentPlan(saved);
  });
}

/**
 * What changed since the draft was solved, in sentences, for the proposals it makes: a shift moved
 * or gone, a place filled, a person busy, unavailable, no longer qualified, or short of rest or of
 * room in their week. Empty when the proposals still hold on the facts of now.
 */
function changesSince(draft: Draft, facts: PlanFacts): string[] {
  const out: string[] = [];
  const now = new Map(facts.shifts.map((s) => [s.id, s]));
  const names = new Map(facts.people.map((p) => [p.id, p.name]));
  const proposedShifts = new Set(draft.assignments.map((a) => a.shiftId));
  const label = (shiftId: number) => {
    const shift = now.get(shiftId) ?? draft.shifts.find((s) => s.id === shiftId);
    return shift
      ? shiftLabel(
          { courseName: shift.courseName, begins: new Date(shift.begins).getTime(), ends: new Date(shift.ends).getTime() },
          facts.timeZone,
        )
      : `shift ${shiftId}`;
  };
  for (const before of draft.shifts.filter((s) => proposedShifts.has(s.id))) {
    const after = now.get(before.id);
    if (!after) out.push(`${label(before.id)} was deleted or has started`);
    else if (after.begins !== Date.parse(before.begins) || after.ends !== Date.parse(before.ends)) {
      const was = { courseName: before.courseName, begins: Date.parse(before.begins), ends: Date.parse(before.ends) };
      out.push(`${shiftLabel(was, facts.timeZone)} moved to ${shiftLabel(after, facts.timeZone)}`);
    }
  }
  const told = new Set<string>();
  for (const v of checkPlan(facts, draft.assignments)) {
    if (!now.has(v.shiftId)) continue;
    const who = names.get(v.userId) ?? `Person ${v.userId}`;
    let sentence: string;
    switch (v.rule) {
      case 'too_many':
        sentence = `a place on ${label(v.shiftId)} was filled`;
        break;
      case 'busy':
      case 'barred':
        sentence = `${who} became busy on ${label(v.shiftId)}`;
        break;
      case 'available':
        sentence = `${who} is no longer available for ${label(v.shiftId)}`;
        break;
      case 'overlap_or_rest':
      case 'weekly_limit':
        sentence = `${who} now lacks the rest time or the room in their week for ${label(v.shiftId)}`;
        break;
      default:
        sentence = `${who} can no longer take ${label(v.shiftId)}`;
    }
    if (!told.has(sentence)) out.push(sentence);
    told.add(sentence);
  }
  return out;
}

/**
 * POST /roster_plans/{id}/apply: in one transaction, with the plan's row and its shifts locked (in
 * id order, so two plans over the same shifts wait for each other and the second finds the first's
 * invitations), checks the draft on the facts of now (409 roster_plan_changed naming what changed),
 * then invites the role-players through the invite path and sets the coaches and coordinators.
 */
export async function applyPlan(opts: {
  db: Db;
  config: Config;
  actor: AuthUser;
  id: number;
  now?: Date;
}): Promise<RosterPlanApplied> {
  return transaction(opts.db, async (tx) => {
    const row = await repo.findPlan(tx, opts.id, true);
    if (!row) throw notFound(MESSAGES.rosterPlanNotFound);
    assertDraft(row);
    const draft = row.draft as Draft;
    const shiftIds = [...new Set(draft.assignments.map((a) => a.shiftId))].sort((a, b) => a - b);
    for (const shiftId of shiftIds) await lockShiftIfThere(tx, shiftId);
    const facts = await loadFacts(tx, { ...periodOf(row), timeZone: opts.config.timeZone, now: opts.now ?? new Date() });
    if (fingerprintOf(facts) !== row.fingerprint) {
      const changes = changesSince(draft, facts);
      if (changes.length > 0) throw new AppError('roster_plan_changed', rosterPlanChangedText(changes), { changes });
    }
    const types = new Map(facts.shifts.map((s) => [s.id, s.type]));
    const invites: RosterPlanInvite[] = [];
    for (const shiftId of shiftIds) {
      const mine = draft.assignments.filter((a) => a.shiftId === shiftId);
      const rolePlayers = mine.filter((a) => a.role === 'roleplayer').map((a) => a.userId);
      if (rolePlayers.length > 0) {
        const sent = await inviteUsers({
          db: tx as Db,
          config: opts.config,
          actor: opts.actor,
          type: types.get(shiftId) ?? 'roleplay',
          shiftId,
          userIds: rolePlayers,
        });
        for (const invite of sent) invites.push({ shiftId, userId: invite.user.id, role: 'roleplayer', inviteId: invite.id });
      }
      for (const staff of mine.filter((a) => a.role !== 'roleplayer')) {
        const as = staff.role === 'coach' ? 'coach' : 'sc';
        const taken = await takeStaffPlace(tx, { eventId: shiftId, userId: staff.userId, as });
        if (!taken) {
          throw new AppError('roster_plan_changed', rosterPlanChangedText([`a place on shift ${shiftId} was filled`]));
        }
        invites.push({ shiftId, userId: staff.userId, role: staff.role, inviteId: null });
      }
    }
    await repo.updatePlan(tx, row.id, { status: 'applied', appliedAt: new Date(), updatedAt: nextStamp(row.updatedAt) });
    await audit(tx, {
      actorId: opts.actor.id,
      action: 'apply',
      entity: 'roster_plan',
      entityId: row.id,
      data: { invited: invites.length, shifts: shiftIds.length },
    });
    return { id: row.id, status: 'applied', invited: invites.length, invites };
  });
}

/** Locks a shift's row; a shift deleted since is left to the check that follows. */
async function lockShiftIfThere(tx: Tx, shiftId: number): Promise<void> {
  try {
    await lockShift(tx, shiftId);
  } catch (err) {
    if (!(err instanceof AppError && err.code === 'not_found')) throw err;
  }
}
