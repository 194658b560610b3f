import { describe, expect, it } from 'vitest';
import { landingPath } from './landing';

describe('where sign-in leads', () => {
  it('opens My shifts for a role-player, coach or coordinator on a phone', () => {
    expect(landingPath('/', ['rp'], true)).toBe('/my-shifts');
    expect(landingPath('/', ['coach'], true)).toBe('/my-shifts');
    expect(landingPath('/', ['sc'], true)).toBe('/my-shifts');
    expect(landingPath('/', ['admin', 'rp'], true)).toBe('/my-shifts');
  });

  it('keeps the dashboard on a wider screen, and for an admin or a participant on a phone', () => {
    expect(landingPath('/', ['rp'], false)).toBe('/');
    expect(landingPath('/', ['admin'], true)).toBe('/');
    expect(landingPath('/', ['participant'], true)).toBe('/');
  });

  it('returns to the page the user was sent away from', () => {
    expect(landingPath('/roleplayShifts/4', ['rp'], true)).toBe('/roleplayShifts/4');
  });
});
