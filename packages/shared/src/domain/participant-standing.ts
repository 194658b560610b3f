import { holdsPlace, type InviteStatus } from '../constants';

/** What decides whether a participant is on a shift: their seats in its calls and their invite. */
export interface ParticipantPlace {
  /** How many calls of the shift they sit in (participant slots). */
  calls: number;
  /** Their own invite on the shift, if any. */
  inviteStatus: InviteStatus | null;
}

/**
 * The one rule of whether a participant is on a shift: they sit in one of its calls (a roleplay
 * shift), or hold a place on it by an invite not declined or lapsed (an orientation or live shift).
 * Their own day lists the shift's calls by their seats, and the shift page's attendance lists them
 * by the same rule; whether their calendar invitation has gone out is a separate fact
 * (calendarInvitationState), never whether they are on the shift.
 */
export function participantOnShift(place: ParticipantPlace): boolean {
  return place.calls > 0 || (place.inviteStatus !== null && holdsPlace(place.inviteStatus));
}

/**
 * The calendar invitation of a participant on a shift: 'sent' once each of their calls is on their
 * calendar, 'pending' while one is not yet, and null on a shift that sends no calendar invitations.
 */
export function calendarInvitationState(opts: { usesCalendar: boolean; addedToEvent: boolean }): 'sent' | 'pending' | null {
  if (!opts.usesCalendar) return null;
  return opts.addedToEvent ? 'sent' : 'pending';
}
