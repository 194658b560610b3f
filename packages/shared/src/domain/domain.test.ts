import { describe, expect, it } from 'vitest';
import {
  ACCEPTED_PLACE_INVITE_STATUSES,
  holdsAcceptedPlace,
  holdsPlace,
  INVITE_STATUSES,
  MAX_CALL_BLOCKS,
  PLACE_HOLDING_INVITE_STATUSES,
} from '../constants';
import { ERROR_CODES, isErrorCode, statusOf } from '../errors';
import { INVITE_ACTIONS, INVITE_DISPLAY_LABELS, inviteActions, inviteDisplayStatus, mayTakeInviteAction } from './invite-actions';
import {
  blockStartTimes,
  callBlockSlotCount,
  callLengthMinutes,
  freeBlockSlots,
  rolePlayersNeeded,
  roleplayShiftEnd,
} from './shift-model';
import {
  callJoinUrl,
  callMeetingUrlIsSetPerCall,
  offeredParticipants,
  offeredRoleplayers,
  roleplayerSlotRefusal,
} from './slot-rules';

const at = (iso: string) => new Date(iso);

describe('the shift model', () => {
  it('sums every component into the call length, breaks included', () => {
    expect(callLengthMinutes([{ duration: 30 }, { duration: 5 }, { duration: 25 }])).toBe(60);
    expect(callLengthMinutes([])).toBe(0);
  });

  it('ends a roleplay shift after its blocks', () => {
    expect(roleplayShiftEnd(at('2026-12-01T14:00:00Z'), 3, 45).toISOString()).toBe('2026-12-01T16:15:00.000Z');
    expect(roleplayShiftEnd(at('2026-12-01T14:00:00Z'), 0, 45).toISOString()).toBe('2026-12-01T14:00:00.000Z');
  });

  it('starts block k at begins + k × call length, at most ten blocks', () => {
    const starts = blockStartTimes(at('2026-12-01T14:00:00Z'), 40, 3).map((d) => d.toISOString());
    expect(starts).toEqual(['2026-12-01T14:00:00.000Z', '2026-12-01T14:40:00.000Z', '2026-12-01T15:20:00.000Z']);
    expect(blockStartTimes(at('2026-12-01T14:00:00Z'), 40)).toHaveLength(MAX_CALL_BLOCKS);
    expect(blockStartTimes(at('2026-12-01T14:00:00Z'), 40, 25)).toHaveLength(MAX_CALL_BLOCKS);
    expect(blockStartTimes(at('2026-12-01T14:00:00Z'), 40, -1)).toEqual([]);
  });

  it('rounds the role-players needed up, without floating-point surprises', () => {
    expect(rolePlayersNeeded(3, 0.1)).toBe(1);
    expect(rolePlayersNeeded(3, 1)).toBe(3);
    expect(rolePlayersNeeded(5, 0.5)).toBe(3);
    expect(rolePlayersNeeded(10, 0.3)).toBe(3);
    expect(rolePlayersNeeded(0, 1)).toBe(0);
  });
});

describe('call block start slots', () => {
  it('lets the blocks use sessions + extensions slots, all ten for a shift without a plan', () => {
    expect(callBlockSlotCount(2, 1)).toBe(3);
    expect(callBlockSlotCount(4, null)).toBe(4);
    expect(callBlockSlotCount(8, 5)).toBe(MAX_CALL_BLOCKS);
    expect(callBlockSlotCount(null, null)).toBe(MAX_CALL_BLOCKS);
    expect(callBlockSlotCount(0, 0)).toBe(MAX_CALL_BLOCKS);
  });

  it('offers the start slots no block uses yet', () => {
    expect(freeBlockSlots(4, [0, 2])).toEqual([1, 3]);
    expect(freeBlockSlots(3, [0, 1, 2, 7])).toEqual([]);
    expect(freeBlockSlots(12, [])).toHaveLength(MAX_CALL_BLOCKS);
  });
});

describe('joining a call', () => {
  it("joins a custom room by the call's link, the other online rooms by the room's, a phone room by no link", () => {
    const call = 'https://meet.example/call-1';
    expect(callJoinUrl({ roomType: 'custom', meetingUrl: null }, call)).toBe(call);
    expect(callJoinUrl({ roomType: 'custom', meetingUrl: null }, '  ')).toBeNull();
    expect(callJoinUrl({ roomType: 'teams', meetingUrl: 'https://teams.example/r' }, call)).toBe('https://teams.example/r');
    expect(callJoinUrl({ roomType: 'zoom', meetingUrl: null }, call)).toBeNull();
    expect(callJoinUrl({ roomType: 'phone', meetingUrl: null }, call)).toBeNull();
    expect(callJoinUrl(null, call)).toBeNull();
    expect(callMeetingUrlIsSetPerCall({ roomType: 'custom' })).toBe(true);
    expect(callMeetingUrlIsSetPerCall({ roomType: 'meet' })).toBe(false);
    expect(callMeetingUrlIsSetPerCall(null)).toBe(false);
  });
});

describe('invite actions', () => {
  it('follows the status table', () => {
    expect(inviteActions('invited', { ended: false })).toEqual(['accept', 'reject']);
    expect(inviteActions('accepted', { ended: false })).toEqual(['swap', 'direct_swap', 'partial_swap']);
    expect(inviteActions('swap_requested', { ended: false })).toEqual(['undo_swap']);
    expect(inviteActions('rejected', { ended: false })).toEqual([]);
  });

  it('offers nothing once the shift has ended', () => {
    for (const status of Object.keys(INVITE_ACTIONS) as Array<keyof typeof INVITE_ACTIONS>) {
      expect(inviteActions(status, { ended: true })).toEqual([]);
    }
    expect(mayTakeInviteAction('invited', 'accept', { ended: true })).toBe(false);
  });

  it('answers one action at a time', () => {
    expect(mayTakeInviteAction('invited', 'accept', { ended: false })).toBe(true);
    expect(mayTakeInviteAction('invited', 'swap', { ended: false })).toBe(false);
    expect(mayTakeInviteAction('swap_requested', 'undo_swap', { ended: false })).toBe(true);
  });
});

describe('slot rules', () => {
  const context = { playingScenarioInBlock: new Set([2]), declinedShift: new Set([3]) };
  const people = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];

  it('refuses a role-player already in the scenario in that block, or who declined the shift', () => {
    expect(roleplayerSlotRefusal(1, context)).toBeNull();
    expect(roleplayerSlotRefusal(2, context)).toBe('already_in_scenario_block');
    expect(roleplayerSlotRefusal(3, context)).toBe('declined_shift');
    expect(offeredRoleplayers(people, context).map((p) => p.id)).toEqual([1, 4]);
  });

  it('offers participants not already in the block', () => {
    expect(offeredParticipants(people, new Set([1, 4])).map((p) => p.id)).toEqual([2, 3]);
  });
});

describe('error codes', () => {
  it('maps every code to a 4xx or 5xx status', () => {
    for (const code of Object.keys(ERROR_CODES) as Array<keyof typeof ERROR_CODES>) {
      expect(statusOf(code)).toBeGreaterThanOrEqual(400);
      expect(statusOf(code)).toBeLessThan(600);
    }
    expect(statusOf('swap_taken')).toBe(409);
  });

  it('tells codes from other strings', () => {
    expect(isErrorCode('shift_not_today')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(409)).toBe(false);
  });
});

describe('invite display status', () => {
  it("shows an unanswered invitation as 'Tentative' until the shift begins, every other status as stored", () => {
    expect(inviteDisplayStatus('invited', { started: false })).toBe('tentative');
    expect(INVITE_DISPLAY_LABELS[inviteDisplayStatus('invited', { started: false })]).toBe('Tentative');
    expect(inviteDisplayStatus('invited', { started: true })).toBe('invited');
    for (const status of ['accepted', 'swap_requested', 'rejected', 'expired'] as const) {
      expect(inviteDisplayStatus(status, { started: false })).toBe(status);
    }
  });
});

describe('place-holding invite statuses', () => {
  it('are every status but rejected and expired (an invitation not answered in time holds no place)', () => {
    const open = (s: string) => s !== 'rejected' && s !== 'expired';
    expect([...PLACE_HOLDING_INVITE_STATUSES].sort()).toEqual(INVITE_STATUSES.filter(open).sort());
    expect(INVITE_STATUSES.filter(holdsPlace)).toEqual(INVITE_STATUSES.filter(open));
    expect(holdsPlace('expired')).toBe(false);
  });
});

describe('accepted-place invite statuses', () => {
  it('are accepted and offered for swap: places held and answered, an invitation still waiting left out', () => {
    expect(INVITE_STATUSES.filter(holdsAcceptedPlace)).toEqual(['accepted', 'swap_requested']);
    expect([...ACCEPTED_PLACE_INVITE_STATUSES]).toEqual(INVITE_STATUSES.filter(holdsAcceptedPlace));
    expect(INVITE_STATUSES.filter((s) => holdsAcceptedPlace(s) && !holdsPlace(s))).toEqual([]);
    expect(holdsAcceptedPlace('invited')).toBe(false);
    expect(holdsAcceptedPlace(null)).toBe(false);
  });
});
