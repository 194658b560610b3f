import type { Role } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { can, readableRecords } from './policy';

const ME = 7;
const OTHER = 8;
const as = (...roles: Role[]) => ({ id: ME, roles });

describe('coaching policy', () => {
  it.each<[Role[], number, boolean, boolean]>([
    // roles, the record's coach, read, edit
    [['coach'], ME, true, true],
    [['coach'], OTHER, false, false],
    [['admin'], OTHER, true, true],
    [['sc'], OTHER, true, false],
    [['rp'], OTHER, false, false],
  ])('a record: %j, written by user %i', (roles, coachId, read, edit) => {
    expect(can(as(...roles), 'read', { coachId })).toBe(read);
    expect(can(as(...roles), 'edit', { coachId })).toBe(edit);
  });

  it.each<[Role[], number, Role[], boolean]>([
    [['rp'], ME, ['rp'], true],
    [['participant'], ME, ['participant'], true],
    [['rp'], OTHER, ['rp'], false],
    [['coach'], OTHER, ['rp'], true],
    [['coach'], OTHER, ['coach'], true],
    [['sc'], OTHER, ['rp', 'participant'], true],
    [['admin'], OTHER, ['participant'], false],
    [['admin'], OTHER, ['sc'], false],
  ])('history: %j reads user %i holding %j', (roles, id, targetRoles, expected) => {
    expect(can(as(...roles), 'readHistory', { id, roles: targetRoles })).toBe(expected);
  });

  it.each<[Role[], { coachId?: number }]>([
    [['admin'], {}],
    [['sc'], {}],
    [['coach'], { coachId: ME }],
  ])('the archive of %j holds what read allows', (roles, expected) => {
    expect(readableRecords(as(...roles))).toEqual(expected);
  });
});
