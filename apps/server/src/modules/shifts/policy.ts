import {
  holdsPlace,
  type InviteStatus,
  MESSAGES,
  type ParticipantPlace,
  participantOnShift,
  ROLES,
  type Role,
  type ShiftType,
} from '@app/shared';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { zonedDate } from '../../lib/zoned-time';
import type { AuthUser } from '../../plugins/types';
import type { ShiftRecord } from './presenter';
import { isManager } from './records';
import { callsSatInOf, inviteOf, shiftPeople, viewerInviteHolders } from './repository';

export const NOT_IN_SHIFT = 'You are not part of this shift';

/** Who asks: the signed-in user (only their id and roles matter here). */
export type ShiftActor = Pick<AuthUser, 'id' | 'roles'>;

/**
 * - `view`: the shift page (DESIGN section 2).
 * - `readMaterials`: the course's resource links from the shift page.
 * - `manage`: everything a coordinator does to a shift (the page shows them its editing controls).
 */
export type ShiftAction = 'view' | 'readMaterials' | 'manage';

/** What every shift rule knows of the shift itself. */
export interface ShiftFacts {
  type: ShiftType;
  coachId: number | null;
  shiftCoordinatorId: number | null;
}

/** The record each action needs: the shift and the actor's place on it. */
export interface ShiftPolicyRecords {
  /**
   * With the actor's place as participantOnShift reads it: the status of their own invite of the
   * shift (null without one) and how many of its calls they sit in as a participant.
   */
  view: ShiftFacts &
    ParticipantPlace & {
      /** Somebody offers the actor their place on the shift for swap (to everybody, or to them by name). */
      offeredSwap: boolean;
      /** The shift falls on today's date in the business time zone. */
      onShiftDay: boolean;
    };
  readMaterials: ShiftFacts & {
    /** The status of the actor's own invite of the shift, or null. */
    invite: InviteStatus | null;
  };
  manage: ShiftFacts;
}

const worksShifts = (actor: ShiftActor) => actor.roles.includes('coach') || actor.roles.includes('rp');
const learns = (actor: ShiftActor) => actor.roles.includes('participant');
/** The actor is the shift's chosen coach or shift coordinator. */
const chosenStaff = (actor: ShiftActor, shift: ShiftFacts) => shift.coachId === actor.id || shift.shiftCoordinatorId === actor.id;

const RULES: { [A in ShiftAction]: (actor: ShiftActor, record: ShiftPolicyRecords[A]) => boolean } = {
  /**
   * Admin and sc see every shift. The shift's chosen coach or coordinator sees it, with or without an
   * invite. A coach or a role-player sees a shift they hold an invite for (whatever its status: who
   * declined reads that they did) or one offered to them for swap. A participant sees a shift they
   * are on by the one rule of the shared participantOnShift (a seat in one of its calls, or a place
   * by an invite not declined or lapsed), on the shift's day only.
   */
  view: (actor, r) =>
    isManager(actor.roles) ||
    chosenStaff(actor, r) ||
    (worksShifts(actor) && (r.inviteStatus !== null || r.offeredSwap)) ||
    (learns(actor) && participantOnShift(r) && r.onShiftDay),
  /**
   * Managers, the shift's coach and coordinator, and staff holding a place (an invite not declined, not lapsed). On
   * orientation and live shifts (the course materials card) also the participants placed on it; a
   * roleplay shift's resources are for its staff.
   */
  readMaterials: (actor, r) =>
    isManager(actor.roles) ||
    chosenStaff(actor, r) ||
    ((worksShifts(actor) || (learns(actor) && r.type !== 'roleplay')) && r.invite !== null && holdsPlace(r.invite)),
  manage: (actor) => isManager(actor.roles),
};

/** Whether the actor may do `action` with the shift described by `record`. */
export function can<A extends ShiftAction>(actor: ShiftActor, action: A, record: ShiftPolicyRecords[A]): boolean {
  return (RULES[action] as (actor: ShiftActor, record: ShiftPolicyRecords[A]) => boolean)(actor, record);
}

function factsOf(record: ShiftRecord): ShiftFacts {
  return { type: record.event.type, coachId: record.event.coachId, shiftCoordinatorId: record.event.shiftCoordinatorId };
}

/**
 * The record of `view`, reading from the database only the facts that can still change the answer
 * (a manager or the chosen staff costs no query).
 */
async function viewRecord(
  tx: Tx,
  actor: ShiftActor,
  record: ShiftRecord,
  today: { timeZone: string; now?: Date | undefined },
): Promise<ShiftPolicyRecords['view']> {
  let facts: ShiftPolicyRecords['view'] = {
    ...factsOf(record),
    inviteStatus: null,
    calls: 0,
    offeredSwap: false,
    onShiftDay: zonedDate(record.event.begins, today.timeZone) === zonedDate(today.now ?? new Date(), today.timeZone),
  };
  if (can(actor, 'view', facts)) return facts;
  const holders = await viewerInviteHolders(tx, record.event.id, actor.id);
  facts = {
    ...facts,
    inviteStatus: holders.find((h) => h.userId === actor.id)?.status ?? null,
    offeredSwap: holders.some((h) => h.userId !== actor.id),
  };
  // The seats in calls also decide which refusal a participant gets, so the day is set aside here.
  const seatMatters =
    !can(actor, 'view', { ...facts, onShiftDay: true }) && can(actor, 'view', { ...facts, calls: 1, onShiftDay: true });
  if (seatMatters) facts = { ...facts, calls: await callsSatInOf(tx, record.event.id, actor.id) };
  return facts;
}

/**
 * 403 unless the viewer may see the shift: shift_not_today for a participant of the shift before or
 * after its day, not_in_shift for anybody else. Returns whether the viewer manages shifts.
 */
export async function assertMayView(
  tx: Tx,
  opts: { viewer: AuthUser; record: ShiftRecord; timeZone: string; now?: Date },
): Promise<{ manager: boolean }> {
  const { viewer } = opts;
  const facts = await viewRecord(tx, viewer, opts.record, opts);
  if (!can(viewer, 'view', facts)) {
    if (can(viewer, 'view', { ...facts, onShiftDay: true }))
      throw new AppError('shift_not_today', MESSAGES.sessionInfoOnShiftDay);
    throw new AppError('not_in_shift', NOT_IN_SHIFT);
  }
  return { manager: can(viewer, 'manage', facts) };
}

/** 403 not_in_shift unless the viewer may read the course's resource links from the shift page. */
export async function assertOnShiftForMaterials(tx: Tx, opts: { viewer: AuthUser; record: ShiftRecord }): Promise<void> {
  const { viewer, record } = opts;
  const facts: ShiftPolicyRecords['readMaterials'] = { ...factsOf(record), invite: null };
  if (can(viewer, 'readMaterials', facts)) return;
  // The invite is read only when holding one could grant it.
  if (can(viewer, 'readMaterials', { ...facts, invite: 'accepted' })) {
    const invite = await inviteOf(tx, record.event.id, viewer.id);
    if (can(viewer, 'readMaterials', { ...facts, invite: invite?.status ?? null })) return;
  }
  throw new AppError('not_in_shift', NOT_IN_SHIFT);
}

/** Who may see a shift: everybody holding one of `roles`, and the users listed by id. */
export interface ShiftAudience {
  courseId: number;
  roles: Role[];
  users: number[];
}

/**
 * Who may see the shift, by the `view` rule above, for the live updates (null when it does not
 * exist). A participant counts on any day: they hear that something of their shift changed, and
 * what the page then shows them stays with `assertMayView`.
 */
export async function shiftAudience(tx: Tx, eventId: number): Promise<ShiftAudience | null> {
  const people = await shiftPeople(tx, eventId);
  if (!people) return null;
  const base: ShiftPolicyRecords['view'] = {
    type: people.shift.type,
    coachId: people.shift.coachId,
    shiftCoordinatorId: people.shift.shiftCoordinatorId,
    inviteStatus: null,
    calls: 0,
    offeredSwap: people.invites.some((i) => i.status === 'swap_requested' && i.swapToUserId === null),
    onShiftDay: true,
  };
  // Roles whose every holder sees the shift (managers; anyone who works shifts when it is offered to all).
  const roles = ROLES.filter((role) => can({ id: 0, roles: [role] }, 'view', base));
  const statusOf = new Map(people.invites.map((i) => [i.userId, i.status]));
  const offeredTo = new Set(people.invites.filter((i) => i.status === 'swap_requested').map((i) => i.swapToUserId));
  const users: number[] = [];
  for (const [id, userRoles] of people.roles) {
    const actor = { id, roles: userRoles.filter((r): r is Role => (ROLES as readonly string[]).includes(r)) };
    const facts = {
      ...base,
      inviteStatus: statusOf.get(id) ?? null,
      calls: people.slotted.get(id) ?? 0,
      offeredSwap: base.offeredSwap || offeredTo.has(id),
    };
    if (can(actor, 'view', facts)) users.push(id);
  }
  return { courseId: people.shift.courseId, roles, users: users.sort((a, b) => a - b) };
}
