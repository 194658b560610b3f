import type { Role } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { can, type ShiftFacts, type ShiftPolicyRecords } from './policy';

const ME = 7;
const as = (...roles: Role[]) => ({ id: ME, roles });
const roleplay: ShiftFacts = { type: 'roleplay', coachId: 1, shiftCoordinatorId: 2 };
const live: ShiftFacts = { ...roleplay, type: 'live' };
const nothing = { holdsInvite: false, offeredSwap: false, inCall: false, onShiftDay: true };
const view = (shift: ShiftFacts, facts: Partial<ShiftPolicyRecords['view']> = {}) => ({ ...shift, ...nothing, ...facts });

describe('shift policy', () => {
  it.each<[string, Role[], ShiftPolicyRecords['view'], boolean]>([
    ['admin, no place', ['admin'], view(roleplay), true],
    ['sc, no place', ['sc'], view(roleplay), true],
    ['coach, no place', ['coach'], view(roleplay), false],
    ['coach, invited', ['coach'], view(roleplay, { holdsInvite: true }), true],
    ['rp, offered a swap', ['rp'], view(roleplay, { offeredSwap: true }), true],
    ['rp, invited, another day', ['rp'], view(roleplay, { holdsInvite: true, onShiftDay: false }), true],
    ['coach chosen as the shift coordinator', ['coach'], view({ ...roleplay, shiftCoordinatorId: ME }), true],
    ['coach chosen as the coach', ['coach'], view({ ...roleplay, coachId: ME }), true],
    ['participant, no place', ['participant'], view(live), false],
    ['participant, invited, on the day', ['participant'], view(live, { holdsInvite: true }), true],
    ['participant, invited, another day', ['participant'], view(live, { holdsInvite: true, onShiftDay: false }), false],
    ['participant, offered a swap', ['participant'], view(live, { offeredSwap: true }), false],
    ['participant in a call of a roleplay shift', ['participant'], view(roleplay, { inCall: true }), true],
    ['participant in a call, another day', ['participant'], view(roleplay, { inCall: true, onShiftDay: false }), false],
    ['a call seat on a live shift counts for nothing', ['participant'], view(live, { inCall: true }), false],
    [
      'coach and participant, invited, another day',
      ['coach', 'participant'],
      view(live, { holdsInvite: true, onShiftDay: false }),
      true,
    ],
  ])('view: %s', (_case, roles, record, expected) => {
    expect(can(as(...roles), 'view', record)).toBe(expected);
  });

  it.each<[string, Role[], ShiftPolicyRecords['readMaterials'], boolean]>([
    ['sc without an invite', ['sc'], { ...roleplay, invite: null }, true],
    ['chosen coach without an invite', ['coach'], { ...roleplay, coachId: ME, invite: null }, true],
    ['rp with an accepted invite', ['rp'], { ...roleplay, invite: 'accepted' }, true],
    ['rp who declined', ['rp'], { ...roleplay, invite: 'rejected' }, false],
    ['rp without an invite', ['rp'], { ...roleplay, invite: null }, false],
    ['participant placed on a live shift', ['participant'], { ...live, invite: 'invited' }, true],
    ['participant placed on a roleplay shift', ['participant'], { ...roleplay, invite: 'invited' }, false],
    ['participant who declined a live shift', ['participant'], { ...live, invite: 'rejected' }, false],
  ])('readMaterials: %s', (_case, roles, record, expected) => {
    expect(can(as(...roles), 'readMaterials', record)).toBe(expected);
  });

  it.each<[Role[], boolean]>([
    [['admin'], true],
    [['sc'], true],
    [['coach'], false],
    [['rp', 'participant'], false],
  ])('manage: %j', (roles, expected) => {
    expect(can(as(...roles), 'manage', { ...roleplay, coachId: ME })).toBe(expected);
  });
});
