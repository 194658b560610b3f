import type { Role } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { can, type UserPolicyRecords } from './policy';

const ME = 7;
const OTHER = 8;
const as = (...roles: Role[]) => ({ id: ME, roles });
const target = (roles: Role[], facts: { id?: number; sharesShift?: boolean } = {}): UserPolicyRecords['read'] => ({
  id: facts.id ?? OTHER,
  roles,
  sharesShift: facts.sharesShift ?? false,
});

describe('user policy', () => {
  it.each<[string, Role[], UserPolicyRecords['read'], boolean]>([
    ['a participant reads themself', ['participant'], target(['participant'], { id: ME }), true],
    ['a participant reads no other participant', ['participant'], target(['participant'], { sharesShift: true }), false],
    ['a participant reads no staff', ['participant'], target(['coach']), false],
    ['an sc reads a participant', ['sc'], target(['participant']), true],
    ['an admin reads an admin', ['admin'], target(['admin']), true],
    ['an rp reads a coach they share a shift with', ['rp'], target(['coach'], { sharesShift: true }), true],
    ['an rp reads no coach they share no shift with', ['rp'], target(['coach']), false],
    ['a coach reads a participant they share no shift with', ['coach'], target(['participant']), false],
    ['a coach reads a participant they share a shift with', ['coach'], target(['participant'], { sharesShift: true }), true],
    ['a coach reads no role-player they share no shift with', ['coach'], target(['rp']), false],
    [
      'a viewer who is also staff reads the staff of their shifts',
      ['participant', 'coach'],
      target(['rp'], { sharesShift: true }),
      true,
    ],
  ])('read: %s', (_case, roles, record, expected) => {
    expect(can(as(...roles), 'read', record)).toBe(expected);
  });

  it.each<[Role[], number, boolean, boolean]>([
    // roles, target id, edit, changeRoles
    [['participant'], ME, true, false],
    [['participant'], OTHER, false, false],
    [['sc'], OTHER, false, false],
    [['sc'], ME, true, false],
    [['admin'], OTHER, true, true],
    [['admin'], ME, true, true],
  ])('edit and changeRoles: %j on user %i', (roles, id, edit, changeRoles) => {
    expect(can(as(...roles), 'edit', { id })).toBe(edit);
    expect(can(as(...roles), 'changeRoles', { id })).toBe(changeRoles);
  });

  it.each<[Role[], number, boolean]>([
    [['admin'], OTHER, true],
    [['admin'], ME, false],
    [['sc'], OTHER, false],
  ])('delete: %j on user %i', (roles, id, expected) => {
    expect(can(as(...roles), 'delete', { id })).toBe(expected);
  });

  it.each<[Role[], Role[], boolean]>([
    [['admin'], ['participant'], true],
    [['admin'], ['rp', 'participant'], true],
    [['admin'], ['coach'], false],
    [['sc'], ['participant'], false],
  ])('resetPassword: %j of %j', (roles, targetRoles, expected) => {
    expect(can(as(...roles), 'resetPassword', { roles: targetRoles })).toBe(expected);
  });
});
