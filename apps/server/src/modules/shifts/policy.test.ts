import { INVITE_STATUSES, participantOnShift, type Role } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { can, type ShiftFacts, type ShiftPolicyRecords } from './policy';

const ME = 7;
const as = (...roles: Role[]) => ({ id: ME, roles });
const roleplay: ShiftFacts = { type: 'roleplay', coachId: 1, shiftCoordinatorId: 2 };
const live: ShiftFacts = { ...roleplay, type: 'live' };
const nothing = { inviteStatus: null, calls: 0, offeredSwap: false, onShiftDay: true };
const view = (shift: ShiftFacts, facts: Partial<ShiftPolicyRecords['view']> = {}) => ({ ...shift, ...nothing, ...facts });

describe('shift policy', () => {
  it.each<[string, Role[], ShiftPolicyRecords['view'], boolean]>([
    ['admin, no place', ['admin'], view(roleplay), true],
    ['sc, no place', ['sc'], view(roleplay), true],
    ['coach, no place', ['coach'], view(roleplay), false],
    ['coach, invited', ['coach'], view(roleplay, { inviteStatus: 'invited' }), true],
    ['rp who declined still reads the shift they declined', ['rp'], view(roleplay, { inviteStatus: 'rejected' }), true],
    ['rp, offered a swap', ['rp'], view(roleplay, { offeredSwap: true }), true],
    ['rp, invited, another day', ['rp'], view(roleplay, { inviteStatus: 'accepted', onShiftDay: false }), true],
    ['coach chosen as the shift coordinator', ['coach'], view({ ...roleplay, shiftCoordinatorId: ME }), true],
    ['coach chosen as the coach', ['coach'], view({ ...roleplay, coachId: ME }), true],
    ['participant, no place', ['participant'], view(live), false],
    ['participant, invited, on the day', ['participant'], view(live, { inviteStatus: 'accepted' }), true],
    ['participant, invited, another day', ['participant'], view(live, { inviteStatus: 'accepted', onShiftDay: false }), false],
    ['participant who declined', ['participant'], view(live, { inviteStatus: 'rejected' }), false],
    ['participant whose invitation lapsed', ['participant'], view(live, { inviteStatus: 'expired' }), false],
    ['participant, offered a swap', ['participant'], view(live, { offeredSwap: true }), false],
    ['participant in a call of a roleplay shift', ['participant'], view(roleplay, { calls: 1 }), true],
    ['participant in a call, invite declined', ['participant'], view(roleplay, { calls: 2, inviteStatus: 'rejected' }), true],
    ['participant in a call, another day', ['participant'], view(roleplay, { calls: 1, onShiftDay: false }), false],
    [
      'coach and participant, invited, another day',
      ['coach', 'participant'],
      view(live, { inviteStatus: 'invited', onShiftDay: false }),
      true,
    ],
  ])('view: %s', (_case, roles, record, expected) => {
    expect(can(as(...roles), 'view', record)).toBe(expected);
  });

  it('lets a participant see a shift on its day exactly when participantOnShift puts them on it', () => {
    for (const inviteStatus of [null, ...INVITE_STATUSES]) {
      for (const calls of [0, 1, 2]) {
        for (const shift of [roleplay, live]) {
          const record = view(shift, { inviteStatus, calls });
          expect(can(as('participant'), 'view', record), JSON.stringify(record)).toBe(
            participantOnShift({ inviteStatus, calls }),
          );
        }
      }
    }
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
