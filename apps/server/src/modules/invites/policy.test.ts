import { INVITE_STATUSES, type InviteStatus, type Role } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { can } from './policy';

const ME = 7;
const OTHER = 8;
const rp = { id: ME, roles: ['rp'] as Role[] };

describe('invites policy', () => {
  it.each<[InviteStatus, boolean, boolean]>([
    ['invited', true, false],
    ['accepted', false, true],
    ['swap_requested', false, false],
    ['rejected', false, false],
    ['expired', false, false],
  ])('an own invite %s: answered %s, given away %s; another’s never', (status, answer, give) => {
    expect(can(rp, 'accept', { userId: ME, status })).toBe(answer);
    expect(can(rp, 'reject', { userId: ME, status })).toBe(answer);
    expect(can(rp, 'swap', { userId: ME, status })).toBe(give);
    expect(can(rp, 'direct_swap', { userId: ME, status })).toBe(give);
    expect(can(rp, 'partial_swap', { userId: ME, status })).toBe(give);
    expect(can(rp, 'undo_swap', { userId: ME, status })).toBe(status === 'swap_requested');
    for (const action of ['accept', 'reject', 'swap', 'direct_swap', 'partial_swap', 'undo_swap'] as const) {
      expect(can(rp, action, { userId: OTHER, status })).toBe(false);
    }
  });

  it('takes a swap on offer to all or to them, never their own nor one offered to another', () => {
    const offer = { userId: OTHER, status: 'swap_requested' as const, swapToUserId: null };
    expect(can(rp, 'takeSwap', offer)).toBe(true);
    expect(can(rp, 'takeSwap', { ...offer, swapToUserId: ME })).toBe(true);
    expect(can(rp, 'takeSwap', { ...offer, swapToUserId: 9 })).toBe(false);
    expect(can(rp, 'takeSwap', { ...offer, userId: ME })).toBe(false);
    for (const status of INVITE_STATUSES.filter((s) => s !== 'swap_requested')) {
      expect(can(rp, 'takeSwap', { ...offer, status })).toBe(false);
    }
  });

  it('hands a place over only before the shift begins', () => {
    const begins = new Date('2026-11-28T10:00:00Z');
    expect(can(rp, 'handOver', { begins, now: begins.getTime() - 1 })).toBe(true);
    expect(can(rp, 'handOver', { begins, now: begins.getTime() })).toBe(false);
  });

  it.each<[Role[], number, boolean]>([
    [['rp'], ME, true],
    [['rp'], OTHER, false],
    [['coach'], OTHER, false],
    [['participant'], OTHER, false],
    [['sc'], OTHER, true],
    [['admin'], OTHER, true],
  ])('readInvites: %j, places of user %i', (roles, userId, expected) => {
    expect(can({ id: ME, roles }, 'readInvites', { userId })).toBe(expected);
  });
});
