import { MESSAGES, SCOPE_HEADER } from '@app/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import {
  auditLog,
  calendarInvitations,
  calls,
  courseEvents,
  courseParticipants,
  courses,
  mailOutbox,
  participantSlots,
  regappWaitlist,
  rooms,
  scheduledJobs,
} from '../../db/schema';
import { transaction } from '../../db/transaction';
import { runDueJobs } from '../../jobs/runner';
import { apiTest, DAY, enrol, HOUR, insertCourse, insertRoleplayShift, namedFields } from '../../test/fixtures';
import { TEST_PASSWORD, type TestContext, testDbKind } from '../../test/harness';
import { createLoginLink } from '../auth';
import { regappJobHandlers } from '.';

const MINUTE = 60_000;

/** The course (30-minute calls, change window 2 days, cancel window 1 day), its participants and a coordinator. */
async function buildWorld(ctx: TestContext) {
  const db = ctx.database.db;
  const course = await insertCourse(db, {
    name: 'Closing Skills',
    clientName: 'Northwind Bank',
    preferences: { language: 'en-CA', emailSender: 'trainers@northwind.example', emailCustomWelcomeText: 'Welcome aboard!' },
    components: [{ type: 'Scenario', duration: 30, content: 'Price objection' }],
  });
  await db.update(courses).set({ changeTimeout: 2, cancelTimeout: 1 }).where(eq(courses.id, course.id));
  const other = await insertCourse(db, { name: 'Other Course', components: [{ type: 'Scenario', duration: 30 }] });
  const coordinator = await ctx.createUser({ roles: ['sc'], name: 'Cora Coordinator' });
  const person = async (name: string, courseId = course.id) => {
    const user = await ctx.createUser({ roles: ['participant'], name });
    await enrol(db, courseId, user.id);
    return { user, token: await ctx.sessionFor(user, 'regapp') };
  };
  const [phone] = await db.insert(rooms).values({ name: 'Bridge 9', roomType: 'phone', localNumber: '416-555-0100' }).returning();
  if (!phone) throw new Error('room insert failed');
  return {
    course,
    other,
    coordinator,
    phone,
    person,
    ana: await person('Ana Silva'),
    ben: await person('Ben Okafor'),
    chloe: await person('Chloé Martin'),
    dev: await person('Dev Patel'),
    outsider: await person('Olga Outside', other.id),
  };
}

const it = apiTest
  .extend('appConfig', { scope: 'file' }, { mailRateLimit: 1000 })
  .extend('world', { scope: 'file' }, ({ ctx }) => buildWorld(ctx));

/** A roleplay shift of the course starting `daysAhead` days from now with `callsPerBlock[k]` calls in block k. */
async function shiftWith(
  ctx: TestContext,
  courseId: number,
  opts: {
    daysAhead: number;
    callsPerBlock: number[];
    visible?: boolean;
    calendar?: boolean;
    roomId?: number;
    coordinatorId?: number;
  },
) {
  const db = ctx.database.db;
  const shift = await insertRoleplayShift(db, courseId, {
    begins: new Date(Math.floor((Date.now() + opts.daysAhead * DAY) / MINUTE) * MINUTE),
    sessions: Math.max(1, opts.callsPerBlock.length),
    extensions: 0,
    coordinatorId: opts.coordinatorId ?? null,
  });
  await db
    .update(courseEvents)
    .set({ regAppVisibility: opts.visible ?? true, useGoogleCalendar: opts.calendar ?? false, roomId: opts.roomId ?? null })
    .where(eq(courseEvents.id, shift.id));
  const callIds: number[][] = [];
  for (const [blockNumber, n] of opts.callsPerBlock.entries()) {
    const ids: number[] = [];
    for (let i = 0; i < n; i++) {
      const [call] = await db.insert(calls).values({ eventId: shift.id, blockNumber }).returning();
      if (call) ids.push(call.id);
    }
    callIds.push(ids);
  }
  return { ...shift, callIds };
}

/** Seats a participant in a call directly (as a manager would have). */
async function seat(ctx: TestContext, shift: { id: number }, callId: number, blockNumber: number, userId: number) {
  const [slot] = await ctx.database.db
    .insert(participantSlots)
    .values({ callId, eventId: shift.id, blockNumber, userId })
    .returning();
  if (!slot) throw new Error('slot insert failed');
  return slot;
}

const book = (ctx: TestContext, token: string, shiftId: number, blockNumber: number) =>
  ctx.api({ method: 'POST', url: '/regapp/bookings', token, payload: { booking: { shiftId, blockNumber } } });

async function mailsTo(ctx: TestContext, email: string) {
  return ctx.database.db.select().from(mailOutbox).where(sql`${email} = any(${mailOutbox.to})`).orderBy(asc(mailOutbox.id));
}

describe(`registration app (${testDbKind})`, () => {
  describe('sessions', () => {
    it('refuses back-office sessions on its routes and its sessions on back-office routes', async ({ ctx, world, sc }) => {
      const key = world.course.key;
      expect((await ctx.api({ method: 'GET', url: `/regapp/courses/${key}` })).statusCode).toBe(401);
      const backOffice = await ctx.sessionFor(world.ana.user);
      const asBackOffice = await ctx.api({ method: 'GET', url: `/regapp/courses/${key}`, token: backOffice });
      expect(asBackOffice.statusCode).toBe(401);
      expect(asBackOffice.json().code).toBe('unauthorized');
      expect((await ctx.api({ method: 'GET', url: `/regapp/courses/${key}`, token: world.ana.token })).statusCode).toBe(200);
      // The same participant's regapp session is no session for the back office.
      expect((await ctx.api({ method: 'GET', url: '/me', token: world.ana.token })).statusCode).toBe(401);
      expect((await ctx.api({ method: 'GET', url: `/users/${world.ana.user.id}`, token: world.ana.token })).statusCode).toBe(401);
      // A manager's session can never be a regapp one that books: the app is for participants.
      const scRegapp = await ctx.sessionFor(sc.user, 'regapp');
      expect((await ctx.api({ method: 'GET', url: `/regapp/courses/${key}`, token: scRegapp })).statusCode).toBe(403);
      expect((await ctx.api({ method: 'GET', url: '/courses', token: scRegapp })).statusCode).toBe(401);
      // Logout takes both.
      const spare = await ctx.sessionFor(world.ana.user, 'regapp');
      expect((await ctx.api({ method: 'POST', url: '/logout', token: spare })).statusCode).toBe(204);
      expect((await ctx.api({ method: 'GET', url: `/regapp/courses/${key}`, token: spare })).statusCode).toBe(401);
    });

    it('mails a one-time link only to participants of the course, and answers 202 to anybody', async ({ ctx, world, sc }) => {
      const key = world.course.key;
      const ask = (email: string, k = key) =>
        ctx.api({ method: 'POST', url: '/regapp/sign_in_link', payload: { email, key: k } });
      for (const email of ['nobody@example.com', world.outsider.user.email, sc.user.email]) {
        const res = await ask(email);
        expect(res.statusCode).toBe(202);
        expect(res.json()).toEqual({ message: MESSAGES.regappSignInLinkRequested });
      }
      expect((await ask(world.ana.user.email, 'NoSuchKey')).statusCode).toBe(202);
      const res = await ask(world.ana.user.email.toUpperCase());
      expect(res.statusCode).toBe(202);
      await expect
        .poll(async () => (await mailsTo(ctx, world.ana.user.email)).filter((m) => m.subject.includes('sign-in link')).length)
        .toBe(1);
      // Nobody else got one (the requests above finished before Ana's: the same worker thread).
      expect((await mailsTo(ctx, world.outsider.user.email)).length).toBe(0);
      expect((await mailsTo(ctx, sc.user.email)).length).toBe(0);
      const [mail] = (await mailsTo(ctx, world.ana.user.email)).filter((m) => m.subject.includes('sign-in link'));
      expect(mail?.subject).toBe('Your sign-in link: Closing Skills');
      expect(mail?.bcc).toEqual([]);
      const link = /(https?:\/\/\S+\?token=[\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
      expect(link.startsWith(`${ctx.config.regappUrl}/${key}?token=`)).toBe(true);
      const token = new URL(link).searchParams.get('token') ?? '';

      // The back office cannot use it, and refusing it does not spend it.
      const wrongApp = await ctx.api({ method: 'POST', url: '/login', payload: { token } });
      expect(wrongApp.statusCode).toBe(401);
      const login = () => ctx.api({ method: 'POST', url: '/login', headers: { [SCOPE_HEADER]: 'regapp' }, payload: { token } });
      const first = await login();
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ id: world.ana.user.id, email: world.ana.user.email });
      const session = first.json().token as string;
      expect((await ctx.api({ method: 'GET', url: `/regapp/courses/${key}`, token: session })).statusCode).toBe(200);
      expect((await ctx.api({ method: 'GET', url: '/me', token: session })).statusCode).toBe(401);
      expect((await login()).statusCode).toBe(401);
    });

    it('opens the app to participants only, and a back-office link never opens it', async ({ ctx, world }) => {
      // A participant still to choose a password books anyway: the app has no passwords.
      const newcomer = await ctx.createUser({ roles: ['participant'], mustChangePassword: true });
      await enrol(ctx.database.db, world.course.id, newcomer.id);
      const token = await ctx.sessionFor(newcomer, 'regapp');
      expect((await ctx.api({ method: 'GET', url: `/regapp/courses/${world.course.key}`, token })).statusCode).toBe(200);
      // Password sign-in into the app: a participant may, staff may not.
      const coach = await ctx.createUser({ roles: ['coach'] });
      const asApp = (email: string) =>
        ctx.api({
          method: 'POST',
          url: '/login',
          headers: { [SCOPE_HEADER]: 'regapp' },
          payload: { email, password: TEST_PASSWORD },
        });
      expect((await asApp(coach.email)).statusCode).toBe(403);
      const participantLogin = await asApp(newcomer.email);
      expect(participantLogin.statusCode).toBe(200);
      const appToken = participantLogin.json().token as string;
      expect((await ctx.api({ method: 'GET', url: `/regapp/courses/${world.course.key}`, token: appToken })).statusCode).toBe(
        200,
      );
      expect((await ctx.api({ method: 'GET', url: '/me', token: appToken })).statusCode).toBe(401);
      // A back-office sign-in link is refused by the app, and stays good for the back office.
      const link = await transaction(ctx.database.db, (tx) =>
        createLoginLink({ tx, config: ctx.config, userId: world.ben.user.id }),
      );
      const linkToken = new URL(link).searchParams.get('token') ?? '';
      const refused = await ctx.api({
        method: 'POST',
        url: '/login',
        headers: { [SCOPE_HEADER]: 'regapp' },
        payload: { token: linkToken },
      });
      expect(refused.statusCode).toBe(401);
      expect((await ctx.api({ method: 'POST', url: '/login', payload: { token: linkToken } })).statusCode).toBe(200);
    });

    it('refuses a malformed sign-in request naming the field', async ({ ctx, world }) => {
      const noKey = await ctx.api({ method: 'POST', url: '/regapp/sign_in_link', payload: { email: world.ana.user.email } });
      expect(noKey.statusCode).toBe(400);
      expect(namedFields(noKey)).toContain('key');
      const badEmail = await ctx.api({ method: 'POST', url: '/regapp/sign_in_link', payload: { email: 'x', key: 'abc' } });
      expect(badEmail.statusCode).toBe(400);
      expect(namedFields(badEmail)).toContain('email');
    });
  });

  describe('times and bookings', () => {
    it('lists the visible times after the change window with their free places', async ({ ctx, world }) => {
      const open = await shiftWith(ctx, world.course.id, { daysAhead: 10, callsPerBlock: [2, 1], roomId: world.phone.id });
      const soon = await shiftWith(ctx, world.course.id, { daysAhead: 1, callsPerBlock: [1] });
      const hidden = await shiftWith(ctx, world.course.id, { daysAhead: 12, callsPerBlock: [1], visible: false });
      await seat(ctx, open, open.callIds[1]?.[0] ?? 0, 1, world.dev.user.id);
      const res = await ctx.api({ method: 'GET', url: `/regapp/courses/${world.course.key}`, token: world.ana.token });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        course: { name: 'Closing Skills', clientName: 'Northwind Bank', language: 'en-CA' },
        participant: { name: 'Ana Silva', email: world.ana.user.email },
        businessTimeZone: ctx.config.timeZone,
        changeTimeout: 2,
        cancelTimeout: 1,
        maxBookings: 1,
      });
      const mine = body.times.filter((t: { shiftId: number }) => [open.id, soon.id, hidden.id].includes(t.shiftId));
      expect(mine).toEqual([
        {
          shiftId: open.id,
          blockNumber: 0,
          startTime: new Date(open.begins).toISOString(),
          endTime: new Date(new Date(open.begins).getTime() + 30 * MINUTE).toISOString(),
          freePlaces: 2,
          roomKind: 'phone',
        },
        {
          shiftId: open.id,
          blockNumber: 1,
          startTime: new Date(new Date(open.begins).getTime() + 30 * MINUTE).toISOString(),
          endTime: new Date(new Date(open.begins).getTime() + 60 * MINUTE).toISOString(),
          freePlaces: 0,
          roomKind: 'phone',
        },
      ]);
      const unknown = await ctx.api({ method: 'GET', url: '/regapp/courses/NoSuchKey', token: world.ana.token });
      expect(unknown.statusCode).toBe(404);
      const notMine = await ctx.api({ method: 'GET', url: `/regapp/courses/${world.other.key}`, token: world.ana.token });
      expect(notMine.statusCode).toBe(404);
      expect(notMine.json()).toEqual(unknown.json());
      const bad = await ctx.api({ method: 'GET', url: '/regapp/courses/bad%20key', token: world.ana.token });
      expect(bad.statusCode).toBe(400);
    });

    it('books one place per course, refusing the rest with 400, 404 and 409', async ({ ctx, world }) => {
      const db = ctx.database.db;
      const shift = await shiftWith(ctx, world.course.id, { daysAhead: 14, callsPerBlock: [2, 2] });
      const hidden = await shiftWith(ctx, world.course.id, { daysAhead: 14, callsPerBlock: [1], visible: false });
      const { person } = world;
      const eve = await person('Eve Example');

      const bad = await ctx.api({
        method: 'POST',
        url: '/regapp/bookings',
        token: eve.token,
        payload: { booking: { shiftId: shift.id, blockNumber: -1 } },
      });
      expect(bad.statusCode).toBe(400);
      expect(namedFields(bad)).toContain('blockNumber');
      expect((await book(ctx, eve.token, hidden.id, 0)).statusCode).toBe(404);
      expect((await book(ctx, world.outsider.token, shift.id, 0)).statusCode).toBe(404);
      expect((await book(ctx, eve.token, shift.id, 5)).json().code).toBe('regapp_time_unavailable');

      const res = await book(ctx, eve.token, shift.id, 0);
      expect(res.statusCode).toBe(201);
      const booking = res.json().booking;
      expect(booking).toMatchObject({ shiftId: shift.id, blockNumber: 0, startTime: new Date(shift.begins).toISOString() });
      expect(shift.callIds[0]).toContain(booking.callId);
      const [slot] = await db.select().from(participantSlots).where(eq(participantSlots.id, booking.id));
      expect(slot).toMatchObject({ userId: eve.user.id, callId: booking.callId, eventId: shift.id });

      const again = await book(ctx, eve.token, shift.id, 0);
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('regapp_already_booked');
      const second = await book(ctx, eve.token, shift.id, 1);
      expect(second.statusCode).toBe(409);
      expect(second.json()).toMatchObject({ code: 'regapp_booking_limit', error: MESSAGES.regappBookingLimit });

      // A manager allows two: the second is taken.
      await db.update(courses).set({ maxBookings: 2 }).where(eq(courses.id, world.course.id));
      try {
        expect((await book(ctx, eve.token, shift.id, 1)).statusCode).toBe(201);
      } finally {
        await db.update(courses).set({ maxBookings: 1 }).where(eq(courses.id, world.course.id));
      }

      // The confirmation (no calendar invitations on this shift), the audit and the derived status.
      const confirmations = (await mailsTo(ctx, eve.user.email)).filter((m) => m.subject.startsWith('Booking confirmed'));
      expect(confirmations).toHaveLength(2);
      expect(confirmations[0]?.text).toContain('Welcome aboard!');
      expect(confirmations[0]?.from).toBe('trainers@northwind.example');
      const audits = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'regapp_book'), eq(auditLog.actorId, eve.user.id)));
      expect(audits).toHaveLength(2);
    });

    it('shows the booking to managers and makes the participant Registered', async ({ ctx, world, sc }) => {
      const shift = await shiftWith(ctx, world.course.id, { daysAhead: 15, callsPerBlock: [1] });
      const fay = await world.person('Fay Registered');
      const status = async () => {
        const res = await ctx.api({
          method: 'GET',
          url: `/courses/${world.course.id}/participants?page_size=100`,
          token: sc.token,
        });
        return res.json().data.find((p: { id: number }) => p.id === fay.user.id)?.status;
      };
      expect(await status()).toBe('Pending');
      const res = await book(ctx, fay.token, shift.id, 0);
      expect(res.statusCode).toBe(201);
      expect(await status()).toBe('Registered');
      const calls = await ctx.api({ method: 'GET', url: `/roleplay_shifts/${shift.id}/calls`, token: sc.token });
      expect(JSON.stringify(calls.json())).toContain('Fay Registered');
    });
  });

  describe('windows', () => {
    it('tells the app beforehand which actions are closed, why, and whom to contact', async ({ ctx, world }) => {
      const hal = await world.person('Hal Beforehand');
      const view = async () => {
        const res = await ctx.api({ method: 'GET', url: `/regapp/courses/${world.course.key}`, token: hal.token });
        expect(res.statusCode).toBe(200);
        return res.json() as { canBook: boolean; bookClosedReason: string | null; bookings: Array<Record<string, unknown>> };
      };
      const later = await shiftWith(ctx, world.course.id, { daysAhead: 20, callsPerBlock: [1] });
      const far = await seat(ctx, later, later.callIds[0]?.[0] ?? 0, 0, hal.user.id);
      const open = await view();
      expect(open.bookings).toEqual([
        expect.objectContaining({
          id: far.id,
          canMove: true,
          moveClosedReason: null,
          canCancel: true,
          cancelClosedReason: null,
          contact: null,
        }),
      ]);
      // One call is the course's limit: Book is closed, with the reason.
      expect(open).toMatchObject({ canBook: false, bookClosedReason: 'booking_limit' });

      // Inside the 2-day change window, outside the 1-day cancel window: the coordinator to contact.
      const soon = await shiftWith(ctx, world.course.id, {
        daysAhead: 1.25,
        callsPerBlock: [1],
        coordinatorId: world.coordinator.id,
      });
      const inChange = await seat(ctx, soon, soon.callIds[0]?.[0] ?? 0, 0, hal.user.id);
      // Begun a few minutes ago, no coordinator: the course's sender address.
      const begun = await shiftWith(ctx, world.course.id, { daysAhead: -0.005, callsPerBlock: [1] });
      const started = await seat(ctx, begun, begun.callIds[0]?.[0] ?? 0, 0, hal.user.id);
      const closed = await view();
      const byId = new Map(closed.bookings.map((b) => [b.id, b]));
      expect(byId.get(inChange.id)).toMatchObject({
        canMove: false,
        moveClosedReason: 'change_window',
        canCancel: true,
        cancelClosedReason: null,
        contact: `Cora Coordinator (${world.coordinator.email})`,
      });
      expect(byId.get(started.id)).toMatchObject({
        canMove: false,
        moveClosedReason: 'call_started',
        canCancel: false,
        cancelClosedReason: 'call_started',
        contact: 'trainers@northwind.example',
      });
      // What is shown open the server allows; what is shown closed it refuses.
      const cancelled = await ctx.api({ method: 'DELETE', url: `/regapp/bookings/${inChange.id}`, token: hal.token });
      expect(cancelled.statusCode).toBe(204);
      const refused = await ctx.api({ method: 'DELETE', url: `/regapp/bookings/${started.id}`, token: hal.token });
      expect(refused.json().code).toBe('regapp_cancel_closed');
    });

    it('refuses a change within the change window and a cancel within the cancel window, naming the coordinator', async ({
      ctx,
      world,
    }) => {
      const later = await shiftWith(ctx, world.course.id, { daysAhead: 20, callsPerBlock: [1, 1] });
      // 1.5 days ahead: inside the 2-day change window, outside the 1-day cancel window.
      const soon = await shiftWith(ctx, world.course.id, {
        daysAhead: 1.5,
        callsPerBlock: [1],
        coordinatorId: world.coordinator.id,
      });
      const gina = await world.person('Gina Window');
      const slot = await seat(ctx, soon, soon.callIds[0]?.[0] ?? 0, 0, gina.user.id);
      const move = await ctx.api({
        method: 'PUT',
        url: `/regapp/bookings/${slot.id}`,
        token: gina.token,
        payload: { booking: { shiftId: later.id, blockNumber: 0 } },
      });
      expect(move.statusCode).toBe(409);
      expect(move.json().code).toBe('regapp_change_closed');
      expect(move.json().error).toBe(
        `A call can no longer be changed within 2 days of its start. Please contact Cora Coordinator (${world.coordinator.email}).`,
      );
      const cancel = await ctx.api({ method: 'DELETE', url: `/regapp/bookings/${slot.id}`, token: gina.token });
      expect(cancel.statusCode).toBe(204);

      // 0.5 days ahead: inside the cancel window too.
      const sooner = await shiftWith(ctx, world.course.id, { daysAhead: 0.5, callsPerBlock: [1] });
      const late = await seat(ctx, sooner, sooner.callIds[0]?.[0] ?? 0, 0, gina.user.id);
      const refused = await ctx.api({ method: 'DELETE', url: `/regapp/bookings/${late.id}`, token: gina.token });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('regapp_cancel_closed');
      expect(refused.json().error).toContain('within 1 day of its start');
      const [still] = await ctx.database.db.select().from(participantSlots).where(eq(participantSlots.id, late.id));
      expect(still?.userId).toBe(gina.user.id);
    });

    it('moves and cancels outside the windows; only the owner may', async ({ ctx, world }) => {
      const shift = await shiftWith(ctx, world.course.id, { daysAhead: 21, callsPerBlock: [1, 1] });
      const other = await shiftWith(ctx, world.course.id, { daysAhead: 22, callsPerBlock: [1] });
      const hana = await world.person('Hana Mover');
      const booked = (await book(ctx, hana.token, shift.id, 0)).json().booking;
      const path = `/regapp/bookings/${booked.id}`;
      const moveTo = (token: string, shiftId: number, blockNumber: number) =>
        ctx.api({ method: 'PUT', url: path, token, payload: { booking: { shiftId, blockNumber } } });

      expect((await moveTo(world.ben.token, shift.id, 1)).statusCode).toBe(404);
      expect((await ctx.api({ method: 'DELETE', url: path, token: world.ben.token })).statusCode).toBe(404);
      expect((await ctx.api({ method: 'DELETE', url: '/regapp/bookings/abc', token: hana.token })).statusCode).toBe(400);

      const moved = await moveTo(hana.token, shift.id, 1);
      expect(moved.statusCode).toBe(200);
      expect(moved.json().booking).toMatchObject({
        id: booked.id,
        shiftId: shift.id,
        blockNumber: 1,
        callId: shift.callIds[1]?.[0],
      });
      const across = await moveTo(hana.token, other.id, 0);
      expect(across.statusCode).toBe(200);
      expect(across.json().booking).toMatchObject({ id: booked.id, shiftId: other.id, blockNumber: 0 });
      const subjects = (await mailsTo(ctx, hana.user.email)).map((m) => m.subject.split(':')[0]);
      expect(subjects).toEqual(['Booking confirmed', 'Booking moved', 'Booking moved']);

      expect((await ctx.api({ method: 'DELETE', url: path, token: hana.token })).statusCode).toBe(204);
      expect((await ctx.api({ method: 'DELETE', url: path, token: hana.token })).statusCode).toBe(404);
      const last = (await mailsTo(ctx, hana.user.email)).at(-1);
      expect(last?.subject.startsWith('Booking cancelled')).toBe(true);
    });

    it('keeps the calendar invitation of a booking in step with the same UID', async ({ ctx, world }) => {
      const db = ctx.database.db;
      const shift = await shiftWith(ctx, world.course.id, { daysAhead: 23, callsPerBlock: [1, 1], calendar: true });
      const ivan = await world.person('Ivan Calendar');
      const booked = (await book(ctx, ivan.token, shift.id, 0)).json().booking;
      const invitation = async () =>
        (await db.select().from(calendarInvitations).where(eq(calendarInvitations.participantSlotId, booked.id)))[0];
      const first = await invitation();
      expect(first?.sequence).toBe(0);
      const moved = await ctx.api({
        method: 'PUT',
        url: `/regapp/bookings/${booked.id}`,
        token: ivan.token,
        payload: { booking: { shiftId: shift.id, blockNumber: 1 } },
      });
      expect(moved.statusCode).toBe(200);
      expect(await invitation()).toMatchObject({ uid: first?.uid, sequence: 1 });
      expect((await ctx.api({ method: 'DELETE', url: `/regapp/bookings/${booked.id}`, token: ivan.token })).statusCode).toBe(204);
      const mails = await mailsTo(ctx, ivan.user.email);
      expect(mails.map((m) => m.icalEvent?.method)).toEqual(['REQUEST', 'REQUEST', 'CANCEL']);
      for (const mail of mails) expect(mail.icalEvent?.content).toContain(`UID:${first?.uid}`);
      // The invitation is the confirmation: no second mail of the app's own.
      expect(mails.some((m) => m.subject.startsWith('Booking'))).toBe(false);
    });
  });

  describe('the last place and the waiting list', () => {
    it('gives the last place to exactly one of two at once; the other may wait', async ({ ctx, world }) => {
      const shift = await shiftWith(ctx, world.course.id, { daysAhead: 25, callsPerBlock: [1] });
      const [a, b] = [await world.person('Jo Race'), await world.person('Kim Race')];
      const results = await Promise.all([book(ctx, a.token, shift.id, 0), book(ctx, b.token, shift.id, 0)]);
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes).toEqual([201, 409]);
      const loser = results.find((r) => r.statusCode === 409);
      expect(loser?.json()).toMatchObject({ code: 'regapp_time_full', error: MESSAGES.regappTimeFull });
      const seats = await ctx.database.db.select().from(participantSlots).where(eq(participantSlots.eventId, shift.id));
      expect(seats).toHaveLength(1);
      const loserToken = results[0]?.statusCode === 409 ? a.token : b.token;
      const wait = await ctx.api({
        method: 'POST',
        url: '/regapp/waitlist',
        token: loserToken,
        payload: { entry: { shiftId: shift.id, blockNumber: 0 } },
      });
      expect(wait.statusCode).toBe(201);
      expect(wait.json().entry).toMatchObject({ shiftId: shift.id, blockNumber: 0, position: 1, offeredUntil: null });
    });

    it('offers a freed place to the first waiting, lets it lapse to the next, and books it when claimed', async ({
      ctx,
      world,
    }) => {
      const db = ctx.database.db;
      const shift = await shiftWith(ctx, world.course.id, { daysAhead: 26, callsPerBlock: [1], calendar: false });
      const holder = await world.person('Lee Holder');
      const first = await world.person('Mia First');
      const second = await world.person('Noa Second');
      const third = await world.person('Oli Third');
      const booked = (await book(ctx, holder.token, shift.id, 0)).json().booking;
      const join = (token: string) =>
        ctx.api({ method: 'POST', url: '/regapp/waitlist', token, payload: { entry: { shiftId: shift.id, blockNumber: 0 } } });

      const one = (await join(first.token)).json().entry;
      const two = (await join(second.token)).json().entry;
      expect([one.position, two.position]).toEqual([1, 2]);
      expect((await join(first.token)).json().code).toBe('regapp_already_waiting');
      expect((await join(holder.token)).json().code).toBe('regapp_already_booked');
      const noOffer = await ctx.api({ method: 'POST', url: `/regapp/waitlist/${one.id}/claim`, token: first.token });
      expect(noOffer.statusCode).toBe(409);
      expect(noOffer.json().code).toBe('regapp_offer_lapsed');
      expect((await ctx.api({ method: 'POST', url: `/regapp/waitlist/${one.id}/claim`, token: second.token })).statusCode).toBe(
        404,
      );

      // The holder cancels: the first waiting is offered the place for 12 hours.
      const before = Date.now();
      expect((await ctx.api({ method: 'DELETE', url: `/regapp/bookings/${booked.id}`, token: holder.token })).statusCode).toBe(
        204,
      );
      const [offered] = await db.select().from(regappWaitlist).where(eq(regappWaitlist.id, one.id));
      const until = offered?.offeredUntil?.getTime() ?? 0;
      expect(until).toBeGreaterThanOrEqual(before + 12 * HOUR - 1000);
      expect(until).toBeLessThanOrEqual(Date.now() + 12 * HOUR);
      const offerMail = (await mailsTo(ctx, first.user.email)).find((m) => m.subject.startsWith('A place is free'));
      expect(offerMail?.text).toContain(`${ctx.config.regappUrl}/${world.course.key}?offer=${one.id}`);
      expect((await mailsTo(ctx, second.user.email)).some((m) => m.subject.startsWith('A place is free'))).toBe(false);
      // The place is held: nobody else takes it meanwhile.
      expect((await book(ctx, third.token, shift.id, 0)).json().code).toBe('regapp_time_full');
      const view = (await ctx.api({ method: 'GET', url: `/regapp/courses/${world.course.key}`, token: first.token })).json();
      expect(view.waiting).toEqual([
        { id: one.id, shiftId: shift.id, blockNumber: 0, position: 1, offeredUntil: new Date(until).toISOString() },
      ]);

      // An hour before the offer lapses, nothing moves; after it, the next is offered.
      const jobs = { db, config: ctx.config, handlers: regappJobHandlers };
      await runDueJobs({ ...jobs, now: new Date(until - HOUR) });
      expect((await db.select().from(regappWaitlist).where(eq(regappWaitlist.id, one.id))).length).toBe(1);
      const lapse = new Date(until + MINUTE);
      await runDueJobs({ ...jobs, now: lapse });
      expect((await db.select().from(regappWaitlist).where(eq(regappWaitlist.id, one.id))).length).toBe(0);
      const [next] = await db.select().from(regappWaitlist).where(eq(regappWaitlist.id, two.id));
      expect(next?.offeredUntil?.toISOString()).toBe(new Date(lapse.getTime() + 12 * HOUR).toISOString());
      expect((await mailsTo(ctx, second.user.email)).some((m) => m.subject.startsWith('A place is free'))).toBe(true);
      expect((await ctx.api({ method: 'POST', url: `/regapp/waitlist/${one.id}/claim`, token: first.token })).statusCode).toBe(
        404,
      );

      // The second claims it (their offer runs until lapse + 12 h, still ahead of the real clock).
      const claim = await ctx.api({ method: 'POST', url: `/regapp/waitlist/${two.id}/claim`, token: second.token });
      expect(claim.statusCode).toBe(201);
      expect(claim.json().booking).toMatchObject({ shiftId: shift.id, blockNumber: 0, callId: shift.callIds[0]?.[0] });
      expect(await db.select().from(regappWaitlist).where(eq(regappWaitlist.id, two.id))).toHaveLength(0);
      const pending = await db
        .select()
        .from(scheduledJobs)
        .where(and(eq(scheduledJobs.key, `regapp-offer-lapse:${two.id}`), eq(scheduledJobs.status, 'pending')));
      expect(pending).toHaveLength(0);
    });

    it('offers a place a manager adds to the first waiting, and refuses waiting for a time with places', async ({
      ctx,
      world,
      sc,
    }) => {
      const db = ctx.database.db;
      const shift = await shiftWith(ctx, world.course.id, { daysAhead: 27, callsPerBlock: [1] });
      const holder = await world.person('Pat Holder');
      const waiter = await world.person('Quinn Waiter');
      expect((await book(ctx, holder.token, shift.id, 0)).statusCode).toBe(201);
      const entry = (
        await ctx.api({
          method: 'POST',
          url: '/regapp/waitlist',
          token: waiter.token,
          payload: { entry: { shiftId: shift.id, blockNumber: 0 } },
        })
      ).json().entry;
      const added = await ctx.api({
        method: 'POST',
        url: '/calls',
        token: sc.token,
        payload: { call: { eventId: shift.id, blockNumber: 0 } },
      });
      expect(added.statusCode).toBe(201);
      const [row] = await db.select().from(regappWaitlist).where(eq(regappWaitlist.id, entry.id));
      expect(row?.offeredUntil).not.toBeNull();
      // Leaving the list with an offer in hand frees it for nobody else waiting; the time has a place again.
      expect((await ctx.api({ method: 'DELETE', url: `/regapp/waitlist/${entry.id}`, token: holder.token })).statusCode).toBe(
        404,
      );
      expect((await ctx.api({ method: 'DELETE', url: `/regapp/waitlist/${entry.id}`, token: waiter.token })).statusCode).toBe(
        204,
      );
      const late = await world.person('Rae Late');
      const refused = await ctx.api({
        method: 'POST',
        url: '/regapp/waitlist',
        token: late.token,
        payload: { entry: { shiftId: shift.id, blockNumber: 0 } },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('regapp_time_has_places');
      expect((await book(ctx, late.token, shift.id, 0)).statusCode).toBe(201);
    });

    it('passes over somebody no longer in the course when offering a place', async ({ ctx, world }) => {
      const db = ctx.database.db;
      const shift = await shiftWith(ctx, world.course.id, { daysAhead: 28, callsPerBlock: [1] });
      const holder = await world.person('Sam Holder');
      const gone = await world.person('Tia Gone');
      const next = await world.person('Uma Next');
      const booked = (await book(ctx, holder.token, shift.id, 0)).json().booking;
      const join = async (token: string) =>
        (
          await ctx.api({
            method: 'POST',
            url: '/regapp/waitlist',
            token,
            payload: { entry: { shiftId: shift.id, blockNumber: 0 } },
          })
        ).json().entry;
      const first = await join(gone.token);
      const second = await join(next.token);
      await db
        .delete(courseParticipants)
        .where(and(eq(courseParticipants.courseId, world.course.id), eq(courseParticipants.userId, gone.user.id)));
      expect((await ctx.api({ method: 'DELETE', url: `/regapp/bookings/${booked.id}`, token: holder.token })).statusCode).toBe(
        204,
      );
      const rows = await db
        .select()
        .from(regappWaitlist)
        .where(eq(regappWaitlist.eventId, shift.id))
        .orderBy(asc(regappWaitlist.id));
      expect(rows.map((r) => [r.id, r.offeredUntil !== null])).toEqual([
        [first.id, false],
        [second.id, true],
      ]);
    });
  });

  describe('back office summary', () => {
    it('counts booked, waiting and not booked participants for managers only', async ({ ctx, world, sc, rp }) => {
      const db = ctx.database.db;
      const course = await insertCourse(db, { name: 'Summary Course', components: [{ type: 'Scenario', duration: 30 }] });
      const shift = await shiftWith(ctx, course.id, { daysAhead: 30, callsPerBlock: [1] });
      const people = [];
      for (const name of ['S One', 'S Two', 'S Three', 'S Four']) people.push(await world.person(name, course.id));
      const [p1, p2, p3] = people;
      if (!p1 || !p2 || !p3) throw new Error('people missing');
      expect((await book(ctx, p1.token, shift.id, 0)).statusCode).toBe(201);
      expect(
        (
          await ctx.api({
            method: 'POST',
            url: '/regapp/waitlist',
            token: p2.token,
            payload: { entry: { shiftId: shift.id, blockNumber: 0 } },
          })
        ).statusCode,
      ).toBe(201);
      const url = `/courses/${course.id}/regapp_summary`;
      const res = await ctx.api({ method: 'GET', url, token: sc.token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ booked: 1, waiting: 1, notBooked: 2 });
      expect((await ctx.api({ method: 'GET', url, token: rp.token })).statusCode).toBe(403);
      expect((await ctx.api({ method: 'GET', url })).statusCode).toBe(401);
      expect((await ctx.api({ method: 'GET', url, token: p3.token })).statusCode).toBe(401);
      expect((await ctx.api({ method: 'GET', url: '/courses/999999/regapp_summary', token: sc.token })).statusCode).toBe(404);
      expect((await ctx.api({ method: 'GET', url: '/courses/x/regapp_summary', token: sc.token })).statusCode).toBe(400);
    });
  });
});
