import {
  MESSAGES,
  type RosterPlan,
  type RosterPlanApplied,
  rosterPlanAppliedSchema,
  rosterPlanChangedText,
  rosterPlanCreateBodySchema,
  rosterPlanPatchBodySchema,
} from '@app/shared';
import { i18n } from '@lingui/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLoaded } from '../../../lib/i18n/i18n';
import { allMessages } from '../../../test/catalogues';
import { api, json, refusal, withBody } from '../../../test/http';
import { expectMessage, renderRoutes } from '../../../test/render';
import { server } from '../../../test/server';
import { rosterPlansRoute } from '../routes';
import { aRosterPlan } from './test-data';

// Friday Nov 20 2026, 10:00 in Toronto: the next calendar month is December.
const NOW = new Date('2026-11-20T15:00:00.000Z');
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: NOW }));
afterEach(() => vi.useRealTimers());

const open = (at: string) => renderRoutes([rosterPlansRoute], { at });

/** Answers GET /roster_plans/5 with what `current()` holds at the time of asking. */
function planApi(current: () => RosterPlan = () => aRosterPlan()) {
  server.use(
    api.get('/roster_plans/:id', ({ params }) =>
      Number(params.id) === current().id ? json(current()) : refusal(404, 'not_found', MESSAGES.rosterPlanNotFound),
    ),
  );
}

/** Answers PATCH /roster_plans/5 with `answer`, recording each body (read with the shared contract). */
function patchApi(answer: RosterPlan) {
  const bodies: unknown[] = [];
  server.use(
    api.patch(
      '/roster_plans/:id',
      withBody(rosterPlanPatchBodySchema, (body) => {
        bodies.push(body);
        return json(answer);
      }),
    ),
  );
  return bodies;
}

const WED = 'Wed Dec 2 2026, 9:00–12:00';
const shiftRows = async () =>
  within(await screen.findByRole('table', { name: 'Shifts of the plan' })).getAllByTestId('plan-shift');
const proposalOf = (row: HTMLElement, name: string) =>
  within(row)
    .getAllByTestId('proposal')
    .find((p) => p.textContent?.includes(name)) as HTMLElement;
const isDisabled = (button: HTMLElement) => (button as HTMLButtonElement).disabled;

describe('Plan the month', () => {
  it('shows the draft per shift (who, for which place, why), the places that cannot be filled and why, and per person', async () => {
    planApi();
    open('/roster-plans/5');
    const rows = await shiftRows();
    // The fully staffed shift is left out and counted; the rest in time order.
    expect(rows).toHaveLength(2);
    const [wed, thu] = rows as [HTMLElement, HTMLElement];
    expect(within(wed).getByRole('link', { name: 'Wed Dec 2 2026' }).getAttribute('href')).toBe('/roleplayShifts/301');
    expect(wed.textContent).toContain('9:00–12:00');
    expect(wed.textContent).toContain('Customer ConversationsRoleplay');
    const proposals = within(wed).getAllByTestId('proposal');
    expect(proposals.map((p) => within(p).getByTestId('why').textContent)).toEqual([
      'Among the fewest shifts in the period',
      'Has played this course before',
      'The only one who can take it',
    ]);
    expect(proposals.map((p) => p.textContent?.split(/(?=Among|Has|The only)/)[0])).toEqual([
      'Ana Lee · Role-player',
      'Ben Okafor · Role-player',
      'Cora Quinn · Coach',
    ]);
    expect(within(wed).getByTestId('unfilled').textContent).toBe(
      '1 role-player place: Nobody qualified is available for the whole shift',
    );

    expect(within(thu).getByRole('link', { name: 'Thu Dec 3 2026' }).getAttribute('href')).toBe('/orientationShifts/302');
    expect(thu.textContent).toContain('10:00–11:00');
    expect(thu.textContent).toContain('New Hire BasicsOrientation');
    const dee = proposalOf(thu, 'Dee Marsh');
    expect(within(dee).getByTestId('why').textContent).toBe('Locked in');
    // A locked proposal is unlocked, not removed.
    within(dee).getByRole('button', { name: 'Unlock Dee Marsh, Shift coordinator, Thu Dec 3 2026, 10:00–11:00' });
    expect(within(dee).queryByRole('button', { name: /^Remove/ })).toBeNull();
    screen.getByText('1 other shift of the period is fully staffed.');

    expect(screen.getByTestId('plan-figures').textContent).toBe('4places proposed1cannot be filled4people');
    expect(screen.getByTestId('solve-time').textContent).toBe('Solved in 1.2 s, optimal');

    const unfilled = screen.getByTestId('plan-unfilled');
    within(unfilled).getByText(`${WED} · Customer Conversations`);
    expect(within(unfilled).getByTestId('unfilled').textContent).toContain('Nobody qualified is available for the whole shift');

    // Per person, busiest first: what they hold already and what the plan adds.
    const people = within(screen.getByRole('table', { name: 'People of the plan' })).getAllByTestId('plan-person');
    expect(people.map((row) => row.textContent)).toEqual([
      'Cora Quinn21Wed Dec 2 2026, 9:00',
      'Ana Lee11Wed Dec 2 2026, 9:00',
      'Ben Okafor01Wed Dec 2 2026, 9:00',
      'Dee Marsh01Thu Dec 3 2026, 10:00',
    ]);
    // The question the plan answered stays above it; people are named, never numbered.
    expect((screen.getByLabelText(/^From/) as HTMLInputElement).value).toBe('2026-12-01');
    expect((screen.getByLabelText(/^To/) as HTMLInputElement).value).toBe('2026-12-31');
    expect(document.body.textContent).not.toMatch(/User\s*#?\s*\d/);
  });

  it('asks for the next calendar month and the chosen courses, shows progress while the solver runs, then opens the draft', async () => {
    const plan = aRosterPlan({ courseIds: [7] });
    const asked: unknown[] = [];
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    planApi(() => plan);
    server.use(
      api.post(
        '/roster_plans',
        withBody(rosterPlanCreateBodySchema, async (body) => {
          asked.push(body);
          await held;
          return json(plan, 201);
        }),
      ),
      api.get('/courses', () =>
        json({ total: 1, data: [{ id: 7, name: 'Customer Conversations', clientName: 'Acme Insurance' }] }),
      ),
    );
    const { user, router } = open('/roster-plans');
    expect(screen.getByRole('heading', { name: 'Plan the month', level: 1 })).toBeDefined();
    expect((screen.getByLabelText(/^From/) as HTMLInputElement).value).toBe('2026-12-01');
    expect((screen.getByLabelText(/^To/) as HTMLInputElement).value).toBe('2026-12-31');
    await user.click(screen.getByRole('combobox', { name: 'Courses' }));
    await user.click(await screen.findByRole('option', { name: 'Customer Conversations (Acme Insurance)' }));
    await user.click(screen.getByRole('button', { name: 'Make a plan' }));

    // While the server solves: a moving bar and what is happening; the question cannot be sent twice.
    await waitFor(() => expect(asked).toHaveLength(1));
    screen.getByRole('progressbar', { name: 'Making the plan' });
    expect(screen.getByTestId('solving').textContent).toContain(MESSAGES.rosterPlanSolving);
    expect(isDisabled(screen.getByRole('button', { name: 'Make a plan' }))).toBe(true);
    expect(asked).toEqual([{ plan: { from: '2026-12-01', to: '2026-12-31', courseIds: [7] } }]);

    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/roster-plans/5'));
    expect(await shiftRows()).toHaveLength(2);
    expect(screen.queryByRole('progressbar', { name: 'Making the plan' })).toBeNull();
  });

  it('says To before From instead of asking', async () => {
    open('/roster-plans');
    fireEvent.change(screen.getByLabelText(/^To/), { target: { value: '2026-11-30' } });
    screen.getByText(MESSAGES.rosterPlanToBeforeFrom);
    expect(isDisabled(screen.getByRole('button', { name: 'Make a plan' }))).toBe(true);
    // Enter in the form sends nothing either (no POST handler is installed: a request would fail the test).
    fireEvent.submit(screen.getByRole('form', { name: 'What to plan' }));
    expect(screen.queryByTestId('solving')).toBeNull();
  });

  it('stages removals and locks until Plan again sends them, and shows the new draft', async () => {
    const plan = aRosterPlan();
    planApi(() => plan);
    const again = aRosterPlan({
      assignments: [
        { shiftId: 301, userId: 21, role: 'coach', locked: false, why: 'only_candidate' },
        { shiftId: 301, userId: 11, role: 'roleplayer', locked: true, why: 'locked' },
        { shiftId: 301, userId: 13, role: 'roleplayer', locked: false, why: 'fair_share' },
        { shiftId: 302, userId: 31, role: 'shift_coordinator', locked: true, why: 'locked' },
      ],
      people: [
        { userId: 11, name: 'Ana Lee', shifts: [301], held: 1 },
        { userId: 13, name: 'Eli Park', shifts: [301], held: 0 },
        { userId: 21, name: 'Cora Quinn', shifts: [301], held: 2 },
        { userId: 31, name: 'Dee Marsh', shifts: [302], held: 0 },
      ],
      updatedAt: '2026-11-20T15:02:00.000Z',
    });
    const patched = patchApi(again);
    const { user } = open('/roster-plans/5');
    const [wed] = (await shiftRows()) as [HTMLElement];

    await user.click(within(wed).getByRole('button', { name: `Remove Cora Quinn, Coach, ${WED}` }));
    // Undo takes a staged change back.
    expect(within(proposalOf(wed, 'Cora Quinn')).getByTestId('why').textContent).toBe('Will be removed when you plan again');
    await user.click(within(wed).getByRole('button', { name: `Undo: Cora Quinn, Coach, ${WED}` }));
    expect(within(proposalOf(wed, 'Cora Quinn')).getByTestId('why').textContent).toBe('The only one who can take it');

    await user.click(within(wed).getByRole('button', { name: `Remove Ben Okafor, Role-player, ${WED}` }));
    await user.click(within(wed).getByRole('button', { name: `Lock in Ana Lee, Role-player, ${WED}` }));
    expect(proposalOf(wed, 'Ben Okafor').getAttribute('data-staged')).toBe('remove');
    expect(within(proposalOf(wed, 'Ana Lee')).getByTestId('why').textContent).toBe('Will be locked in when you plan again');
    // Nothing is sent while changes wait for Plan again.
    screen.getByText(MESSAGES.rosterPlanPendingChanges);
    expect(isDisabled(screen.getByRole('button', { name: 'Send invitations' }))).toBe(true);
    expect(patched).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Plan again (2 changes)' }));
    await waitFor(() => expect(patched).toHaveLength(1));
    expect(patched[0]).toEqual({
      plan: {
        remove: [{ shiftId: 301, userId: 12, role: 'roleplayer' }],
        lock: [{ shiftId: 301, userId: 11, role: 'roleplayer' }],
        updatedAt: plan.updatedAt,
      },
    });
    // The new draft: Ben is gone, Eli fills his place, Ana is locked in; nothing is staged any more.
    await waitFor(() => expect(screen.queryByText('Ben Okafor')).toBeNull());
    const [wedAgain] = (await shiftRows()) as [HTMLElement];
    expect(within(proposalOf(wedAgain, 'Eli Park')).getByTestId('why').textContent).toBe('Among the fewest shifts in the period');
    expect(within(proposalOf(wedAgain, 'Ana Lee')).getByTestId('why').textContent).toBe('Locked in');
    expect(screen.queryByText(MESSAGES.rosterPlanPendingChanges)).toBeNull();
    expect(isDisabled(screen.getByRole('button', { name: 'Send invitations' }))).toBe(false);
    screen.getByRole('button', { name: 'Plan again' });
  });

  it('shows the server’s words when the facts changed since the plan, and plans again on request', async () => {
    const plan = aRosterPlan();
    planApi(() => plan);
    const changed = rosterPlanChangedText([`Ana Lee became busy on ${WED}`]);
    server.use(api.post('/roster_plans/:id/apply', () => refusal(409, 'roster_plan_changed', changed)));
    const patched = patchApi(aRosterPlan({ updatedAt: '2026-11-20T15:03:00.000Z', solveMs: 800 }));
    const { user } = open('/roster-plans/5');
    await shiftRows();

    await user.click(screen.getByRole('button', { name: 'Send invitations' }));
    const dialog = screen.getByRole('dialog', { name: 'Send the invitations?' });
    expect(dialog.textContent).toContain('4 proposals go out to 4 people');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitations' }));

    const refused = await screen.findByTestId('apply-refused');
    expect(refused.querySelector('.MuiAlert-message')?.textContent).toBe(changed);
    expect(changed).toContain('Ana Lee became busy');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(refused).getByRole('button', { name: 'Plan again' }));
    await waitFor(() => expect(patched).toEqual([{ plan: { updatedAt: plan.updatedAt } }]));
    await waitFor(() => expect(screen.getByTestId('solve-time').textContent).toBe('Solved in 0.8 s, optimal'));
    expect(screen.queryByTestId('apply-refused')).toBeNull();
  });

  it('sends the invitations after confirming, then shows the plan as sent, read only', async () => {
    let applied = false;
    planApi(() => (applied ? aRosterPlan({ status: 'applied', appliedAt: '2026-11-20T15:05:00.000Z' }) : aRosterPlan()));
    const answer: RosterPlanApplied = rosterPlanAppliedSchema.parse({
      id: 5,
      status: 'applied',
      invited: 4,
      invites: [
        { shiftId: 301, userId: 11, role: 'roleplayer', inviteId: 901 },
        { shiftId: 301, userId: 12, role: 'roleplayer', inviteId: 902 },
        { shiftId: 301, userId: 21, role: 'coach', inviteId: null },
        { shiftId: 302, userId: 31, role: 'shift_coordinator', inviteId: null },
      ],
    });
    server.use(
      api.post('/roster_plans/:id/apply', () => {
        applied = true;
        return json(answer);
      }),
    );
    const { user } = open('/roster-plans/5');
    await shiftRows();
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));
    // Cancel sends nothing.
    await user.click(
      within(screen.getByRole('dialog', { name: 'Send the invitations?' })).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(applied).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Send the invitations?' })).getByRole('button', { name: 'Send invitations' }),
    );

    await expectMessage('4 invitations sent');
    await screen.findByText(/^Invitations sent Nov 20 2026, 10:05\./);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Lock in / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send invitations' })).toBeNull();
    screen.getByRole('heading', { name: /^Plan sent/ });
  });

  it('shows a refusal to read a plan as its sentence', async () => {
    planApi();
    open('/roster-plans/6');
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.rosterPlanNotFound);
  });
  it('speaks French: the question, the draft per shift and per person, its figures, dates, numbers and a refusal', async () => {
    activateLoaded(i18n, 'fr-CA', allMessages('fr-CA'));
    planApi();
    const changed = rosterPlanChangedText([`Ana Lee became busy on ${WED}`]);
    server.use(api.post('/roster_plans/:id/apply', () => refusal(409, 'roster_plan_changed', changed)));
    const { user } = open('/roster-plans/5');
    const rows = within(await screen.findByRole('table', { name: 'Quarts du plan' })).getAllByTestId('plan-shift');
    screen.getByRole('heading', { name: 'Planifier le mois' });
    screen.getByRole('form', { name: 'Quoi planifier' });
    screen.getByRole('combobox', { name: 'Cours' });
    screen.getByRole('button', { name: 'Faire un plan' });
    const [wed, thu] = rows as [HTMLElement, HTMLElement];
    expect(within(wed).getByRole('link', { name: 'mer. 2 déc. 2026' }).getAttribute('href')).toBe('/roleplayShifts/301');
    expect(wed.textContent).toContain('Customer ConversationsJeu de rôle');
    expect(
      within(wed)
        .getAllByTestId('why')
        .map((why) => why.textContent),
    ).toEqual([
      'Parmi ceux qui ont le moins de quarts dans la période',
      'A déjà joué ce cours',
      'La seule personne qui peut le prendre',
    ]);
    within(wed).getByRole('button', { name: 'Retirer Ana Lee, Joueur de rôle, mer. 2 déc. 2026, 9:00–12:00' });
    expect(within(wed).getByTestId('unfilled').textContent).toBe(
      "1 place de joueur de rôle : Aucune personne qualifiée n'est disponible pour tout le quart",
    );
    expect(thu.textContent).toContain('New Hire BasicsOrientation');
    within(thu).getByRole('button', { name: 'Déverrouiller Dee Marsh, Coordonnateur de quart, jeu. 3 déc. 2026, 10:00–11:00' });
    screen.getByText('1 autre quart de la période est complet.');
    expect(screen.getByTestId('plan-figures').textContent).toBe('4places proposées1sans personne4personnes');
    expect(screen.getByTestId('solve-time').textContent).toBe('Résolu en 1,2 s, optimal');
    const people = within(screen.getByRole('table', { name: 'Personnes du plan' })).getAllByTestId('plan-person');
    expect(people.map((row) => row.textContent)).toEqual([
      'Cora Quinn21mer. 2 déc. 2026, 9:00',
      'Ana Lee11mer. 2 déc. 2026, 9:00',
      'Ben Okafor01mer. 2 déc. 2026, 9:00',
      'Dee Marsh01jeu. 3 déc. 2026, 10:00',
    ]);
    within(screen.getByTestId('plan-unfilled')).getByText('mer. 2 déc. 2026, 9:00–12:00 · Customer Conversations');

    await user.click(screen.getByRole('button', { name: 'Envoyer les invitations' }));
    const dialog = screen.getByRole('dialog', { name: 'Envoyer les invitations?' });
    expect(dialog.textContent).toContain(
      '4 propositions sont envoyées à 4 personnes : les joueurs de rôle sont invités par courriel',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer les invitations' }));
    // The server's English names what changed; in French the refusal says it by its code.
    const refused = await screen.findByTestId('apply-refused');
    expect(refused.querySelector('.MuiAlert-message')?.textContent).toBe(
      "Le plan n'est plus à jour : quelque chose a changé depuis qu'il a été fait. Planifiez de nouveau pour tenir compte des nouveaux faits.",
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    within(refused).getByRole('button', { name: 'Planifier de nouveau' });
    expect(document.body.textContent).not.toMatch(/Role-player|Shift coordinator|Locked in|Nobody|places proposed/);
  });
});
