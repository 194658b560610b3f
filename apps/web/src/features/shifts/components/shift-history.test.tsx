import type { AuditEvent } from '@app/shared';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { anAdmin, aResourceLink, aRolePlayer, aRoleplayShift } from '../../../test/data';
import { api, json } from '../../../test/http';
import { renderRoutes } from '../../../test/render';
import { server } from '../../../test/server';
import { shiftRoutes } from '../routes';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

const moved: AuditEvent = {
  id: 9,
  at: '2026-03-01T14:00:00Z',
  actor: { id: 6, name: 'Sam Coordinator' },
  action: 'invite_accept',
  entity: 'event_invite',
  entityId: 77,
  eventId: 41,
  subjectUserId: 33,
  before: { status: 'invited' },
  after: { status: 'accepted' },
  data: null,
};

function serveShift() {
  const asked: string[] = [];
  server.use(
    api.get('/roleplay_shifts/41', () => json(aRoleplayShift())),
    api.get('/course_events/41/resource_links', () => json([aResourceLink()])),
    api.get('/events/41/audit_events', ({ request }) => {
      asked.push(new URL(request.url).search);
      return json({ data: [moved], total: 1, totalExact: true });
    }),
  );
  return asked;
}

describe("a shift's History tab", () => {
  it('shows managers the changes to the shift and its invites, before → after', async () => {
    const asked = serveShift();
    renderRoutes(shiftRoutes, { at: '/roleplayShifts/41?tab=history', user: anAdmin() });
    const tabs = await screen.findByRole('tablist', { name: 'Shift page' });
    expect(within(tabs).getByRole('tab', { name: 'History' }).getAttribute('aria-selected')).toBe('true');
    const grid = await screen.findByRole('grid', { name: 'Shift history' });
    await within(grid).findByText('Sam Coordinator');
    within(grid).getByText('Invite accept');
    within(grid).getByText('Invite #77');
    expect(within(grid).getByText('Status:').closest('li')?.textContent).toBe('Status: Invited →  changed to Accepted');
    expect(asked[0]).toContain('page=1');
  });

  it('is not offered to a role-player, who sees the shift itself', async () => {
    const asked = serveShift();
    renderRoutes(shiftRoutes, { at: '/roleplayShifts/41?tab=history', user: aRolePlayer() });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('tablist', { name: 'Shift page' })).toBeNull();
    expect(asked).toEqual([]);
  });
});
