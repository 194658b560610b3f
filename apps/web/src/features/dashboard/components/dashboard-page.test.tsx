import {
  type Availability,
  availabilitySchema,
  type CalendarShift,
  courseEventsQuerySchema,
  holidaysQuerySchema,
  type LiveChange,
  MESSAGES,
  type Me,
  validationDetails,
} from '@app/shared';
import { i18n } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keysToRefresh } from '../../../app/live-updates';
import { activateLoaded } from '../../../lib/i18n/i18n';
import { queryClient as appQueryClient } from '../../../lib/query-client';
import { allMessages } from '../../../test/catalogues';
import { aCalendarShift, anAdmin, anEventInvite, aRolePlayer } from '../../../test/data';
import { api, badRequest, json, refusal, serverError } from '../../../test/http';
import { expectMessage, renderWithProviders, testQueryClient } from '../../../test/render';
import { server } from '../../../test/server';
import { prefetchDashboard } from '../api/prefetch-dashboard';
import { DashboardPage } from './dashboard-page';

/**
 * The machine's 'now' in these tests: Monday 2 March 2026, 10:00 in Toronto. The calendar opens on
 * the week of Monday 2 March (weeks start on Monday); its List view is the month of March (daylight
 * saving starts on Sunday the 8th).
 */
const NOW = new Date('2026-03-02T15:00:00.000Z');
const WEEK = { start_time: '2026-03-02T00:00:00-05:00', end_time: '2026-03-09T00:00:00-04:00' };
const MONTH = { start_time: '2026-03-01T00:00:00-05:00', end_time: '2026-04-01T00:00:00-04:00' };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

/** An invitation still open, one accepted shift and a shift offered to the viewer for swap, all in March. */
const invited = () => aCalendarShift({ myStatus: 'invited', myInviteId: 301 });
const accepted = () =>
  aCalendarShift({
    id: 42,
    type: 'training',
    begins: '2026-03-24T13:00:00.000Z',
    ends: '2026-03-24T14:30:00.000Z',
    courseName: 'Active Listening',
    clientName: 'Birch Health',
    cohortName: null,
    myStatus: 'accepted',
    myInviteId: 302,
  });
const offered = () =>
  aCalendarShift({ id: 43, begins: '2026-03-27T14:00:00.000Z', ends: '2026-03-27T15:00:00.000Z', swapInviteId: 303 });

/**
 * Serves the calendar's feeds: GET /course_events answers `shifts()` (the test changes them as the
 * server would) for a range read with the shared contract, recording each range asked; no holidays;
 * the viewer's availability is `availabilities()`, none unless given.
 */
function calendarApi(shifts: () => CalendarShift[] | Response, availabilities: () => Availability[] = () => []) {
  const ranges: Array<Record<string, string>> = [];
  const holidays: Array<Record<string, string>> = [];
  const availability: Array<Record<string, string>> = [];
  server.use(
    api.get('/course_events', ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      const parsed = courseEventsQuerySchema.safeParse(query);
      if (!parsed.success) return badRequest(validationDetails(parsed.error.issues, { root: 'query' }));
      ranges.push(query);
      const answer = shifts();
      return answer instanceof Response ? answer : json(answer);
    }),
    api.get('/holidays', ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      const parsed = holidaysQuerySchema.safeParse(query);
      if (!parsed.success) return badRequest(validationDetails(parsed.error.issues, { root: 'query' }));
      holidays.push(query);
      return json([]);
    }),
    api.get('/users/:id/user_availabilities', ({ request }) => {
      availability.push(Object.fromEntries(new URL(request.url).searchParams));
      return json(availabilities());
    }),
  );
  return { ranges, holidays, availability };
}

const renderDashboard = (user: Me = aRolePlayer(), queryClient?: QueryClient) =>
  renderWithProviders(<DashboardPage />, { user, queryClient });

/** The calendar's shift items, each as its text. */
const shownShifts = () => screen.queryAllByTestId('calendar-shift').map((el) => el.textContent);

/** Opens the month's list, as a user does with the List button. */
async function openMonthList(user: ReturnType<typeof renderDashboard>['user'], ranges: Array<Record<string, string>>) {
  await waitFor(() => expect(ranges).toEqual([WEEK]));
  await user.click(screen.getByRole('button', { name: 'List' }));
  await waitFor(() => expect(ranges).toEqual([WEEK, MONTH]));
  await waitFor(() => expect(shownShifts()).toHaveLength(3));
}

describe('the dashboard calendar', () => {
  it("asks for the visible range only and lists the month's shifts, the viewer's invitation still to answer marked", async () => {
    const { ranges } = calendarApi(() => [invited(), accepted(), offered()]);
    const { user } = renderDashboard();

    await screen.findByText('Your shifts and the shifts offered to you', { exact: false });
    // The week of 1 March holds none of them.
    await waitFor(() => expect(ranges).toEqual([WEEK]));
    expect(shownShifts()).toEqual([]);

    await openMonthList(user, ranges);
    screen.getByRole('heading', { name: 'March 2026' });
    expect(shownShifts()).toEqual([
      // 14:00 UTC is 10:00 in Toronto (daylight saving time from 8 March).
      '10:00–11:00Negotiation Skills · Spring groupAcme Insurance · RoleplayTentative – please respond',
      '9:00–10:30Active ListeningBirch Health · Orientation',
      `10:00–11:00${MESSAGES.shiftAvailable}Negotiation Skills · Acme Insurance`,
    ]);
  });

  it("opens a clicked shift's dialog, whose title links to the shift page", async () => {
    const { ranges } = calendarApi(() => [invited(), accepted(), offered()]);
    const { user } = renderDashboard();
    await openMonthList(user, ranges);

    await user.click(screen.getByText('Active Listening'));
    const dialog = await screen.findByRole('dialog', { name: 'Orientation shift' });
    within(dialog).getByText('Birch Health');
    within(dialog).getByText('Tue Mar 24 2026');
    within(dialog).getByText('9:00–10:30');
    within(dialog).getByText('You are scheduled for this shift.');
    expect(within(dialog).getByRole('link', { name: 'Open shift page' }).getAttribute('href')).toBe('/orientationShifts/42');

    await user.click(within(dialog).getByRole('link', { name: 'Orientation shift' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/orientationShifts/42');
  });

  it("opens a listed shift's dialog from the keyboard: its title is a button reached with Tab", async () => {
    const { ranges } = calendarApi(() => [invited(), accepted(), offered()]);
    const { user } = renderDashboard();
    await openMonthList(user, ranges);

    const title = screen.getByRole('button', { name: 'Active Listening' });
    title.focus();
    expect(title.tabIndex).toBe(0);
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Orientation shift' });
    within(dialog).getByText('You are scheduled for this shift.');
  });

  it("shows a participant their roleplay session at their call's time and their live shift; a click opens the shift page", async () => {
    const session = () =>
      aCalendarShift({
        id: 77,
        begins: '2026-03-05T14:00:00.000Z',
        ends: '2026-03-05T19:00:00.000Z',
        courseName: 'Handling Objections',
        cohortName: null,
        myCalls: [
          {
            id: 1,
            begins: '2026-03-05T15:30:00.000Z',
            ends: '2026-03-05T16:15:00.000Z',
            joinUrl: null,
            localNumber: null,
            tollFreeNumber: null,
          },
        ],
      });
    const live = () =>
      aCalendarShift({
        id: 78,
        type: 'live',
        begins: '2026-03-19T14:00:00.000Z',
        ends: '2026-03-19T15:00:00.000Z',
        courseName: 'Live Coaching',
        cohortName: null,
        myStatus: 'accepted',
        myInviteId: 401,
      });
    const { ranges } = calendarApi(() => [session(), live()]);
    const { user } = renderDashboard(aRolePlayer({ roleList: ['participant'] }));
    await screen.findByText('Your sessions', { exact: false });
    await waitFor(() => expect(ranges).toEqual([WEEK]));
    await user.click(screen.getByRole('button', { name: 'List' }));
    await waitFor(() => expect(ranges).toEqual([WEEK, MONTH]));
    await screen.findByRole('heading', { name: 'March 2026' });
    await waitFor(() => expect(shownShifts()).toHaveLength(2), { timeout: 5000 });
    // The call of 15:30–16:15 UTC is 10:30–11:15 in Toronto (before daylight saving time).
    expect(shownShifts()[0]).toContain('10:30–11:15');
    expect(shownShifts()[0]).toContain('Handling Objections');
    expect(shownShifts()[1]).toContain('Live Coaching');

    await user.click(screen.getByText('Handling Objections'));
    expect((await screen.findByTestId('location')).textContent).toBe('/roleplayShifts/77');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lets an invited role-player accept from the dialog, and the calendar then shows the shift accepted', async () => {
    let shifts = [invited(), accepted(), offered()];
    const { ranges } = calendarApi(() => shifts);
    const accepts: string[] = [];
    server.use(
      api.put('/role_players/accept_event/:inviteId', ({ params }) => {
        accepts.push(String(params.inviteId));
        shifts = [aCalendarShift({ myStatus: 'accepted', myInviteId: 301 }), accepted(), offered()];
        return json(anEventInvite());
      }),
    );
    const { user } = renderDashboard();
    await openMonthList(user, ranges);

    await user.click(screen.getByText('Negotiation Skills · Spring group'));
    const dialog = await screen.findByRole('dialog', { name: 'Roleplay shift' });
    within(dialog).getByText(/you are invited to this shift/);
    expect(within(dialog).getByRole('link', { name: 'Roleplay shift' }).getAttribute('href')).toBe('/roleplayShifts/41');
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));

    // The dialog closes once the calendar shows what the server now says.
    await expectMessage('Shift accepted');
    expect(accepts).toEqual(['301']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(ranges).toEqual([WEEK, MONTH, MONTH]);
    expect(shownShifts()[0]).toBe('10:00–11:00Negotiation Skills · Spring groupAcme Insurance · Roleplay');

    await user.click(screen.getByText('Negotiation Skills · Spring group'));
    const again = await screen.findByRole('dialog', { name: 'Roleplay shift' });
    within(again).getByText('You are scheduled for this shift.');
    expect(within(again).queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('asks before declining from the dialog: Cancel sends nothing, Decline takes the shift off the calendar', async () => {
    let shifts = [invited(), accepted(), offered()];
    const { ranges } = calendarApi(() => shifts);
    const declines: string[] = [];
    server.use(
      api.put('/role_players/reject_event/:inviteId', ({ params }) => {
        declines.push(String(params.inviteId));
        shifts = [aCalendarShift({ myStatus: 'rejected', myInviteId: 301 }), accepted(), offered()];
        return json(anEventInvite({ status: 'rejected' }));
      }),
    );
    const { user } = renderDashboard();
    await openMonthList(user, ranges);

    await user.click(screen.getByText('Negotiation Skills · Spring group'));
    const dialog = await screen.findByRole('dialog', { name: 'Roleplay shift' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    const confirm = await screen.findByRole('dialog', { name: 'Decline this shift?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Decline this shift?' })).toBeNull());
    expect(declines).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Decline this shift?' })).getByRole('button', { name: 'Decline' }),
    );
    await expectMessage('Shift declined');
    expect(declines).toEqual(['301']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // A declined shift leaves the viewer's calendar.
    expect(shownShifts()).toHaveLength(2);
    expect(screen.queryByText('Negotiation Skills · Spring group')).toBeNull();
  });

  it('takes a shift offered for swap', async () => {
    let shifts = [invited(), accepted(), offered()];
    const { ranges } = calendarApi(() => shifts);
    const takes: string[] = [];
    server.use(
      api.put('/role_players/accept_swap_event/:inviteId', ({ params }) => {
        takes.push(String(params.inviteId));
        shifts = [
          invited(),
          accepted(),
          aCalendarShift({ ...offered(), swapInviteId: null, myStatus: 'accepted', myInviteId: 304 }),
        ];
        return json(anEventInvite({ id: 304, eventId: 43 }));
      }),
    );
    const { user } = renderDashboard();
    await openMonthList(user, ranges);

    // The legend names offers too: click the calendar's item.
    await user.click(within(screen.getByTestId('dashboard-calendar')).getByText(MESSAGES.shiftAvailable));
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.shiftAvailable });
    expect(within(dialog).getByRole('link', { name: 'Open shift page' }).getAttribute('href')).toBe('/roleplayShifts/43');
    await user.click(within(dialog).getByRole('button', { name: 'Take this shift' }));
    await expectMessage('The shift is now yours');
    expect(takes).toEqual(['303']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(screen.getByTestId('dashboard-calendar')).queryByText(MESSAGES.shiftAvailable)).toBeNull();
    expect(shownShifts()[2]).toBe('10:00–11:00Negotiation Skills · Spring groupAcme Insurance · Roleplay');
  });

  it("keeps the dialog open with the catalogue's text when accepting fails, and shows what is true after a conflict", async () => {
    let shifts = [invited(), accepted(), offered()];
    const { ranges } = calendarApi(() => shifts);
    const answered = 'Only an invitation waiting for an answer can be accepted; this one was withdrawn';
    let answer: () => Response = serverError;
    server.use(api.put('/role_players/accept_event/:inviteId', () => answer()));
    const { user } = renderDashboard();
    await openMonthList(user, ranges);

    await user.click(screen.getByText('Negotiation Skills · Spring group'));
    const dialog = await screen.findByRole('dialog', { name: 'Roleplay shift' });
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await expectMessage(MESSAGES.errorAcceptingEvent);
    expect(screen.queryByText(MESSAGES.internal)).toBeNull();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Accept' })).toHaveProperty('disabled', false));
    expect(ranges).toHaveLength(2);

    // Meanwhile a manager took the invitation back: the server says so and the calendar shows it.
    shifts = [accepted(), offered()];
    answer = () => refusal(409, 'invite_wrong_status', answered);
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await expectMessage(answered);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(ranges).toEqual([WEEK, MONTH, MONTH]);
    expect(shownShifts()).toHaveLength(2);
  });

  it('shows what changed elsewhere without a reload when the live stream says so: an invitation, then availability', async () => {
    // Wednesday 4 March, this week: 10:00–11:00 in Toronto; availability 9:00–13:00 the same day.
    const thisWeek = aCalendarShift({
      begins: '2026-03-04T15:00:00.000Z',
      ends: '2026-03-04T16:00:00.000Z',
      myStatus: 'invited',
      myInviteId: 305,
    });
    const block = availabilitySchema.parse({
      id: 9,
      userId: 33,
      startTime: '2026-03-04T14:00:00.000Z',
      endTime: '2026-03-04T18:00:00.000Z',
      title: '',
      updatedAt: '2026-03-02T15:00:00.000Z',
    });
    let shifts: CalendarShift[] = [];
    let availabilities: Availability[] = [];
    const { ranges, availability } = calendarApi(
      () => shifts,
      () => availabilities,
    );
    const queryClient = testQueryClient(aRolePlayer());
    const { user } = renderDashboard(aRolePlayer(), queryClient);
    await waitFor(() => expect(ranges).toEqual([WEEK]));
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Loading the calendar' })).toBeNull());
    expect(shownShifts()).toEqual([]);

    // What the app shell does with a change the stream brings (app/live-updates.tsx).
    const announce = (change: Partial<LiveChange>) => {
      const whole: LiveChange = {
        kind: 'invite',
        id: 305,
        shiftId: 41,
        courseId: 7,
        userId: 33,
        deleted: false,
        actor: null,
        ...change,
      };
      for (const queryKey of keysToRefresh(whole)) void queryClient.invalidateQueries({ queryKey });
    };
    // A coordinator invites the viewer.
    shifts = [thisWeek];
    announce({ kind: 'invite' });
    await waitFor(() =>
      expect(shownShifts()).toEqual([
        '10:00–11:00Negotiation Skills · Spring groupAcme Insurance · RoleplayTentative – please respond',
      ]),
    );
    expect(ranges).toEqual([WEEK, WEEK]);
    expect(screen.queryAllByTestId('calendar-availability')).toHaveLength(0);

    // The viewer adds availability on another device: it shows in the month's list (the week grid draws it
    // as a band behind the shifts, which needs a layout jsdom does not have).
    await user.click(screen.getByRole('button', { name: 'List' }));
    await waitFor(() => expect(availability).toEqual([WEEK, MONTH]));
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Loading the calendar' })).toBeNull());
    expect(screen.queryAllByTestId('calendar-availability')).toHaveLength(0);
    availabilities = [block];
    announce({ kind: 'availability', id: 33, shiftId: null, courseId: null });
    const row = await screen.findByTestId('calendar-availability');
    expect(row.textContent).toContain('9:00–13:00');
    expect(availability).toEqual([WEEK, MONTH, MONTH]);
    expect(shownShifts()).toHaveLength(1);
  });

  it.each([
    { who: 'a role-player', user: aRolePlayer(), text: MESSAGES.couldNotFetchInvitations },
    { who: 'a manager', user: anAdmin(), text: MESSAGES.couldNotRetrieveShifts },
  ])("shows the catalogue's text to $who when the shifts cannot be fetched", async ({ user, text }) => {
    const { ranges } = calendarApi(() => serverError());
    renderDashboard(user);
    await expectMessage(text);
    expect(ranges).toEqual([WEEK]);
    expect(screen.queryByText(MESSAGES.internal)).toBeNull();
    expect(shownShifts()).toEqual([]);
  });
});

describe('the dashboard calendar in French, Portuguese and Spanish (issue 40)', () => {
  const block = () =>
    availabilitySchema.parse({
      id: 9,
      userId: 33,
      startTime: '2026-03-04T14:00:00.000Z',
      endTime: '2026-03-04T18:00:00.000Z',
      title: '',
      updatedAt: '2026-03-02T15:00:00.000Z',
    });

  it("reads French: the toolbar and its buttons' titles, the month's list with its dates, notes and availability", async () => {
    activateLoaded(i18n, 'fr-CA', allMessages('fr-CA'));
    const { ranges, holidays } = calendarApi(
      () => [invited(), accepted(), offered()],
      () => [block()],
    );
    const { user } = renderDashboard();

    await waitFor(() => expect(ranges).toEqual([WEEK]));
    // The holidays are asked for in French (the server names them so).
    await waitFor(() => expect(holidays[0]?.language).toBe('fr-CA'));
    screen.getByRole('button', { name: "Aujourd'hui" });
    // FullCalendar's own words arrive with their chunk: the arrows' titles.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Semaine précédente' })).toBeDefined());
    screen.getByRole('button', { name: 'Semaine suivante' });
    expect(screen.getByRole('button', { name: 'Semaine' }).getAttribute('title')).toBe('Vue de la semaine');
    // Each column's compact header (a phone's): the weekday in French over the day of the month.
    expect([...document.querySelectorAll('.rp-day-header-compact small')].map((day) => day.textContent)).toEqual([
      'lun.',
      'mar.',
      'mer.',
      'jeu.',
      'ven.',
      'sam.',
      'dim.',
    ]);

    await user.click(screen.getByRole('button', { name: 'Liste' }));
    await waitFor(() => expect(ranges).toEqual([WEEK, MONTH]));
    await waitFor(() => expect(shownShifts()).toHaveLength(3));
    screen.getByRole('heading', { name: 'mars 2026' });
    expect(shownShifts()).toEqual([
      '10:00–11:00Negotiation Skills · Spring groupAcme Insurance · Jeu de rôleProvisoire – veuillez répondre',
      '9:00–10:30Active ListeningBirch Health · Orientation',
      '10:00–11:00Quart disponibleNegotiation Skills · Acme Insurance',
    ]);
    // Each day of the list in French.
    expect(screen.getByText('mar. 24 mars 2026')).toBeDefined();
    expect((await screen.findByTestId('calendar-availability')).textContent).toContain('Disponible');
    expect(screen.getByRole('button', { name: 'Retirer la disponibilité' })).toBeDefined();
  });

  it("opens a shift's dialog in Spanish: its details, the viewer's standing and the way to the shift page", async () => {
    activateLoaded(i18n, 'es-ES', allMessages('es-ES'));
    const { ranges } = calendarApi(() => [invited(), accepted(), offered()]);
    const { user } = renderDashboard();
    await waitFor(() => expect(ranges).toEqual([WEEK]));
    await user.click(screen.getByRole('button', { name: 'Lista' }));
    await waitFor(() => expect(shownShifts()).toHaveLength(3));

    await user.click(screen.getByText('Active Listening'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Turno de orientación' }));
    for (const label of ['Curso', 'Cliente', 'Tipo', 'Fecha', 'Hora']) dialog.getByText(label);
    dialog.getByText('Orientación');
    dialog.getByText('9:00–10:30');
    dialog.getByText('Está asignado a este turno.');
    expect(dialog.getByRole('link', { name: 'Abrir la página del turno' }).getAttribute('href')).toBe('/orientationShifts/42');
    await user.click(dialog.getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Turno disponible' }));
    const offer = within(await screen.findByRole('dialog', { name: 'Turno disponible' }));
    offer.getByText('Turno disponible: un actor de rol ha ofrecido este turno. Cójalo y pasa a ser suyo.');
    offer.getByRole('button', { name: 'Coger este turno' });
  });

  it('says a failed load in Portuguese', async () => {
    activateLoaded(i18n, 'pt-PT', allMessages('pt-PT'));
    calendarApi(() => serverError());
    renderDashboard();
    await expectMessage('Não foi possível obter os convites');
    screen.getByRole('button', { name: 'Hoje' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Semana anterior' })).toBeDefined());
  });
});

/** A phone-sized screen for MUI's useMediaQuery (and every other query asked: jsdom has none). */
function onAPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
  }));
}

/** The test's cache, keeping answers fresh as long as the app's does (lib/query-client.ts). */
function appLikeQueryClient(user: Me): QueryClient {
  const queryClient = testQueryClient(user);
  const { staleTime } = appQueryClient.getDefaultOptions().queries ?? {};
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, staleTime } });
  return queryClient;
}

describe('the answers asked for at sign-in (api/prefetch-dashboard.ts)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('are what the calendar reads on a wide screen: the week, its holidays and availability, asked once', async () => {
    const thisWeek = aCalendarShift({
      begins: '2026-03-04T14:00:00.000Z',
      ends: '2026-03-04T16:00:00.000Z',
      myStatus: 'accepted',
    });
    const api = calendarApi(() => [thisWeek]);
    const queryClient = appLikeQueryClient(aRolePlayer());
    await prefetchDashboard(queryClient, aRolePlayer(), false);
    expect(api.ranges).toEqual([WEEK]);
    expect(api.holidays).toEqual([{ start_date: '2026-03-02', end_date: '2026-03-09', language: 'en-CA' }]);
    expect(api.availability).toEqual([WEEK]);

    renderDashboard(aRolePlayer(), queryClient);
    await waitFor(() => expect(shownShifts()).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Loading the calendar' })).toBeNull());
    // Drawn from the answers already there: the server was asked nothing again.
    expect(api.ranges).toEqual([WEEK]);
    expect(api.holidays).toHaveLength(1);
    expect(api.availability).toHaveLength(1);
  });

  it('leave an empty week a grid a keyboard can scroll: its first day column takes a tab stop, the others none', async () => {
    const api = calendarApi(() => []);
    const queryClient = appLikeQueryClient(aRolePlayer());
    renderDashboard(aRolePlayer(), queryClient);
    await waitFor(() => expect(api.ranges).toEqual([WEEK]));
    const columns = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('td.fc-timegrid-col[role="gridcell"]')];
      expect(found).toHaveLength(7);
      return found;
    });
    expect(columns.map((column) => column.tabIndex)).toEqual([0, -1, -1, -1, -1, -1, -1]);
    expect(columns[0]?.getAttribute('data-date')).toBe('2026-03-02');
  });

  it("are a participant's day on a phone: the month's list, with no availability", async () => {
    onAPhone();
    const participant = anAdmin({ id: 81, name: 'Pat Learner', roleList: ['participant'] });
    const api = calendarApi(() => [accepted()]);
    const queryClient = appLikeQueryClient(participant);
    await prefetchDashboard(queryClient, participant, true);
    expect(api.ranges).toEqual([MONTH]);
    expect(api.holidays).toEqual([{ start_date: '2026-03-01', end_date: '2026-04-01', language: 'en-CA' }]);
    expect(api.availability).toEqual([]);

    renderDashboard(participant, queryClient);
    screen.getByText('Your sessions');

    await waitFor(() => expect(shownShifts()).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Loading the calendar' })).toBeNull());
    screen.getByRole('heading', { name: 'March 2026' });
    expect(api.ranges).toEqual([MONTH]);
    expect(api.holidays).toHaveLength(1);
  });
});
