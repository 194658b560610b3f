import { type AuditEvent, type Role, userDetailSchema } from '@app/shared';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { anAdmin, STAMP } from '../../../test/data';
import { api, json } from '../../../test/http';
import { renderRoutes } from '../../../test/render';
import { server } from '../../../test/server';
import { usersRoute } from '../routes';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

const person = (roleList: Role[]) =>
  userDetailSchema.parse({
    id: 33,
    name: 'Riley Player',
    email: 'riley@example.com',
    roleList,
    homeNumber: null,
    cellNumber: null,
    mustChangePassword: false,
    lastCoached: null,
    regApp: false,
    createdAt: STAMP,
    updatedAt: STAMP,
  });

const renamed: AuditEvent = {
  id: 5,
  at: '2026-03-01T14:00:00Z',
  actor: { id: 1, name: 'Ada Admin' },
  action: 'update',
  entity: 'user',
  entityId: 33,
  eventId: null,
  subjectUserId: 33,
  before: { name: 'Riley P', passwordHash: '[redacted]' },
  after: { name: 'Riley Player', passwordHash: '[redacted]' },
  data: null,
};

describe("a person's History tab", () => {
  it('lists the changes about them for an admin, with a link to what they did', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      api.get('/users/33', () => json(person(['participant']))),
      api.get('/audit_events', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return json({ data: [renamed], total: 1, totalExact: true });
      }),
    );
    renderRoutes([usersRoute], { at: '/users/33?tab=history', user: anAdmin() });
    const grid = await screen.findByRole('grid', { name: 'User history' });
    await within(grid).findByText('Ada Admin');
    expect(within(grid).getByText('Name:').closest('li')?.textContent).toBe('Name: Riley P →  changed to Riley Player');
    // A secret shows as changed, never its value.
    expect(within(grid).getByText('Password hash:').closest('li')?.textContent).toBe(
      'Password hash: (hidden) →  changed to (changed)',
    );
    expect(asked[0]?.get('subject_user_id')).toBe('33');
    const theirs = screen.getByRole('link', { name: 'See the changes Riley Player made' });
    expect(theirs.getAttribute('href')).toBe('/activity?actor_id=33&actor_name=Riley+Player');
  });
});
