import type { Role } from '@app/shared/roles';
import { describe, expect, it } from 'vitest';
import { navItemsFor, navLabel, navPath } from './navigation';

const menu = (...roles: Role[]) => navItemsFor(roles).map((item) => navLabel(item, roles));

describe('the side menu, from the permission table', () => {
  it('gives staff who do not manage My profile and their colleagues, never the whole directory', () => {
    expect(menu('rp')).toEqual(['Dashboard', 'My shifts', 'Colleagues', 'My profile']);
    expect(menu('coach')).toEqual(['Dashboard', 'My shifts', 'Colleagues', 'My profile', 'Archived']);
    expect(menu('participant')).toEqual(['Dashboard', 'My profile']);
  });

  it('keeps Users for managers, who reach their own page from the top bar', () => {
    expect(menu('sc')).toEqual([
      'Dashboard',
      'My shifts',
      'Clients',
      'Courses',
      'Plan the month',
      'Users',
      'Rooms',
      'Reports',
      'Archived',
    ]);
    expect(menu('admin')).toContain('Users');
    expect(menu('admin')).not.toContain('My profile');
  });

  it("leads My profile to the viewer's own page", () => {
    const profile = navItemsFor(['rp']).find((item) => item.label === 'My profile');
    expect(profile && navPath(profile, { id: 42 })).toBe('/users/42');
  });
});
