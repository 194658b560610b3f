/**
 * Who may be put in a slot of a call block (DESIGN.md section 3). The same rules filter the menus
 * and are enforced by the server.
 */
import type { RoomType } from '../constants';

/** What decides whether a role-player may play a scenario in a block. */
export interface RoleplayerSlotContext {
  /** Role-players already playing this scenario in another call of the same block. */
  playingScenarioInBlock: ReadonlySet<number>;
  /** Role-players who declined the shift. */
  declinedShift: ReadonlySet<number>;
}

/** Why a role-player may not take a call slot, or null when they may. */
export function roleplayerSlotRefusal(
  userId: number,
  context: RoleplayerSlotContext,
): 'already_in_scenario_block' | 'declined_shift' | null {
  if (context.declinedShift.has(userId)) return 'declined_shift';
  if (context.playingScenarioInBlock.has(userId)) return 'already_in_scenario_block';
  return null;
}

/** The role-players a call slot's menu offers: the candidates no rule refuses. */
export function offeredRoleplayers<T extends { id: number }>(candidates: readonly T[], context: RoleplayerSlotContext): T[] {
  return candidates.filter((candidate) => roleplayerSlotRefusal(candidate.id, context) === null);
}

/** The participants a participant slot's menu offers: those not already in a call of the block. */
export function offeredParticipants<T extends { id: number }>(candidates: readonly T[], inBlock: ReadonlySet<number>): T[] {
  return candidates.filter((candidate) => !inBlock.has(candidate.id));
}

/**
 * Where a call is joined: a custom room's link is set per call; teams, zoom and meet rooms carry
 * one link for every call; a phone room (or no room) has no link (its numbers are dialled).
 */
export function callJoinUrl(
  room: { roomType: RoomType; meetingUrl: string | null } | null,
  callMeetingUrl: string | null,
): string | null {
  if (!room || room.roomType === 'phone') return null;
  const url = room.roomType === 'custom' ? callMeetingUrl : room.meetingUrl;
  return url?.trim() ? url : null;
}

/** Whether a manager sets the meeting URL of each call: only in a custom room (the others give it). */
export function callMeetingUrlIsSetPerCall(room: { roomType: RoomType } | null): boolean {
  return room?.roomType === 'custom';
}
