import type { RegappBooking, RegappCourse } from '@app/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, json, refusal } from '../test/http';
import { server } from '../test/server';
import { catalogueOf, loadTexts } from './catalogues';
import { REGAPP_TOKEN_STORAGE_KEY } from './first-draw';
import { RegappApp } from './regapp-app';

// Wed Nov 25 2026, 12:00 in Toronto.
const NOW = new Date('2026-11-25T17:00:00Z');
const KEY = 'north-2026';

/** Two days of times: Dec 2 (9:00 free, 9:30 full) and Dec 3 (14:00, one place), Toronto time. */
function course(overrides: Partial<RegappCourse> = {}): RegappCourse {
  // As the server: booking is closed once the participant holds the course's number of calls.
  const atLimit = (overrides.bookings?.length ?? 0) >= (overrides.maxBookings ?? 1);
  return {
    canBook: !atLimit,
    bookClosedReason: atLimit ? 'booking_limit' : null,
    course: { name: 'Negotiation Skills', clientName: 'Northwind Bank', language: 'en-CA' },
    participant: { name: 'Pat Lee', email: 'pat@example.com', timeZone: 'America/Vancouver' },
    businessTimeZone: 'America/Toronto',
    changeTimeout: 2,
    cancelTimeout: 1,
    maxBookings: 1,
    times: [
      {
        shiftId: 7,
        blockNumber: 0,
        startTime: '2026-12-02T14:00:00Z',
        endTime: '2026-12-02T14:30:00Z',
        freePlaces: 2,
        roomKind: 'online',
      },
      {
        shiftId: 7,
        blockNumber: 1,
        startTime: '2026-12-02T14:30:00Z',
        endTime: '2026-12-02T15:00:00Z',
        freePlaces: 0,
        roomKind: 'online',
      },
      {
        shiftId: 8,
        blockNumber: 0,
        startTime: '2026-12-03T19:00:00Z',
        endTime: '2026-12-03T19:30:00Z',
        freePlaces: 1,
        roomKind: 'phone',
      },
    ],
    bookings: [],
    waiting: [],
    ...overrides,
  };
}

const booking: RegappBooking = {
  id: 41,
  shiftId: 8,
  blockNumber: 0,
  callId: 90,
  startTime: '2026-12-03T19:00:00Z',
  endTime: '2026-12-03T19:30:00Z',
  canMove: true,
  moveClosedReason: null,
  canCancel: true,
  cancelClosedReason: null,
  contact: null,
};

/** Opens the app as its entry (main.tsx) does: no theme around it, the course page brings its own. */
function open(path: string) {
  window.history.replaceState(null, '', path);
  return render(<RegappApp />);
}

/** Serves GET /regapp/courses/:key from `state.current`, recording the bearer each read carried. */
function serveCourse(initial: RegappCourse) {
  const state = { current: initial, bearers: [] as Array<string | null> };
  server.use(
    api.get('/regapp/courses/:key', ({ request, params }) => {
      state.bearers.push(request.headers.get('authorization'));
      return params.key === KEY ? json(state.current) : refusal(404, 'not_found', 'not found');
    }),
  );
  return state;
}

const signedIn = () => localStorage.setItem(REGAPP_TOKEN_STORAGE_KEY, 'regapp-token');
const timeRow = (text: string) =>
  screen.getAllByTestId('regapp-time').find((row) => row.textContent?.includes(text)) as HTMLElement;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('signing in', () => {
  it('asks for the e-mail address, refuses a malformed one without asking the server, then says to check the e-mail', async () => {
    const sent: unknown[] = [];
    server.use(
      api.post('/regapp/sign_in_link', async ({ request }) => {
        sent.push(await request.json());
        return json({ message: 'sent' }, 202);
      }),
    );
    open(`/register/${KEY}`);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/E-mail address/), 'pat');
    await user.click(screen.getByRole('button', { name: 'E-mail me a sign-in link' }));
    await screen.findByText('Enter a valid e-mail address');
    expect(sent).toEqual([]);

    await user.type(screen.getByLabelText(/E-mail address/), '@example.com');
    await user.click(screen.getByRole('button', { name: 'E-mail me a sign-in link' }));
    await screen.findByRole('heading', { name: 'Check your e-mail' });
    expect(screen.getByTestId('check-email').textContent).toContain('If pat@example.com is registered for this course');
    expect(sent).toEqual([{ email: 'pat@example.com', key: KEY }]);
  });

  it('ties the refusal of a malformed address to the field, and says so when the link could not be sent', async () => {
    let calls = 0;
    server.use(
      api.post('/regapp/sign_in_link', () => {
        calls += 1;
        return refusal(503, 'service_unavailable', 'The database is unavailable; please try again in a moment.');
      }),
    );
    open(`/register/${KEY}`);
    const user = userEvent.setup();
    const field = screen.getByLabelText('E-mail address');
    expect(field.getAttribute('aria-invalid')).toBe('false');
    await user.type(field, 'pat@example');
    await user.click(screen.getByRole('button', { name: 'E-mail me a sign-in link' }));
    const error = await screen.findByText('Enter a valid e-mail address');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(error.id);
    expect(document.activeElement).toBe(field);

    await user.type(field, '.com');
    await user.click(screen.getByRole('button', { name: 'E-mail me a sign-in link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The link could not be sent. Try again in a moment.');
    expect(calls).toBe(1);
    expect(screen.queryByText('Enter a valid e-mail address')).toBeNull();
    expect((screen.getByLabelText('E-mail address') as HTMLInputElement).value).toBe('pat@example.com');
    screen.getByRole('button', { name: 'E-mail me a sign-in link' });
  });

  it('asks in the language last seen for the course, before signing in', async () => {
    localStorage.setItem(`regapp.language.${KEY}`, 'pt-PT');
    // As main.tsx does: the first page waits for its language's texts, and only that language's.
    await loadTexts('pt-PT', ['first']);
    expect(catalogueOf('first', 'pt-PT')).toBeDefined();
    expect(catalogueOf('course', 'pt-PT')).toBeUndefined();
    expect(catalogueOf('first', 'es-ES')).toBeUndefined();
    open(`/register/${KEY}`);
    screen.getByRole('heading', { name: 'Marque a sua chamada de prática', level: 1 });
    screen.getByLabelText('Endereço de e-mail');
    screen.getByRole('button', { name: 'Enviar-me uma ligação de entrada' });
    await waitFor(() => expect(document.documentElement.lang).toBe('pt-PT'));
    expect(document.title).toBe('Marque a sua chamada de prática');
  });

  it("exchanges the link's token for a regapp session, takes it out of the address and shows the course", async () => {
    const logins: Array<{ body: unknown; scope: string | null }> = [];
    server.use(
      api.post('/login', async ({ request }) => {
        logins.push({ body: await request.json(), scope: request.headers.get('x-app-scope') });
        return json({ token: 'fresh-session' });
      }),
    );
    const state = serveCourse(course());
    open(`/register/${KEY}?token=one-time-token-123`);
    await screen.findByRole('heading', { name: 'Negotiation Skills', level: 1 });
    expect(logins).toEqual([{ body: { token: 'one-time-token-123' }, scope: 'regapp' }]);
    expect(localStorage.getItem(REGAPP_TOKEN_STORAGE_KEY)).toBe('fresh-session');
    expect(state.bearers).toEqual(['Bearer fresh-session']);
    expect(window.location.search).toBe('');
  });

  it('says so when the link is used up, and offers the e-mail form again', async () => {
    server.use(api.post('/login', () => refusal(401, 'unauthorized', 'Invalid or expired link')));
    open(`/register/${KEY}?token=used-token-123456`);
    expect((await screen.findByRole('alert')).textContent).toContain('This sign-in link has expired or was already used');
    screen.getByRole('button', { name: 'E-mail me a sign-in link' });
  });

  it('goes back to the e-mail page when the session has ended (401)', async () => {
    signedIn();
    server.use(api.get('/regapp/courses/:key', () => refusal(401, 'unauthorized', 'Session expired')));
    open(`/register/${KEY}`);
    await screen.findByRole('button', { name: 'E-mail me a sign-in link' });
    expect(localStorage.getItem(REGAPP_TOKEN_STORAGE_KEY)).toBeNull();
  });
});

describe('the course page', () => {
  it("lists the times by day in the participant's zone with the business zone's clock beside", async () => {
    signedIn();
    serveCourse(course());
    open(`/register/${KEY}`);
    const times = await screen.findByRole('region', { name: 'Available times' });
    within(times).getByText('Times are shown in your time zone, America/Vancouver.', { exact: false });
    const days = within(times)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(days).toEqual(['Wed Dec 2 2026', 'Thu Dec 3 2026']);
    // 14:00 UTC is 6:00 in Vancouver and 9:00 in Toronto.
    expect(timeRow('6:00–6:30').textContent).toContain('(9:00–9:30 America/Toronto)');
    expect(timeRow('6:00–6:30').textContent).toContain('Online · 2 places left');
    expect(timeRow('11:00–11:30').textContent).toContain('By phone · 1 place left');
    within(timeRow('6:30–7:00')).getByRole('button', { name: /^Join the waiting list/ });
    screen.getByText('You have not booked a call yet. Choose a time below.');
  });

  it('books a time with one tap and shows the booking once the server has it', async () => {
    signedIn();
    const state = serveCourse(course());
    const bodies: unknown[] = [];
    server.use(
      api.post('/regapp/bookings', async ({ request }) => {
        bodies.push(await request.json());
        state.current = course({ bookings: [booking] });
        return json({ booking }, 201);
      }),
    );
    open(`/register/${KEY}`);
    const user = userEvent.setup();
    await user.click(await within(await findRow('11:00–11:30')).findByRole('button', { name: /^Book/ }));
    expect((await screen.findByTestId('regapp-notice')).textContent).toContain('Your call is booked.');
    expect(bodies).toEqual([{ booking: { shiftId: 8, blockNumber: 0 } }]);
    const mine = await screen.findByTestId('regapp-booking');
    expect(mine.textContent).toContain('Thu Dec 3 2026, 11:00–11:30 (14:00–14:30 America/Toronto)');
    // Moving closes 2 days before, cancelling 1 day before.
    expect(mine.textContent).toContain('Can be moved until Tue Dec 1 2026, 11:00');
    expect(mine.textContent).toContain('Can be cancelled until Wed Dec 2 2026, 11:00');
    expect(timeRow('11:00–11:30').textContent).toContain('Booked');
  });

  it('offers the waiting list when the last place went to someone else first', async () => {
    signedIn();
    const state = serveCourse(course());
    const joined: unknown[] = [];
    server.use(
      api.post('/regapp/bookings', () => {
        state.current = course({ times: course().times.map((time) => ({ ...time, freePlaces: 0 })) });
        return refusal(409, 'regapp_time_full', 'Somebody took the last place');
      }),
      api.post('/regapp/waitlist', async ({ request }) => {
        joined.push(await request.json());
        state.current = {
          ...state.current,
          waiting: [{ id: 5, shiftId: 8, blockNumber: 0, position: 2, offeredUntil: null }],
        };
        return json({ entry: { id: 5, shiftId: 8, blockNumber: 0, position: 2, offeredUntil: null } }, 201);
      }),
    );
    open(`/register/${KEY}`);
    const user = userEvent.setup();
    await user.click(await within(await findRow('11:00–11:30')).findByRole('button', { name: /^Book/ }));
    const notice = await screen.findByTestId('regapp-notice');
    expect(notice.textContent).toContain('This time has just filled up.');
    await user.click(within(notice).getByRole('button', { name: 'Join the waiting list' }));
    await screen.findByText('You are on the waiting list. We will e-mail you if a place opens.');
    expect(joined).toEqual([{ entry: { shiftId: 8, blockNumber: 0 } }]);
    const waiting = await screen.findByRole('region', { name: 'Waiting lists' });
    expect(waiting.textContent).toContain('Number 2 in line');
    within(waiting).getByRole('button', { name: 'Leave' });
  });

  it('moves a booking to the time chosen, and shows the refusal with its text inside the change window', async () => {
    signedIn();
    const state = serveCourse(course({ bookings: [booking] }));
    const moves: Array<{ id: unknown; body: unknown }> = [];
    let refuse = false;
    server.use(
      api.put('/regapp/bookings/:id', async ({ request, params }) => {
        moves.push({ id: params.id, body: await request.json() });
        if (refuse) return refusal(409, 'regapp_change_closed', 'Too late to change online: call Sam Coordinator at 555-0100');
        const moved = {
          ...booking,
          shiftId: 7,
          blockNumber: 0,
          startTime: '2026-12-02T14:00:00Z',
          endTime: '2026-12-02T14:30:00Z',
        };
        state.current = course({ bookings: [moved] });
        return json({ booking: moved });
      }),
    );
    open(`/register/${KEY}`);
    const user = userEvent.setup();
    await user.click(within(await screen.findByTestId('regapp-booking')).getByRole('button', { name: 'Move' }));
    screen.getByText('Choose the new time for your call in the list below.');
    // The full time cannot take it; the free one can.
    expect(within(timeRow('6:30–7:00')).queryByRole('button')).toBeNull();
    await user.click(within(timeRow('6:00–6:30')).getByRole('button', { name: /^Move here/ }));
    await screen.findByText(/Your call has been moved/);
    expect(moves).toEqual([{ id: '41', body: { booking: { shiftId: 7, blockNumber: 0 } } }]);
    expect((await screen.findByTestId('regapp-booking')).textContent).toContain('Wed Dec 2 2026, 6:00–6:30');

    refuse = true;
    await user.click(within(screen.getByTestId('regapp-booking')).getByRole('button', { name: 'Move' }));
    await user.click(within(timeRow('11:00–11:30')).getByRole('button', { name: /^Move here/ }));
    expect((await screen.findByTestId('regapp-notice')).textContent).toContain(
      'Too late to change online: call Sam Coordinator at 555-0100',
    );
    // The refusal ends the move: the list offers booking again, not moving.
    expect(screen.queryByText('Choose the new time for your call in the list below.')).toBeNull();
  });

  it('shows Move closed, with since when and whom to contact, once the change window has begun', async () => {
    signedIn();
    // The call is Dec 3; a 10-day change window closed on Nov 23, the 1-day cancel window is still open.
    const closedMove = {
      ...booking,
      canMove: false,
      moveClosedReason: 'change_window' as const,
      contact: 'Sam Coordinator (sc@example.com)',
    };
    serveCourse(course({ bookings: [closedMove], changeTimeout: 10 }));
    const moves: unknown[] = [];
    server.use(
      api.put('/regapp/bookings/:id', ({ params }) => {
        moves.push(params.id);
        return json({ booking: closedMove });
      }),
    );
    open(`/register/${KEY}`);
    const mine = await screen.findByTestId('regapp-booking');
    expect(mine.textContent).toContain('Moving closed on Mon Nov 23 2026, 11:00');
    expect(mine.textContent).toContain('Can be cancelled until Wed Dec 2 2026, 11:00');
    expect(mine.textContent).toContain('To change it now, contact Sam Coordinator (sc@example.com).');
    // Closed before anyone taps, the reason read with the button; Cancel stays open.
    const move = within(mine).getByRole('button', { name: 'Move' });
    expect((move as HTMLButtonElement).disabled).toBe(true);
    const described = document.getElementById(move.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toContain('Moving closed on Mon Nov 23 2026, 11:00');
    expect((within(mine).getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(false);
    await userEvent
      .setup()
      .click(move)
      .catch(() => undefined);
    expect(moves).toEqual([]);
    expect(screen.queryByText('Choose the new time for your call in the list below.')).toBeNull();
  });

  it('shows a call that has begun closed, and the limit without suggesting what cannot be done', async () => {
    signedIn();
    const begun: RegappBooking = {
      ...booking,
      startTime: '2026-11-25T16:30:00Z',
      endTime: '2026-11-25T17:00:00Z',
      canMove: false,
      moveClosedReason: 'call_started',
      canCancel: false,
      cancelClosedReason: 'call_started',
      contact: null,
    };
    serveCourse(course({ bookings: [begun] }));
    // No handler answers a change: a request would fail the test.
    open(`/register/${KEY}`);
    const mine = await screen.findByTestId('regapp-booking');
    expect(mine.textContent).toContain('This call has begun or has taken place: it can no longer be changed.');
    expect(mine.textContent).toContain('To change it now, contact your course coordinator.');
    expect((within(mine).getByRole('button', { name: 'Move' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(mine).getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    // At the limit: no Book button, and the note does not say to move or cancel.
    const times = screen.getByRole('region', { name: 'Available times' });
    expect(within(times).queryByRole('button', { name: /^Book/ })).toBeNull();
    within(times).getByText(
      'You have booked as many calls as this course allows, and none of them can be changed here any more.',
    );
  });

  it('words a closed booking in the course language', async () => {
    signedIn();
    const closed: RegappBooking = {
      ...booking,
      canMove: false,
      moveClosedReason: 'change_window',
      canCancel: false,
      cancelClosedReason: 'cancel_window',
      contact: null,
    };
    serveCourse(course({ course: { name: 'Negociação', clientName: 'Banco', language: 'pt-PT' }, bookings: [closed] }));
    open(`/register/${KEY}`);
    const mine = await screen.findByTestId('regapp-booking');
    await waitFor(() => expect(mine.textContent).toContain('Para a alterar agora, contacte o coordenador do seu curso.'));
    expect((within(mine).getByRole('button', { name: 'Mudar' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(mine).getByRole('button', { name: 'Cancelar' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('cancels a booking after asking, and shows the refusal inside the cancel window', async () => {
    signedIn();
    const state = serveCourse(course({ bookings: [booking] }));
    const cancelled: unknown[] = [];
    let refuse = true;
    server.use(
      api.delete('/regapp/bookings/:id', ({ params }) => {
        cancelled.push(params.id);
        if (refuse) return refusal(409, 'regapp_cancel_closed', 'Too late to cancel online: write to sam@example.com');
        state.current = course();
        return new Response(null, { status: 204 });
      }),
    );
    open(`/register/${KEY}`);
    const user = userEvent.setup();
    await user.click(within(await screen.findByTestId('regapp-booking')).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this call?' });
    expect(dialog.textContent).toContain('Thu Dec 3 2026, 11:00–11:30');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the call' }));
    expect((await screen.findByTestId('regapp-notice')).textContent).toContain(
      'Too late to cancel online: write to sam@example.com',
    );

    refuse = false;
    // The dialog has closed (the page behind it is hidden from assistive technology until then).
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(within(screen.getByTestId('regapp-booking')).getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel the call' }));
    await screen.findByText('Your call has been cancelled.');
    await waitFor(() => expect(screen.queryByTestId('regapp-booking')).toBeNull());
    expect(cancelled).toEqual(['41', '41']);
  });

  it('claims a place offered from the waiting list', async () => {
    signedIn();
    const state = serveCourse(
      course({ waiting: [{ id: 5, shiftId: 7, blockNumber: 1, position: 1, offeredUntil: '2026-11-26T05:00:00Z' }] }),
    );
    const claims: unknown[] = [];
    server.use(
      api.post('/regapp/waitlist/:id/claim', ({ params }) => {
        claims.push(params.id);
        const mine = {
          ...booking,
          shiftId: 7,
          blockNumber: 1,
          startTime: '2026-12-02T14:30:00Z',
          endTime: '2026-12-02T15:00:00Z',
        };
        state.current = course({ bookings: [mine] });
        return json({ booking: mine }, 201);
      }),
    );
    open(`/register/${KEY}?offer=5`);
    const offer = await screen.findByTestId('regapp-offer');
    expect(offer.textContent).toContain('A place has opened for you');
    expect(offer.textContent).toContain('Wed Dec 2 2026, 6:30–7:00');
    expect(offer.textContent).toContain('It is held for you until Wed Nov 25 2026, 21:00.');
    const user = userEvent.setup();
    await user.click(within(offer).getByRole('button', { name: 'Take this place' }));
    await screen.findByText(/The place is yours/);
    expect(claims).toEqual(['5']);
    await waitFor(() => expect(screen.queryByTestId('regapp-offer')).toBeNull());
  });

  it("speaks the course's language, dates included", async () => {
    signedIn();
    serveCourse(course({ course: { name: 'Négociation', clientName: 'Banque', language: 'fr-CA' }, bookings: [booking] }));
    open(`/register/${KEY}`);
    await screen.findByRole('heading', { name: 'Heures disponibles' });
    expect(screen.getByTestId('regapp-booking').textContent).toContain('jeudi 3 décembre 2026, 11:00–11:30');
    screen.getByRole('button', { name: 'Déplacer' });
    await waitFor(() => expect(document.documentElement.lang).toBe('fr-CA'));
  });

  it('signs out: the session ends on the server and here', async () => {
    signedIn();
    serveCourse(course());
    let loggedOut = 0;
    server.use(
      api.post('/logout', () => {
        loggedOut += 1;
        return new Response(null, { status: 204 });
      }),
    );
    open(`/register/${KEY}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await screen.findByRole('button', { name: 'E-mail me a sign-in link' });
    expect(loggedOut).toBe(1);
    expect(localStorage.getItem(REGAPP_TOKEN_STORAGE_KEY)).toBeNull();
  });
});

async function findRow(text: string): Promise<HTMLElement> {
  await screen.findByRole('region', { name: 'Available times' });
  return timeRow(text);
}
