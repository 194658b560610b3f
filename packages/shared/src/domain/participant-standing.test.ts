import { describe, expect, it } from 'vitest';
import { calendarInvitationState, participantOnShift } from './participant-standing';

describe('whether a participant is on a shift', () => {
  it.each([
    [{ calls: 2, inviteStatus: null }, true],
    [{ calls: 1, inviteStatus: 'rejected' as const }, true],
    [{ calls: 0, inviteStatus: 'accepted' as const }, true],
    [{ calls: 0, inviteStatus: 'invited' as const }, true],
    [{ calls: 0, inviteStatus: 'rejected' as const }, false],
    [{ calls: 0, inviteStatus: 'expired' as const }, false],
    [{ calls: 0, inviteStatus: null }, false],
  ])('%j: %s', (place, expected) => {
    expect(participantOnShift(place)).toBe(expected);
  });

  it('keeps the calendar invitation apart: a seat without one is still a seat', () => {
    expect(participantOnShift({ calls: 2, inviteStatus: null })).toBe(true);
    expect(calendarInvitationState({ usesCalendar: true, addedToEvent: false })).toBe('pending');
    expect(calendarInvitationState({ usesCalendar: true, addedToEvent: true })).toBe('sent');
    expect(calendarInvitationState({ usesCalendar: false, addedToEvent: false })).toBeNull();
  });
});
