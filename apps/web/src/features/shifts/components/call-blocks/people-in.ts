import type { Call } from '@app/shared';

/** How many people a call holds: role-players in its slots and its participants. */
export function peopleInCall(call: Call): number {
  return call.callSlots.filter((slot) => slot.userId !== null).length + call.participantSlots.length;
}

/** Where the skills list of a call's participants is filled in (its route belongs to the skills feature). */
export const skillsListPath = (eventId: number, callId: number) => `/roleplayShifts/${eventId}/participantSkillsList/${callId}`;

/** Where a coach records a role-player's coaching after a call (its route belongs to the coaching feature). */
export const coachingFormPath = (roleplayerId: number, callId: number) =>
  `/roleplayers/${roleplayerId}/calls/${callId}/coachingForm`;
