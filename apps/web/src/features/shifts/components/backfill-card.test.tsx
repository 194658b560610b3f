import { type ShiftBackfill, shiftBackfillSchema, updateRoleplayShiftBodySchema } from '@app/shared';
import { i18n } from '@lingui/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLoaded } from '../../../lib/i18n/i18n';
import { allMessages } from '../../../test/catalogues';
import { aRolePlayer, aRoleplayShift, aStaffCandidate, STAMP, someScheduleInfo } from '../../../test/data';
import { api, json, refusal, withBody } from '../../../test/http';
import { expectMessage, renderRoutes } from '../../../test/render';
import { server } from '../../../test/server';
import { shiftRoutes } from '../routes';
import { offerWaves } from './backfill-card';

/** 'Now': Monday 16 March 2026, 11:00 in Toronto; the shift (41) starts Friday 20 March at 10:00. */
const NOW = new Date('2026-03-16T15:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

/**
 * Shift 41 was short of a role-player and a coach at its deadline (Tue 17 March 10:00 is 72 hours
 * before the start; here it has passed for the test's sake). The role-player place went to two
 * waves and Dana took it; the coach place is open, offered to one coach.
 */
const backfill = (overrides: Partial<ShiftBackfill> = {}): ShiftBackfill =>
  shiftBackfillSchema.parse({
    backfillEnabled: true,
    deadline: '2026-03-16T14:00:00.000Z',
    places: [
      {
        id: 7,
        shiftId: 41,
        role: 'roleplayer',
        reason: 'deadline',
        status: 'filled',
        openedAt: '2026-03-16T14:00:00.000Z',
        gaveUp: null,
        filledBy: { id: 36, name: 'Dana Player' },
        filledAt: '2026-03-16T16:20:00.000Z',
        offers: [
          { user: { id: 34, name: 'Rowan Player' }, wave: 1, offeredAt: '2026-03-16T14:00:00.000Z' },
          { user: { id: 35, name: 'Kim Player' }, wave: 1, offeredAt: '2026-03-16T14:00:00.000Z' },
          { user: { id: 36, name: 'Dana Player' }, wave: 2, offeredAt: '2026-03-16T16:00:00.000Z' },
        ],
      },
      {
        id: 8,
        shiftId: 41,
        role: 'coach',
        reason: 'late_give_up',
        status: 'open',
        openedAt: '2026-03-16T14:30:00.000Z',
        gaveUp: { id: 32, name: 'Casey Coach' },
        filledBy: null,
        filledAt: null,
        offers: [{ user: { id: 37, name: 'Noor Coach' }, wave: 1, offeredAt: '2026-03-16T14:30:00.000Z' }],
      },
    ],
    ...overrides,
  });

/** The shift page's own requests for a manager, the backfill as `current()` has it, and Stop/Restart recorded. */
function pageApi(initial: ShiftBackfill, answer?: (action: string) => Response) {
  let current = initial;
  const posts: string[] = [];
  const patches: unknown[] = [];
  server.use(
    api.get('/roleplay_shifts/41', () => json(aRoleplayShift())),
    api.patch(
      '/roleplay_shifts/41',
      withBody(updateRoleplayShiftBodySchema, (body) => {
        patches.push(body);
        return json(aRoleplayShift({ answerByHoursBeforeStart: body.roleplayShift.answerByHoursBeforeStart ?? 72 }));
      }),
    ),
    api.get('/course_events/41/resource_links', () => json([])),
    api.get('/events/41/rooms', () => json([])),
    api.get('/shift_coaches', () => json([aStaffCandidate()])),
    api.get('/shift_coordinators', () => json([])),
    api.get('/roleplay_shifts/41/participant_schedule', () => json(someScheduleInfo())),
    api.get('/shifts/41/backfill', () => json(current)),
    api.post('/shifts/41/backfill/:action', ({ params }) => {
      const action = String(params.action);
      posts.push(action);
      const refused = answer?.(action);
      if (refused) return refused;
      current = {
        ...current,
        backfillEnabled: action === 'restart',
        places: current.places.map((p) =>
          p.status === 'open' && action === 'stop'
            ? { ...p, status: 'stopped' }
            : p.status === 'stopped' && action === 'restart'
              ? { ...p, status: 'open' }
              : p,
        ),
      };
      return json(current);
    }),
  );
  return { posts, patches };
}

const card = () => screen.findByRole('region', { name: 'Open places' });
const places = (region: HTMLElement) => within(region).getAllByTestId('backfill-place');

describe('the open places card', () => {
  it('groups a place’s offers by wave, in wave order', () => {
    expect(offerWaves(backfill().places[0]?.offers ?? [])).toEqual([
      { wave: 1, offeredAt: '2026-03-16T14:00:00.000Z', people: ['Rowan Player', 'Kim Player'] },
      { wave: 2, offeredAt: '2026-03-16T16:00:00.000Z', people: ['Dana Player'] },
    ]);
  });

  it('shows a manager each place: its role, why it opened, its status, the waves of offers and who took it', async () => {
    pageApi(backfill());
    renderRoutes(shiftRoutes, { at: '/roleplayShifts/41' });

    const region = await card();
    await within(region).findAllByTestId('backfill-place');
    expect(within(region).getByTestId('backfill-state').textContent).toBe(
      'Automatic backfill is on · Deadline passed Mon Mar 16 2026, 10:00',
    );
    const [rp, coach] = places(region) as [HTMLElement, HTMLElement];
    expect(rp.getAttribute('aria-label')).toBe('Role-player place, Filled');
    expect(rp.textContent).toContain('Short at the deadline · opened Mar 16 2026, 10:00');
    expect(
      within(rp)
        .getAllByTestId('backfill-wave')
        .map((w) => w.textContent),
    ).toEqual(['Wave 1 · Mar 16 2026, 10:00: Rowan Player, Kim Player', 'Wave 2 · Mar 16 2026, 12:00: Dana Player']);
    expect(within(rp).getByTestId('backfill-taken').textContent).toBe('Taken by Dana Player, Mar 16 2026, 12:20');

    expect(coach.getAttribute('aria-label')).toBe('Coach place, Open');
    expect(coach.textContent).toContain('Given up late by Casey Coach');
    expect(within(coach).queryByTestId('backfill-taken')).toBeNull();
    expect(
      within(coach)
        .getAllByTestId('backfill-wave')
        .map((w) => w.textContent),
    ).toEqual(['Wave 1 · Mar 16 2026, 10:30: Noor Coach']);
  });

  it('stops only after asking, then offers Restart, which turns it on again', async () => {
    const { posts } = pageApi(backfill());
    const { user } = renderRoutes(shiftRoutes, { at: '/roleplayShifts/41' });
    const region = await card();

    await user.click(await within(region).findByRole('button', { name: 'Stop backfill' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop backfill?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts).toEqual([]);

    await user.click(within(region).getByRole('button', { name: 'Stop backfill' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Stop backfill' }));
    await expectMessage('Backfill stopped');
    expect(posts).toEqual(['stop']);
    await waitFor(() =>
      expect(within(region).getByTestId('backfill-state').textContent).toMatch(/^Automatic backfill is stopped/),
    );
    expect(places(region)[1]?.getAttribute('aria-label')).toBe('Coach place, Stopped');

    // Once the question has closed, the page is reachable again.
    await user.click(await within(region).findByRole('button', { name: 'Restart backfill' }));
    await expectMessage('Backfill restarted');
    expect(posts).toEqual(['stop', 'restart']);
    await within(region).findByRole('button', { name: 'Stop backfill' });
    expect(places(region)[1]?.getAttribute('aria-label')).toBe('Coach place, Open');
  });

  it('says why Stop failed and keeps the card as it was', async () => {
    const { posts } = pageApi(backfill(), () => refusal(403, 'forbidden', 'You may not manage this shift'));
    const { user } = renderRoutes(shiftRoutes, { at: '/roleplayShifts/41' });
    const region = await card();

    await user.click(await within(region).findByRole('button', { name: 'Stop backfill' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Stop backfill' }));
    await expectMessage('You may not manage this shift');
    expect(posts).toEqual(['stop']);
    expect(within(region).getByTestId('backfill-state').textContent).toMatch(/^Automatic backfill is on/);
  });

  it('says what will happen when no place is open yet', async () => {
    pageApi(backfill({ places: [], deadline: '2026-03-17T14:00:00.000Z' }));
    renderRoutes(shiftRoutes, { at: '/roleplayShifts/41' });
    const region = await card();
    await within(region).findByText(/No place is open\. If the shift is still short of people at its deadline/);
    expect(within(region).getByTestId('backfill-state').textContent).toBe(
      'Automatic backfill is on · Deadline Tue Mar 17 2026, 10:00',
    );
  });

  it('saves the hours before the start by which invitations are answered, naming the field when out of range', async () => {
    const { patches } = pageApi(backfill());
    const { user } = renderRoutes(shiftRoutes, { at: '/roleplayShifts/41' });
    const region = await card();
    const hours = within(region).getByRole('spinbutton', { name: 'Answer by (hours before the start)' });
    expect(hours).toHaveProperty('value', '72');

    await user.clear(hours);
    await user.type(hours, '800');
    await user.click(within(region).getByRole('button', { name: 'Save deadline' }));
    await within(region).findByText('Answer by (hours before the start) must be at most 720');
    expect(patches).toEqual([]);

    await user.clear(hours);
    await user.type(hours, '24');
    await user.click(within(region).getByRole('button', { name: 'Save deadline' }));
    await expectMessage('Deadline saved');
    expect(patches).toEqual([{ roleplayShift: { answerByHoursBeforeStart: 24, updatedAt: STAMP } }]);
  });

  it('names the hours field in French, in its label and in its refusal (issue 40)', async () => {
    activateLoaded(i18n, 'fr-CA', allMessages('fr-CA'));
    const { patches } = pageApi(backfill());
    const { user } = renderRoutes(shiftRoutes, { at: '/roleplayShifts/41' });
    const region = await screen.findByRole('region', { name: 'Places libres' });
    const hours = within(region).getByRole('spinbutton', { name: 'Réponse attendue (heures avant le début)' });
    await user.clear(hours);
    await user.type(hours, '800');
    await user.click(within(region).getByRole('button', { name: "Enregistrer l'échéance" }));
    await within(region).findByText(/^Réponse attendue \(heures avant le début\) .*720/);
    expect(region.textContent).not.toContain('Answer by');
    expect(patches).toEqual([]);
  });

  it('is not shown to a role-player', async () => {
    server.use(
      api.get('/roleplay_shifts/41', () => json(aRoleplayShift())),
      api.get('/course_events/41/resource_links', () => json([])),
    );
    renderRoutes(shiftRoutes, { at: '/roleplayShifts/41', user: aRolePlayer() });
    await screen.findByRole('heading', { level: 1 });
    await screen.findByRole('region', { name: 'Attendance' });
    expect(screen.queryByRole('region', { name: 'Open places' })).toBeNull();
  });
});
