import {
  backfillTakeResultSchema,
  type CalendarShift,
  courseEventsQuerySchema,
  MESSAGES,
  type Me,
  type MyBackfillOffer,
  myBackfillOfferSchema,
  myBackfillOffersSchema,
  validationDetails,
} from '@app/shared';
import { i18n } from '@lingui/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLoaded } from '../../../lib/i18n/i18n';
import { allMessages } from '../../../test/catalogues';
import {
  aCalendarShift,
  aCall,
  aCallSlot,
  anEventInvite,
  aParticipantSlot,
  aRolePlayer,
  someShiftCalls,
} from '../../../test/data';
import { api, badRequest, conflict, json, refusal } from '../../../test/http';
import { expectMessage, renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { MyShiftsPage } from './my-shifts-page';

/** 'Now' in these tests: Friday 20 March 2026, 10:05 in Toronto (14:05 UTC). */
const NOW = new Date('2026-03-20T14:05:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

const invited = () =>
  aCalendarShift({
    id: 50,
    begins: '2026-03-24T14:00:00.000Z',
    ends: '2026-03-24T16:00:00.000Z',
    myStatus: 'invited',
    myInviteId: 301,
    courseName: 'Invited Course',
  });
const accepted = () =>
  aCalendarShift({
    id: 51,
    type: 'live',
    begins: '2026-03-26T14:00:00.000Z',
    ends: '2026-03-26T15:00:00.000Z',
    myStatus: 'accepted',
    myInviteId: 302,
    courseName: 'Accepted Course',
  });
const offered = () =>
  aCalendarShift({
    id: 52,
    begins: '2026-03-27T14:00:00.000Z',
    ends: '2026-03-27T15:00:00.000Z',
    swapInviteId: 303,
    courseName: 'Offered Course',
  });
/** Somebody else's shift in a manager's feed, and a shift of the viewer's that ended this morning. */
const othersShift = () => aCalendarShift({ id: 53, courseName: 'Not Mine Course' });
const ended = () =>
  aCalendarShift({
    id: 54,
    begins: '2026-03-20T11:00:00.000Z',
    ends: '2026-03-20T12:00:00.000Z',
    myStatus: 'accepted',
    myInviteId: 304,
    courseName: 'Ended Course',
  });

/** GET /course_events answers `shifts()` for a range read with the shared contract; each range is kept. */
function feedApi(shifts: () => CalendarShift[]) {
  const ranges: Array<Record<string, string>> = [];
  server.use(
    api.get('/course_events', ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      const parsed = courseEventsQuerySchema.safeParse(query);
      if (!parsed.success) return badRequest(validationDetails(parsed.error.issues, { root: 'query' }));
      ranges.push(query);
      return json(shifts());
    }),
  );
  return { ranges };
}

const renderPage = (user: Me = aRolePlayer()) => renderWithProviders(<MyShiftsPage />, { user, path: '/my-shifts' });
const section = (name: RegExp | string) => screen.findByRole('region', { name });
const cardsIn = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('article')
    .map((a) => a.getAttribute('aria-label'));

describe('My shifts', () => {
  it('sorts the viewer’s own rows into invitations, open shifts and next shifts, from the start of today', async () => {
    const { ranges } = feedApi(() => [offered(), accepted(), invited(), othersShift(), ended()]);
    renderPage();

    const invites = await section(/Waiting for your answer/);
    expect(cardsIn(invites)).toEqual([expect.stringContaining('Invited Course')]);
    expect(within(invites).getByRole('article').textContent).toContain('Tue Mar 24 2026');
    expect(cardsIn(await section(/Open shifts you may take/))).toEqual([expect.stringContaining('Offered Course')]);
    expect(cardsIn(await section('Next shifts'))).toEqual([expect.stringContaining('Live shift, Accepted Course')]);
    expect(screen.queryByText('Not Mine Course')).toBeNull();
    expect(screen.queryByText('Ended Course')).toBeNull();
    // From midnight in the business zone, six weeks ahead.
    expect(ranges[0]).toEqual({ start_time: '2026-03-20T04:00:00.000Z', end_time: '2026-05-01T04:00:00.000Z' });
    // Each shift links to its page.
    expect(within(invites).getByRole('link', { name: 'Invited Course' }).getAttribute('href')).toBe('/roleplayShifts/50');
  });

  it('accepts an invitation with one tap and shows it among the next shifts', async () => {
    let answered = false;
    const accepts: string[] = [];
    feedApi(() => (answered ? [{ ...invited(), myStatus: 'accepted' }] : [invited()]));
    server.use(
      api.put('/role_players/accept_event/:id', ({ params }) => {
        accepts.push(String(params.id));
        answered = true;
        return json(anEventInvite({ id: 301, status: 'accepted', eventId: 50 }));
      }),
    );
    const { user } = renderPage();

    const invites = await section(/Waiting for your answer/);
    await user.click(within(invites).getByRole('button', { name: 'Accept' }));

    await expectMessage('Shift accepted');
    expect(accepts).toEqual(['301']);
    const next = await section('Next shifts');
    await waitFor(() => expect(cardsIn(next)).toEqual([expect.stringContaining('Invited Course')]));
    within(await section(/Waiting for your answer/)).getByText('No invitations wait for an answer.');
  });

  it('declines only after asking, and sends nothing when the question is cancelled', async () => {
    const rejects: string[] = [];
    feedApi(() => [invited()]);
    server.use(
      api.put('/role_players/reject_event/:id', ({ params }) => {
        rejects.push(String(params.id));
        return json(anEventInvite({ id: 301, status: 'rejected', eventId: 50 }));
      }),
    );
    const { user } = renderPage();
    const invites = await section(/Waiting for your answer/);

    await user.click(within(invites).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this shift?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rejects).toEqual([]);

    await user.click(within(invites).getByRole('button', { name: 'Decline' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Decline' }));
    await expectMessage('Shift declined');
    expect(rejects).toEqual(['301']);
  });

  it('takes an open shift with one tap, and says so when somebody else took it first', async () => {
    const takes: string[] = [];
    feedApi(() => [offered()]);
    server.use(
      api.put('/role_players/accept_swap_event/:id', ({ params }) => {
        takes.push(String(params.id));
        return takes.length === 1 ? json(anEventInvite({ id: 303, eventId: 52 })) : conflict('This shift has already been taken');
      }),
    );
    const { user } = renderPage();
    const offers = await section(/Open shifts you may take/);

    await user.click(within(offers).getByRole('button', { name: 'Take' }));
    await expectMessage('The shift is now yours');
    await user.click(within(offers).getByRole('button', { name: 'Take' }));
    await expectMessage('This shift has already been taken');
    expect(takes).toEqual(['303', '303']);
  });

  describe("today's calls", () => {
    // Today's roleplay shift: the viewer (33) plays Opening in the first call; another role-player
    // (34) plays in the second. The calls are 20 minutes, at 10:00 and 10:20 in Toronto.
    const today = () =>
      aCalendarShift({
        id: 41,
        begins: '2026-03-20T14:00:00.000Z',
        ends: '2026-03-20T16:00:00.000Z',
        myStatus: 'accepted',
        myInviteId: 305,
        courseName: 'Today Course',
      });
    const day = () =>
      someShiftCalls({
        permissions: { manage: false, viewResults: false },
        candidates: null,
        blocks: [
          {
            blockNumber: 0,
            startTime: '2026-03-20T14:00:00.000Z',
            calls: [
              aCall({
                id: 701,
                joinUrl: 'https://meet.example.com/701',
                callSlots: [
                  aCallSlot({ id: 1, callId: 701, scenarioComponentId: 61, userId: 33, user: { id: 33, name: 'Riley Player' } }),
                ],
                participantSlots: [aParticipantSlot({ id: 9, callId: 701 })],
              }),
            ],
          },
          {
            blockNumber: 1,
            startTime: '2026-03-20T14:20:00.000Z',
            calls: [
              aCall({
                id: 702,
                blockNumber: 1,
                joinUrl: 'https://meet.example.com/702',
                callSlots: [
                  aCallSlot({ id: 2, callId: 702, scenarioComponentId: 61, userId: 34, user: { id: 34, name: 'Robin Actor' } }),
                ],
              }),
            ],
          },
        ],
      });

    it('shows the role-player the calls they play in, with Join open now, and the skills list to fill in', async () => {
      feedApi(() => [today()]);
      server.use(api.get('/roleplay_shifts/:id/calls', ({ params }) => (params.id === '41' ? json(day()) : json({}, 404))));
      renderPage();

      const calls = await section("Today's calls");
      const card = await within(calls).findByRole('article');
      expect(card.getAttribute('aria-label')).toBe('Call 10:00–10:20, Today Course');
      expect(card.textContent).toContain('You play Opening');
      expect(
        within(card)
          .getByRole('link', { name: /Join meeting/ })
          .getAttribute('href'),
      ).toBe('https://meet.example.com/701');
      const forms = await section(/Waiting for you \(1\)/);
      expect(
        within(forms)
          .getByRole('link', { name: /Skills list/ })
          .getAttribute('href'),
      ).toBe('/roleplayShifts/41/participantSkillsList/701');
    });

    it('shows a coach every call of the day, Join not yet open for the later one, and a coaching form per role-player', async () => {
      feedApi(() => [today()]);
      server.use(api.get('/roleplay_shifts/:id/calls', () => json(day())));
      renderPage(aRolePlayer({ id: 40, name: 'Casey Coach', roleList: ['coach'] }));

      const calls = await section("Today's calls");
      await waitFor(() => expect(within(calls).getAllByRole('article')).toHaveLength(2));
      const [first, second] = within(calls).getAllByRole('article') as [HTMLElement, HTMLElement];
      expect(first.textContent).toContain('Role-players: Riley Player');
      expect((within(second).getByRole('button', { name: /Join meeting/ }) as HTMLButtonElement).disabled).toBe(true);
      expect(second.textContent).toContain('Opens at 10:10');
      const forms = await section(/Waiting for you \(2\)/);
      expect(
        within(forms)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual(['/roleplayers/33/calls/701/coachingForm', '/roleplayers/34/calls/702/coachingForm']);
    });
  });
});

describe('My shifts: answer-by times and places offered by backfill', () => {
  // Now is Friday 20 March 2026, 10:05 in Toronto.
  const soon = () => ({ ...invited(), answerBy: '2026-03-21T13:00:00.000Z' });
  const later = () =>
    aCalendarShift({
      id: 55,
      begins: '2026-03-31T14:00:00.000Z',
      ends: '2026-03-31T16:00:00.000Z',
      myStatus: 'invited',
      myInviteId: 306,
      courseName: 'Later Course',
      answerBy: '2026-03-23T14:00:00.000Z',
    });
  const place = (overrides: Partial<MyBackfillOffer> = {}): MyBackfillOffer =>
    myBackfillOfferSchema.parse({
      placeId: 9,
      shiftId: 60,
      role: 'roleplayer',
      courseName: 'Short Course',
      clientName: 'Acme Insurance',
      begins: '2026-03-25T14:00:00.000Z',
      ends: '2026-03-25T16:00:00.000Z',
      offeredAt: '2026-03-20T13:00:00.000Z',
      ...overrides,
    });
  /** GET /backfill_offers answers `offers()`; each POST …/take is recorded and answered by `take`. */
  function placesApi(offers: () => MyBackfillOffer[], take: (placeId: string) => Response) {
    const takes: string[] = [];
    server.use(
      api.get('/backfill_offers', () => json(myBackfillOffersSchema.parse({ offers: offers() }))),
      api.post('/backfill_places/:id/take', ({ params }) => {
        takes.push(String(params.id));
        return take(String(params.id));
      }),
    );
    return { takes };
  }

  it('shows when each invitation must be answered by, highlighting the one due within a day', async () => {
    feedApi(() => [later(), soon()]);
    renderPage();
    const invites = await section(/Waiting for your answer \(2\)/);
    const [first, second] = within(invites).getAllByRole('article') as [HTMLElement, HTMLElement];
    expect(within(first).getByTestId('answer-by').textContent).toBe('Answer by Sat Mar 21 2026, 9:00');
    expect(within(first).getByTestId('answer-by').getAttribute('data-soon')).toBe('true');
    expect(within(second).getByTestId('answer-by').textContent).toBe('Answer by Mon Mar 23 2026, 10:00');
    expect(within(second).getByTestId('answer-by').getAttribute('data-soon')).toBeNull();
  });

  it('lists a place offered to the viewer with the shift swaps, by start, and takes it with one tap', async () => {
    let taken = false;
    feedApi(() =>
      taken
        ? [
            offered(),
            aCalendarShift({
              id: 60,
              courseName: 'Short Course',
              begins: '2026-03-25T14:00:00.000Z',
              ends: '2026-03-25T16:00:00.000Z',
              myStatus: 'accepted',
              myInviteId: 400,
            }),
          ]
        : [offered()],
    );
    const { takes } = placesApi(
      () => (taken ? [] : [place()]),
      () => {
        taken = true;
        return json(backfillTakeResultSchema.parse({ shiftId: 60 }));
      },
    );
    const { user } = renderPage();

    const open = await section(/Open shifts you may take \(2\)/);
    expect(cardsIn(open)).toEqual([
      'Role-player needed, Short Course, Wed Mar 25 2026, 10:00–12:00',
      expect.stringContaining('Offered Course'),
    ]);
    await user.click(within(within(open).getAllByRole('article')[0] as HTMLElement).getByRole('button', { name: 'Take' }));

    await expectMessage('The place is now yours');
    expect(takes).toEqual(['9']);
    // Read again: the place is gone from the offers and the shift is among the next shifts.
    await waitFor(async () => expect(cardsIn(await section('Next shifts'))).toEqual([expect.stringContaining('Short Course')]));
    expect(cardsIn(await section(/Open shifts you may take \(1\)/))).toEqual([expect.stringContaining('Offered Course')]);
  });

  it('says somebody took the place first and removes it from the list', async () => {
    feedApi(() => []);
    // Somebody else has taken place 9 already: the server no longer offers it once asked again.
    let gone = false;
    const { takes } = placesApi(
      () => [
        ...(gone ? [] : [place()]),
        place({
          placeId: 10,
          role: 'coach',
          courseName: 'Other Course',
          begins: '2026-03-26T14:00:00.000Z',
          ends: '2026-03-26T15:00:00.000Z',
        }),
      ],
      () => {
        gone = true;
        return refusal(409, 'backfill_taken', MESSAGES.backfillTaken);
      },
    );
    const { user } = renderPage();
    const open = await section(/Open shifts you may take \(2\)/);

    await user.click(within(within(open).getAllByRole('article')[0] as HTMLElement).getByRole('button', { name: 'Take' }));

    await expectMessage('Somebody took this place first.');
    expect(takes).toEqual(['9']);
    await waitFor(() => expect(cardsIn(open)).toEqual(['Coach needed, Other Course, Thu Mar 26 2026, 10:00–11:00']));
  });
});

describe('My shifts in French (issue 40)', () => {
  beforeEach(() => activateLoaded(i18n, 'fr-CA', allMessages('fr-CA')));

  it('reads French, its dates too, and says a refusal by its code in French', async () => {
    const takes: string[] = [];
    feedApi(() => [invited(), offered(), accepted()]);
    server.use(
      api.put('/role_players/accept_swap_event/:id', ({ params }) => {
        takes.push(String(params.id));
        return refusal(409, 'swap_taken', 'This shift has already been taken by someone else');
      }),
    );
    const { user } = renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Mes quarts' })).toBeDefined();
    const invites = await section(/En attente de votre réponse/);
    expect(within(invites).getByRole('article').textContent).toContain('mar. 24 mars 2026, 10:00–12:00');
    within(invites).getByRole('button', { name: 'Accepter' });
    within(invites).getByRole('button', { name: 'Refuser' });
    expect(cardsIn(await section('Prochains quarts'))).toEqual([expect.stringContaining('Quart en direct, Accepted Course')]);
    expect(screen.getByTestId('time-zone-caption').textContent).toBe("Les heures sont à l'heure de America/Toronto");

    await user.click(within(await section(/Quarts libres que vous pouvez prendre/)).getByRole('button', { name: 'Prendre' }));
    await expectMessage("Quelqu'un d'autre a déjà pris ce quart");
    expect(takes).toEqual(['303']);
  });
});
