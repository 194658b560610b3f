import type { Role } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { can } from './policy';

const ME = 7;
const OTHER = 8;

describe('availability policy', () => {
  it.each<[Role[], number, boolean]>([
    [['rp'], ME, true],
    [['coach'], ME, true],
    [['rp'], OTHER, false],
    [['coach'], OTHER, false],
    [['sc'], OTHER, true],
    [['admin'], OTHER, true],
  ])('manage: %j, availability of user %i', (roles, userId, expected) => {
    expect(can({ id: ME, roles }, 'manage', { userId })).toBe(expected);
  });
});
