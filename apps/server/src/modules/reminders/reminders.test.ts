import { type MailPreviews, MESSAGES, type Role } from '@app/shared';
import { TZDate } from '@date-fns/tz';
import { and, asc, eq, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect } from 'vitest';
import { calendarInvitations, courseEvents, coursePreferences, lateReminders, mailOutbox, rooms } from '../../db/schema';
import { jobsOfGroup } from '../../jobs/queue';
import { runDueJobs } from '../../jobs/runner';
import {
  apiTest,
  DAY,
  enrol,
  HOUR,
  insertCourse,
  insertInvite,
  insertRoleplayShift,
  namedFields,
  type Session,
} from '../../test/fixtures';
import { type TestContext, testDbKind } from '../../test/harness';
import { reminderJobHandlers } from '.';
import { icsTime, icsValue } from './ics-reading';

const MINUTE = 60_000;
/** Scenario 30 + Scenario 25: a call is 55 minutes. */
const CALL = 55 * MINUTE;

/**
 * A business time zone where it is now between 03:00 and 20:00, so that "an hour from now" and "half
 * an hour ago" are on today's date there whenever the tests run.
 */
const DAYTIME_ZONE =
  ['America/Toronto', 'Europe/London', 'Asia/Tokyo', 'Pacific/Honolulu', 'Asia/Kolkata', 'America/Los_Angeles'].find((zone) => {
    const hour = new TZDate(Date.now(), zone).getHours();
    return hour >= 3 && hour < 20;
  }) ?? 'America/Toronto';

/** The file's course (with its reminder preferences), four enrolled participants and two rooms. */
async function buildWorld(ctx: TestContext) {
  const db = ctx.database.db;
  const course = await insertCourse(db, {
    name: 'Handling Objections',
    clientName: 'Acme Bank',
    preferences: {
      emailSender: 'trainers@acme.example',
      emailBccList: ['copies@acme.example'],
      customReminderEnabled: true,
      customReminderDaysBefore: 2,
      customReminderText: 'Bring a headset and a quiet room.',
    },
    components: [
      { type: 'Scenario', duration: 30, content: 'Angry customer' },
      { type: 'Scenario', duration: 25, content: 'Late payment' },
    ],
  });
  const participant = async (name: string) => {
    const person = await ctx.createUser({ roles: ['participant'], name });
    await enrol(db, course.id, person.id);
    return person;
  };
  const people = {
    ana: await participant('Ana Silva'),
    ben: await participant('Ben Okafor'),
    chloe: await participant('Chloé Martin'),
    dev: await participant('Dev Patel'),
  };
  const [custom] = await db.insert(rooms).values({ name: 'Studio A', roomType: 'custom' }).returning();
  const [phone] = await db
    .insert(rooms)
    .values({ name: 'Bridge 7', roomType: 'phone', localNumber: '416-555-0101', tollFreeNumber: '1-800-555-0199' })
    .returning();
  if (!custom || !phone) throw new Error('room insert failed');
  return { course, ...people, rooms: { custom, phone } };
}
type World = Awaited<ReturnType<typeof buildWorld>>;

const it = apiTest
  .extend('appConfig', { scope: 'file' }, { timeZone: DAYTIME_ZONE, mailRateLimit: 1000 })
  .extend('world', { scope: 'file' }, ({ ctx }) => buildWorld(ctx))
  .extend('c', { scope: 'file' }, ({ ctx, world, sc, admin, coach }) => ({ ctx, world, sc, admin, coach }));

describe(`reminders and calendar invitations (${testDbKind})`, () => {
  /** What the helpers below use of the fixtures. */
  interface Ctx {
    ctx: TestContext;
    world: World;
    sc: Session;
    admin: Session;
    coach: Session;
  }

  /** Each default shift starts four hours after the previous one, so that they never share a room's time. */
  let shifts = 0;
  /** A roleplay shift of the course (sessions 2 + 1 extension), with calendar invites unless told otherwise. */
  async function shiftOf(c: Ctx, opts: { begins?: Date; calendar?: boolean; roomId?: number | null } = {}) {
    const db = c.ctx.database.db;
    const shift = await insertRoleplayShift(db, c.world.course.id, {
      begins: opts.begins ?? new Date(Date.now() + 7 * DAY + shifts++ * 4 * HOUR),
      hours: 3,
    });
    await db
      .update(courseEvents)
      .set({
        useGoogleCalendar: opts.calendar ?? true,
        roomId: opts.roomId === undefined ? c.world.rooms.custom.id : opts.roomId,
      })
      .where(eq(courseEvents.id, shift.id));
    return shift;
  }
  async function addCall(c: Ctx, eventId: number, blockNumber: number): Promise<number> {
    const res = await c.ctx.api({
      method: 'POST',
      url: '/calls',
      token: c.sc.token,
      payload: { call: { eventId, blockNumber } },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id;
  }
  async function seat(c: Ctx, callId: number, userId: number): Promise<{ id: number; addedToEvent: boolean }> {
    const res = await c.ctx.api({
      method: 'POST',
      url: '/participant_slots',
      token: c.sc.token,
      payload: { participantSlot: { callId, userId } },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }
  /** The outbox messages to one address, oldest first. */
  const mailTo = (c: Ctx, email: string) =>
    c.ctx.database.db.select().from(mailOutbox).where(sql`${email} = any(${mailOutbox.to})`).orderBy(asc(mailOutbox.id));
  const sendReminder = (c: Ctx, slotId: number | string, query: string, token = c.sc.token) =>
    c.ctx.api({ method: 'POST', url: `/participant_slots/${slotId}/send_reminder${query}`, token });
  const lateReminder = (c: Ctx, shiftId: number | string, token = c.coach.token) =>
    c.ctx.api({ method: 'POST', url: `/roleplay_shifts/${shiftId}/late_reminders`, token });
  const lateReminderPreview = (c: Ctx, shiftId: number | string, token = c.coach.token) =>
    c.ctx.api({ method: 'GET', url: `/roleplay_shifts/${shiftId}/late_reminders/preview`, token });

  it('invites a slotted participant with an .ics, updates it with the same UID when the link changes, cancels it when removed', async ({
    c,
  }) => {
    const { ana } = c.world;
    const shift = await shiftOf(c);
    const call = await addCall(c, shift.id, 1);
    const slot = await seat(c, call, ana.id);
    expect(slot.addedToEvent).toBe(true);

    const [invite, ...others] = await mailTo(c, ana.email);
    expect(others).toEqual([]);
    expect(invite).toMatchObject({ from: 'trainers@acme.example', bcc: ['copies@acme.example'] });
    expect(invite?.subject).toContain('Calendar invitation');
    expect(invite?.text).toContain('Studio A');
    expect(invite?.icalEvent?.method).toBe('REQUEST');
    const ics = invite?.icalEvent?.content ?? '';
    const uid = icsValue(ics, 'UID');
    expect(uid).toMatch(/@/);
    expect(icsValue(ics, 'METHOD')).toBe('REQUEST');
    expect(icsValue(ics, 'SEQUENCE')).toBe('0');
    // Block 1 starts one call length after the shift begins.
    expect(icsValue(ics, 'DTSTART')).toBe(icsTime(new Date(shift.begins.getTime() + CALL)));
    expect(icsValue(ics, 'DTEND')).toBe(icsTime(new Date(shift.begins.getTime() + 2 * CALL)));
    expect(icsValue(ics, 'ATTENDEE')).toContain(ana.email);
    expect(icsValue(ics, 'ORGANIZER')).toContain('trainers@acme.example');

    const read = await c.ctx.api({ method: 'GET', url: `/roleplay_shifts/${shift.id}/calls`, token: c.sc.token });
    expect(read.json().blocks[0].calls[0].participantSlots[0]).toMatchObject({ id: slot.id, addedToEvent: true });

    const setUrl = (meetingUrl: string) =>
      c.ctx.api({ method: 'PATCH', url: `/calls/${call}`, token: c.sc.token, payload: { call: { meetingUrl } } });
    expect((await setUrl('https://meet.example/ana')).statusCode).toBe(200);
    expect((await setUrl('https://meet.example/ana')).statusCode).toBe(200); // unchanged: no second update
    const afterUrl = await mailTo(c, ana.email);
    expect(afterUrl).toHaveLength(2);
    const update = afterUrl[1];
    expect(update?.subject).toContain('Session changed');
    expect(update?.text).toContain('https://meet.example/ana');
    expect(icsValue(update?.icalEvent?.content ?? '', 'UID')).toBe(uid);
    expect(icsValue(update?.icalEvent?.content ?? '', 'SEQUENCE')).toBe('1');
    expect(icsValue(update?.icalEvent?.content ?? '', 'URL')).toBe('https://meet.example/ana');

    // Moving the shift moves the call: another update with the same UID.
    const moved = new Date(shift.begins.getTime() + 2 * HOUR);
    const move = await c.ctx.api({
      method: 'PATCH',
      url: `/course_events/${shift.id}`,
      token: c.sc.token,
      payload: { courseEvent: { begins: moved.toISOString() } },
    });
    expect(move.statusCode, move.body).toBe(200);
    const afterMove = (await mailTo(c, ana.email)).at(-1);
    expect(icsValue(afterMove?.icalEvent?.content ?? '', 'UID')).toBe(uid);
    expect(icsValue(afterMove?.icalEvent?.content ?? '', 'SEQUENCE')).toBe('2');
    expect(icsValue(afterMove?.icalEvent?.content ?? '', 'DTSTART')).toBe(icsTime(new Date(moved.getTime() + CALL)));

    expect((await c.ctx.api({ method: 'DELETE', url: `/participant_slots/${slot.id}`, token: c.sc.token })).statusCode).toBe(204);
    const cancel = (await mailTo(c, ana.email)).at(-1);
    expect(cancel?.subject).toContain('Session cancelled');
    expect(cancel?.icalEvent?.method).toBe('CANCEL');
    expect(icsValue(cancel?.icalEvent?.content ?? '', 'METHOD')).toBe('CANCEL');
    expect(icsValue(cancel?.icalEvent?.content ?? '', 'UID')).toBe(uid);
    expect(icsValue(cancel?.icalEvent?.content ?? '', 'SEQUENCE')).toBe('3');
    expect(icsValue(cancel?.icalEvent?.content ?? '', 'STATUS')).toBe('CANCELLED');
    expect(await mailTo(c, ana.email)).toHaveLength(4);
    expect(await c.ctx.database.db.select().from(calendarInvitations).where(eq(calendarInvitations.eventId, shift.id))).toEqual(
      [],
    );
  });

  it('sends no invitation without calendar invites; switching them on invites, off cancels; deleting a block or the shift cancels', async ({
    c,
  }) => {
    const { ben, chloe } = c.world;
    const shift = await shiftOf(c, { calendar: false, roomId: c.world.rooms.phone.id });
    const call = await addCall(c, shift.id, 0);
    const slot = await seat(c, call, ben.id);
    expect(slot.addedToEvent).toBe(false);
    expect(await mailTo(c, ben.email)).toEqual([]);

    const setCalendar = (useGoogleCalendar: boolean) =>
      c.ctx.api({
        method: 'PATCH',
        url: `/roleplay_shifts/${shift.id}`,
        token: c.sc.token,
        payload: { roleplayShift: { useGoogleCalendar } },
      });
    expect((await setCalendar(true)).statusCode).toBe(200);
    const [invite] = await mailTo(c, ben.email);
    expect(invite?.icalEvent?.method).toBe('REQUEST');
    // A phone room: its numbers are the joining details.
    expect(invite?.text).toContain('416-555-0101');
    expect(invite?.text).toContain('1-800-555-0199');
    expect(icsValue(invite?.icalEvent?.content ?? '', 'LOCATION')).toContain('Bridge 7');
    const uid = icsValue(invite?.icalEvent?.content ?? '', 'UID');

    expect((await setCalendar(false)).statusCode).toBe(200);
    const off = await mailTo(c, ben.email);
    expect(off).toHaveLength(2);
    expect(off[1]?.icalEvent?.method).toBe('CANCEL');
    expect(icsValue(off[1]?.icalEvent?.content ?? '', 'UID')).toBe(uid);
    const read = await c.ctx.api({ method: 'GET', url: `/roleplay_shifts/${shift.id}/calls`, token: c.sc.token });
    expect(read.json().blocks[0].calls[0].participantSlots[0].addedToEvent).toBe(false);

    // On again: a new invitation (a new UID); then the block goes, and with a second call the shift.
    expect((await setCalendar(true)).statusCode).toBe(200);
    const again = (await mailTo(c, ben.email)).at(-1);
    const secondUid = icsValue(again?.icalEvent?.content ?? '', 'UID');
    expect(secondUid).not.toBe(uid);
    const blockRes = await c.ctx.api({ method: 'DELETE', url: `/roleplay_shifts/${shift.id}/call_blocks/0`, token: c.sc.token });
    expect(blockRes.statusCode).toBe(204);
    const blockCancel = (await mailTo(c, ben.email)).at(-1);
    expect(blockCancel?.icalEvent?.method).toBe('CANCEL');
    expect(icsValue(blockCancel?.icalEvent?.content ?? '', 'UID')).toBe(secondUid);

    const later = await addCall(c, shift.id, 2);
    await seat(c, later, chloe.id);
    const chloeUid = icsValue((await mailTo(c, chloe.email))[0]?.icalEvent?.content ?? '', 'UID');
    expect((await c.ctx.api({ method: 'DELETE', url: `/roleplay_shifts/${shift.id}`, token: c.sc.token })).statusCode).toBe(204);
    const shiftCancel = (await mailTo(c, chloe.email)).at(-1);
    expect(shiftCancel?.icalEvent?.method).toBe('CANCEL');
    expect(icsValue(shiftCancel?.icalEvent?.content ?? '', 'UID')).toBe(chloeUid);
    expect(await jobsOfGroup(c.ctx.database.db, `shift:${shift.id}`)).toEqual([]);
  });

  it('invites each of two participants slotted at once exactly once, and cancels nobody', async ({ c }) => {
    const { ana, ben } = c.world;
    const shift = await shiftOf(c);
    const [one, two] = [await addCall(c, shift.id, 0), await addCall(c, shift.id, 0)];
    const before = { ana: (await mailTo(c, ana.email)).length, ben: (await mailTo(c, ben.email)).length };
    const results = await Promise.all([
      c.ctx.api({
        method: 'POST',
        url: '/participant_slots',
        token: c.sc.token,
        payload: { participantSlot: { callId: one, userId: ana.id } },
      }),
      c.ctx.api({
        method: 'POST',
        url: '/participant_slots',
        token: c.admin.token,
        payload: { participantSlot: { callId: two, userId: ben.id } },
      }),
    ]);
    expect(results.map((res) => res.statusCode)).toEqual([201, 201]);
    for (const [person, count] of [
      [ana, before.ana],
      [ben, before.ben],
    ] as const) {
      const mails = (await mailTo(c, person.email)).slice(count);
      expect(mails.map((mail) => mail.icalEvent?.method)).toEqual(['REQUEST']);
    }
    expect(
      await c.ctx.database.db.select().from(calendarInvitations).where(eq(calendarInvitations.eventId, shift.id)),
    ).toHaveLength(2);
  });

  it('refuses a reminder anonymously (401), to non-managers (403), with a bad query or id (400), for an unknown slot (404)', async ({
    c,
  }) => {
    const { ana } = c.world;
    const shift = await shiftOf(c);
    const slot = await seat(c, await addCall(c, shift.id, 0), ana.id);
    const before = (await mailTo(c, ana.email)).length;

    expect(
      (await c.ctx.api({ method: 'POST', url: `/participant_slots/${slot.id}/send_reminder?resend_invite=1` })).statusCode,
    ).toBe(401);
    for (const role of ['coach', 'rp', 'participant'] as Role[]) {
      const { token } = await c.ctx.signIn(role);
      const res = await sendReminder(c, slot.id, '?resend_invite=1', token);
      expect(res.statusCode, role).toBe(403);
    }
    for (const query of ['', '?resend_invite=2', '?resend_invite=yes', '?resend_invite=']) {
      const res = await sendReminder(c, slot.id, query);
      expect(res.statusCode, query).toBe(400);
      expect(namedFields(res)).toContain('resend_invite');
    }
    for (const id of ['abc', '0', '01', '-3']) expect((await sendReminder(c, id, '?resend_invite=0')).statusCode, id).toBe(400);
    const unknown = await sendReminder(c, 987_654, '?resend_invite=0');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(MESSAGES.participantSlotNotFound);
    expect(await mailTo(c, ana.email)).toHaveLength(before);
  });

  it('refuses a reminder unless the participant is added to the event of a shift that uses calendar invites (409)', async ({
    c,
  }) => {
    const { ben } = c.world;
    const shift = await shiftOf(c, { calendar: false });
    const slot = await seat(c, await addCall(c, shift.id, 1), ben.id);
    const refused = await sendReminder(c, slot.id, '?resend_invite=0');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'reminder_not_allowed', error: MESSAGES.reminderNotAllowed });
    // Added to the event, then the shift drops calendar invites: refused again.
    await c.ctx.api({
      method: 'PATCH',
      url: `/roleplay_shifts/${shift.id}`,
      token: c.sc.token,
      payload: { roleplayShift: { useGoogleCalendar: true } },
    });
    expect((await sendReminder(c, slot.id, '?resend_invite=0')).statusCode).toBe(200);
    await c.ctx.database.db.update(courseEvents).set({ useGoogleCalendar: false }).where(eq(courseEvents.id, shift.id));
    expect((await sendReminder(c, slot.id, '?resend_invite=1')).json().code).toBe('reminder_not_allowed');
  });

  it('sends the reminder with the session details, and with resend_invite=1 the same invitation again', async ({ c }) => {
    const { chloe } = c.world;
    const shift = await shiftOf(c);
    const call = await addCall(c, shift.id, 2);
    const slot = await seat(c, call, chloe.id);
    await c.ctx.api({
      method: 'PATCH',
      url: `/calls/${call}`,
      token: c.sc.token,
      payload: { call: { meetingUrl: 'https://meet.example/c' } },
    });
    const invite = (await mailTo(c, chloe.email)).at(-1);
    const uid = icsValue(invite?.icalEvent?.content ?? '', 'UID');

    const plain = await sendReminder(c, slot.id, '?resend_invite=0', c.admin.token);
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json()).toEqual({ message: 'Successfully sent reminder email' });
    const reminder = (await mailTo(c, chloe.email)).at(-1);
    expect(reminder?.subject).toContain('Reminder: your session of Handling Objections, ');
    expect(reminder?.text).toContain('https://meet.example/c');
    expect(reminder?.text).toContain(DAYTIME_ZONE);
    expect(reminder?.icalEvent).toBeNull();
    expect(reminder).toMatchObject({ from: 'trainers@acme.example', bcc: ['copies@acme.example'] });

    const withInvite = await sendReminder(c, slot.id, '?resend_invite=1');
    expect(withInvite.statusCode).toBe(200);
    const resent = (await mailTo(c, chloe.email)).at(-1);
    expect(resent?.subject).toContain('Reminder');
    expect(resent?.icalEvent?.method).toBe('REQUEST');
    expect(icsValue(resent?.icalEvent?.content ?? '', 'UID')).toBe(uid);
    expect(icsValue(resent?.icalEvent?.content ?? '', 'SEQUENCE')).toBe('1');
  });

  it('previews a reminder as it will arrive, sending nothing; refused as sending is (401, 403, 400, 404, 409)', async ({ c }) => {
    // Somebody of their own: the reminders this test sends are counted by no other test.
    const dev = await c.ctx.createUser({ roles: ['participant'], name: 'Eve Preview' });
    await enrol(c.ctx.database.db, c.world.course.id, dev.id);
    const shift = await shiftOf(c);
    const call = await addCall(c, shift.id, 1);
    const slot = await seat(c, call, dev.id);
    const preview = (id: number | string, query: string, token: string | null = c.sc.token) =>
      c.ctx.api({ method: 'GET', url: `/participant_slots/${id}/send_reminder/preview${query}`, token: token ?? undefined });
    expect((await preview(slot.id, '?resend_invite=0', null)).statusCode).toBe(401);
    for (const role of ['coach', 'rp', 'participant'] as Role[]) {
      const { token } = await c.ctx.signIn(role);
      expect((await preview(slot.id, '?resend_invite=0', token)).statusCode, role).toBe(403);
    }
    for (const query of ['', '?resend_invite=2']) {
      const res = await preview(slot.id, query);
      expect(res.statusCode, query).toBe(400);
      expect(namedFields(res)).toContain('resend_invite');
    }
    expect((await preview('abc', '?resend_invite=0')).statusCode).toBe(400);
    expect((await preview(987_654, '?resend_invite=0')).statusCode).toBe(404);
    const noCalendar = await shiftOf(c, { calendar: false });
    const unsendable = await seat(c, await addCall(c, noCalendar.id, 0), dev.id);
    const refused = await preview(unsendable.id, '?resend_invite=0');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('reminder_not_allowed');

    const queued = (await mailTo(c, dev.email)).length;
    const shown = await preview(slot.id, '?resend_invite=1', c.admin.token);
    expect(shown.statusCode, shown.body).toBe(200);
    const [mail, ...more] = shown.json().mails;
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      to: [{ name: dev.name, email: dev.email }],
      from: 'trainers@acme.example',
      bcc: ['copies@acme.example'],
    });
    expect(mail.subject).toContain('Reminder: your session of Handling Objections, ');
    expect(await mailTo(c, dev.email)).toHaveLength(queued);
    // What leaves is what was shown.
    expect((await sendReminder(c, slot.id, '?resend_invite=0')).statusCode).toBe(200);
    const sent = (await mailTo(c, dev.email)).at(-1);
    expect({ subject: sent?.subject, text: sent?.text }).toEqual({ subject: mail.subject, text: mail.text });
  });

  it('previews the participant schedule e-mail for one participant, sending nothing; refused as sending is', async ({ c }) => {
    const { ana, ben } = c.world;
    const db = c.ctx.database.db;
    const shift = await shiftOf(c, { calendar: false });
    await seat(c, await addCall(c, shift.id, 0), ana.id);
    const preview = (query: string, token: string | null = c.sc.token) =>
      c.ctx.api({ method: 'GET', url: `/participant_schedule/preview${query}`, token: token ?? undefined });
    const query = `?roleplay_shift_id=${shift.id}&user_id=${ana.id}`;
    const before = (await mailTo(c, ana.email)).length;
    await db.update(coursePreferences).set({ resourcesReady: true }).where(eq(coursePreferences.courseId, c.world.course.id));

    expect((await preview(query, null)).statusCode).toBe(401);
    for (const role of ['coach', 'rp', 'participant'] as Role[]) {
      const { token } = await c.ctx.signIn(role);
      expect((await preview(query, token)).statusCode, role).toBe(403);
    }
    for (const [bad, field] of [
      [`?roleplay_shift_id=${shift.id}`, 'user_id'],
      [`?roleplay_shift_id=${shift.id}&user_id=abc`, 'user_id'],
      [`?user_id=${ana.id}`, 'roleplay_shift_id'],
      [`?roleplay_shift_id=${shift.id}&user_id=${c.sc.user.id}`, 'user_id'],
    ] as const) {
      const res = await preview(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(namedFields(res), bad).toContain(field);
    }
    expect((await preview(`?roleplay_shift_id=987654&user_id=${ana.id}`)).statusCode).toBe(404);
    await db.update(coursePreferences).set({ resourcesReady: false }).where(eq(coursePreferences.courseId, c.world.course.id));
    const notReady = await preview(query);
    expect(notReady.statusCode).toBe(409);
    expect(notReady.json().code).toBe('resources_not_ready');
    await db.update(coursePreferences).set({ resourcesReady: true }).where(eq(coursePreferences.courseId, c.world.course.id));

    const shown = await preview(query);
    expect(shown.statusCode, shown.body).toBe(200);
    const [mail, ...more] = shown.json().mails;
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ to: [{ name: ana.name, email: ana.email }], from: 'trainers@acme.example' });
    expect(mail.subject).toMatch(/^Your session:/);
    expect(await mailTo(c, ana.email)).toHaveLength(before);
    // What leaves is what was shown.
    const sent = await c.ctx.api({
      method: 'POST',
      url: `/participant_schedule?roleplay_shift_id=${shift.id}`,
      token: c.sc.token,
      payload: { userIds: [ana.id, ben.id] },
    });
    expect(sent.statusCode).toBe(200);
    const got = (await mailTo(c, ana.email)).at(-1);
    expect({ subject: got?.subject, text: got?.text }).toEqual({ subject: mail.subject, text: mail.text });
  });

  it('refuses the Late Reminder anonymously (401), to rp and participants (403), to a coach not on the shift (403), bad ids (400), unknown (404), before the day (409)', async ({
    c,
  }) => {
    const { ana } = c.world;
    const tomorrow = await shiftOf(c, { begins: new Date(Date.now() + DAY + HOUR) });
    await seat(c, await addCall(c, tomorrow.id, 0), ana.id);
    const mails = (await mailTo(c, ana.email)).length;

    expect((await c.ctx.api({ method: 'POST', url: `/roleplay_shifts/${tomorrow.id}/late_reminders` })).statusCode).toBe(401);
    expect((await c.ctx.api({ method: 'GET', url: `/roleplay_shifts/${tomorrow.id}/late_reminders/preview` })).statusCode).toBe(
      401,
    );
    // The preview is refused as the sending is.
    for (const call of [lateReminder, lateReminderPreview]) {
      for (const role of ['rp', 'participant'] as Role[]) {
        const { token } = await c.ctx.signIn(role);
        expect((await call(c, tomorrow.id, token)).statusCode, role).toBe(403);
      }
      const outsider = await call(c, tomorrow.id);
      expect(outsider.statusCode).toBe(403);
      expect(outsider.json().code).toBe('not_in_shift');
      for (const id of ['x', '0', '1.5']) expect((await call(c, id, c.sc.token)).statusCode, id).toBe(400);
      expect((await call(c, 'x', c.sc.token)).json().error).toContain('id');
      expect((await call(c, 987_654, c.sc.token)).statusCode).toBe(404);
    }

    await insertInvite(c.ctx.database.db, tomorrow.id, c.coach.user.id, 'accepted');
    for (const call of [lateReminder, lateReminderPreview]) {
      const early = await call(c, tomorrow.id);
      expect(early.statusCode).toBe(409);
      expect(early.json()).toMatchObject({ code: 'late_reminder_not_today', error: MESSAGES.lateReminderNotToday });
    }
    expect(await mailTo(c, ana.email)).toHaveLength(mails);
  });

  it('sends the Late Reminder to participants whose call starts within the hour or is under way, once per participant and call', async ({
    c,
  }) => {
    const { ana, ben, chloe, dev } = c.world;
    // Began 40 minutes ago: block 0 is under way, block 1 starts in 15 minutes, block 2 in 70.
    const shift = await shiftOf(c, { begins: new Date(Date.now() - 40 * MINUTE), calendar: false });
    await insertInvite(c.ctx.database.db, shift.id, c.coach.user.id, 'accepted');
    await seat(c, await addCall(c, shift.id, 0), ana.id);
    await seat(c, await addCall(c, shift.id, 1), ben.id);
    await seat(c, await addCall(c, shift.id, 1), chloe.id);
    await seat(c, await addCall(c, shift.id, 2), dev.id);

    const startingSoon = async (email: string) =>
      (await mailTo(c, email)).filter((mail) => mail.subject === 'Your session is starting: Handling Objections');
    // The preview shows whom it would remind, with what, and sends nothing.
    const preview = await lateReminderPreview(c, shift.id);
    expect(preview.statusCode, preview.body).toBe(200);
    const { mails } = preview.json() as MailPreviews;
    expect(mails.map((m) => m.to)).toEqual([ana, ben, chloe].map((p) => [{ name: p.name, email: p.email }]));
    expect(mails[0]).toMatchObject({
      subject: 'Your session is starting: Handling Objections',
      from: 'trainers@acme.example',
      bcc: ['copies@acme.example'],
      cc: [],
    });
    expect(mails[0]?.text).toContain(ana.name);
    for (const person of [ana, ben, chloe, dev]) expect(await startingSoon(person.email)).toEqual([]);

    const first = await lateReminder(c, shift.id);
    expect(first.statusCode, first.body).toBe(200);
    // The answer names whom it reached.
    expect(first.json()).toEqual({
      sent: 3,
      recipients: [ana, ben, chloe].map((p) => ({ name: p.name, email: p.email })),
      message: `Late reminders sent to ${ana.name}, ${ben.name} and ${chloe.name}`,
    });
    for (const person of [ana, ben, chloe]) expect(await startingSoon(person.email)).toHaveLength(1);
    expect(await startingSoon(dev.email)).toEqual([]);

    // Who was reminded is not offered again.
    expect((await lateReminderPreview(c, shift.id, c.admin.token)).json()).toEqual({ mails: [] });
    const second = await lateReminder(c, shift.id, c.admin.token);
    expect(second.json()).toMatchObject({ sent: 0, recipients: [] });
    // Two clicks at once: between them, each participant is reminded at most once.
    await c.ctx.database.db.delete(lateReminders).where(eq(lateReminders.eventId, shift.id));
    const both = await Promise.all([lateReminder(c, shift.id), lateReminder(c, shift.id, c.sc.token)]);
    expect(both.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(both.map((res) => res.json().sent as number).reduce((a, b) => a + b)).toBe(3);
    for (const person of [ana, ben, chloe]) expect(await startingSoon(person.email)).toHaveLength(2);
  });

  it('schedules the reminder n days before each call; it runs once with two runners polling, a moved shift reschedules it', async ({
    c,
  }) => {
    const db = c.ctx.database.db;
    const { dev } = c.world;
    const shift = await shiftOf(c, { begins: new Date(Date.now() + 10 * DAY), calendar: false });
    const call = await addCall(c, shift.id, 1);
    const slot = await seat(c, call, dev.id);
    const callStart = new Date(shift.begins.getTime() + CALL);
    const [job] = await jobsOfGroup(db, `shift:${shift.id}`);
    expect(job).toMatchObject({ kind: 'participant-reminder', status: 'pending', payload: { participantSlotId: slot.id } });
    // Two days before, at the same time of day in the business time zone.
    const due = new TZDate(callStart.getTime(), DAYTIME_ZONE);
    due.setDate(due.getDate() - 2);
    expect(job?.runAt.toISOString()).toBe(new Date(due.getTime()).toISOString());

    // Before it is due it does not run.
    await runDueJobs({ db, config: c.ctx.config, handlers: reminderJobHandlers, now: new Date(due.getTime() - MINUTE) });
    expect((await jobsOfGroup(db, `shift:${shift.id}`))[0]?.status).toBe('pending');

    // Moving the shift a day later moves the job a day later.
    const moved = new Date(shift.begins.getTime() + DAY);
    const move = await c.ctx.api({
      method: 'PATCH',
      url: `/course_events/${shift.id}`,
      token: c.sc.token,
      payload: { courseEvent: { begins: moved.toISOString() } },
    });
    expect(move.statusCode, move.body).toBe(200);
    const [movedJob] = await jobsOfGroup(db, `shift:${shift.id}`);
    const movedDue = new TZDate(moved.getTime() + CALL, DAYTIME_ZONE);
    movedDue.setDate(movedDue.getDate() - 2);
    expect(movedJob?.runAt.toISOString()).toBe(new Date(movedDue.getTime()).toISOString());

    const at = new Date(movedDue.getTime() + MINUTE);
    const runners = await Promise.all([
      runDueJobs({ db, config: c.ctx.config, handlers: reminderJobHandlers, now: at }),
      runDueJobs({ db, config: c.ctx.config, handlers: reminderJobHandlers, now: at }),
    ]);
    expect(runners.map((r) => r.done).reduce((a, b) => a + b)).toBeGreaterThanOrEqual(1);
    const reminders = (await mailTo(c, dev.email)).filter((m) => m.subject.startsWith('Reminder'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.text).toContain('Bring a headset and a quiet room.');
    expect(reminders[0]).toMatchObject({ from: 'trainers@acme.example', bcc: ['copies@acme.example'] });
    const [doneJob] = await jobsOfGroup(db, `shift:${shift.id}`);
    expect(doneJob?.status).toBe('done');
    // Running again sends nothing more.
    await runDueJobs({ db, config: c.ctx.config, handlers: reminderJobHandlers, now: new Date(at.getTime() + HOUR) });
    expect((await mailTo(c, dev.email)).filter((m) => m.subject.startsWith('Reminder'))).toHaveLength(1);
  });

  it('sends no scheduled reminder when the course has it switched off, and none for a slot that is gone', async ({ c }) => {
    const db = c.ctx.database.db;
    const course = await insertCourse(db, {
      preferences: { customReminderEnabled: false, customReminderDaysBefore: 1, customReminderText: 'Never sent' },
      components: [{ type: 'Scenario', duration: 30 }],
    });
    const person = await c.ctx.createUser({ roles: ['participant'], name: 'Eve Off' });
    await enrol(db, course.id, person.id);
    const shift = await insertRoleplayShift(db, course.id, { begins: new Date(Date.now() + 5 * DAY) });
    const slot = await seat(c, await addCall(c, shift.id, 0), person.id);
    const [job] = await jobsOfGroup(db, `shift:${shift.id}`);
    expect(job?.payload).toEqual({ participantSlotId: slot.id });
    const counts = await runDueJobs({
      db,
      config: c.ctx.config,
      handlers: reminderJobHandlers,
      now: new Date(shift.begins.getTime() - HOUR),
    });
    expect(counts.done).toBeGreaterThanOrEqual(1);
    expect(await mailTo(c, person.email)).toEqual([]);
    const [after] = await jobsOfGroup(db, `shift:${shift.id}`);
    expect(after?.status).toBe('done');

    // Switched on again, with the slot removed: the job is gone with it.
    await db.update(coursePreferences).set({ customReminderEnabled: true }).where(eq(coursePreferences.courseId, course.id));
    expect((await c.ctx.api({ method: 'DELETE', url: `/participant_slots/${slot.id}`, token: c.sc.token })).statusCode).toBe(204);
    expect(await jobsOfGroup(db, `shift:${shift.id}`)).toEqual([]);
    expect(
      await db
        .select()
        .from(mailOutbox)
        .where(and(sql`${person.email} = any(${mailOutbox.to})`)),
    ).toEqual([]);
  });

  it("gives each participant their own call's joining link in the participant schedule e-mail", async ({ c }) => {
    const { ana, ben, chloe } = c.world;
    const db = c.ctx.database.db;
    await db.update(coursePreferences).set({ resourcesReady: true }).where(eq(coursePreferences.courseId, c.world.course.id));
    const shift = await shiftOf(c, { calendar: false });
    const first = await addCall(c, shift.id, 0);
    const second = await addCall(c, shift.id, 0);
    await seat(c, first, ana.id);
    await seat(c, second, ben.id);
    for (const [call, meetingUrl] of [
      [first, 'https://meet.example/ana-call'],
      [second, 'https://meet.example/ben-call'],
    ] as const) {
      const res = await c.ctx.api({
        method: 'PATCH',
        url: `/calls/${call}`,
        token: c.sc.token,
        payload: { call: { meetingUrl } },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const sent = await c.ctx.api({
      method: 'POST',
      url: `/participant_schedule?roleplay_shift_id=${shift.id}`,
      token: c.sc.token,
      payload: { userIds: [ana.id, ben.id, chloe.id] },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const schedule = async (email: string) =>
      (await mailTo(c, email)).filter((mail) => mail.subject.startsWith('Your session:')).at(-1)?.text ?? '';
    expect(await schedule(ana.email)).toContain('https://meet.example/ana-call');
    expect(await schedule(ana.email)).not.toContain('ben-call');
    expect(await schedule(ben.email)).toContain('https://meet.example/ben-call');
    // Not in a call: the custom room has no link of its own, so none is given.
    expect(await schedule(chloe.email)).not.toContain('https://meet.example');
    expect(await schedule(chloe.email)).toContain('Studio A');
  });

  /** A shift of `c` with two calls of Dev (blocks 0 and 2, each with its own link) and one of Ben. */
  /** Days after which each shift of Dev's two calls starts; far from the default shifts' times. */
  let twoCallDays = 20;
  async function twoCallsOfDev(c: Ctx, opts: { calendar: boolean }) {
    const { ben, dev } = c.world;
    // 10:00 in the business time zone, so that no call crosses midnight whenever the tests run.
    const begins = new TZDate(Date.now() + twoCallDays++ * DAY, DAYTIME_ZONE);
    begins.setHours(10, 0, 0, 0);
    const shift = await shiftOf(c, { ...opts, begins: new Date(begins.getTime()) });
    const early = await addCall(c, shift.id, 0);
    const late = await addCall(c, shift.id, 2);
    const bens = await addCall(c, shift.id, 1);
    await seat(c, late, dev.id);
    await seat(c, early, dev.id);
    await seat(c, bens, ben.id);
    for (const [call, meetingUrl] of [
      [early, 'https://meet.example/dev-early'],
      [late, 'https://meet.example/dev-late'],
      [bens, 'https://meet.example/ben-middle'],
    ] as const) {
      const res = await c.ctx.api({
        method: 'PATCH',
        url: `/calls/${call}`,
        token: c.sc.token,
        payload: { call: { meetingUrl } },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    return shift;
  }

  it('tells a participant with two calls in a shift about each in the schedule e-mail: time, scenarios in order, link', async ({
    c,
  }) => {
    const { ben, dev } = c.world;
    const db = c.ctx.database.db;
    await db.update(coursePreferences).set({ resourcesReady: true }).where(eq(coursePreferences.courseId, c.world.course.id));
    const shift = await twoCallsOfDev(c, { calendar: false });
    const sent = await c.ctx.api({
      method: 'POST',
      url: `/participant_schedule?roleplay_shift_id=${shift.id}`,
      token: c.sc.token,
      payload: { userIds: [dev.id, ben.id] },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const schedule = async (email: string) =>
      (await mailTo(c, email)).filter((mail) => mail.subject.startsWith('Your session:')).at(-1);
    const clock = (at: Date) =>
      new Intl.DateTimeFormat('en-GB', { timeZone: DAYTIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
        .format(at)
        .replace(/^0/, '');
    const callAt = (block: number) => {
      const start = new Date(shift.begins.getTime() + block * CALL);
      return [clock(start), clock(new Date(start.getTime() + CALL))];
    };
    const devs = (await schedule(dev.email))?.text ?? '';
    expect(devs).toContain('Here are your 2 role-play calls of the course Handling Objections');
    const first = devs.indexOf('Call 1: ');
    const second = devs.indexOf('Call 2: ');
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(first);
    const [one, two] = [devs.slice(first, second), devs.slice(second)];
    for (const [part, block, link] of [
      [one, 0, 'https://meet.example/dev-early'],
      [two, 2, 'https://meet.example/dev-late'],
    ] as const) {
      const [start = '', end = ''] = callAt(block);
      expect(part).toMatch(new RegExp(`^Call \\d: 0?${start}\\D+0?${end}`));
      expect(part).toContain('Scenarios, in order: Angry customer, Late payment');
      expect(part).toContain(`Meeting link: ${link}`);
    }
    expect(devs).not.toContain('ben-middle');
    // The whole shift's time is not given as the session's time any more.
    expect(devs).not.toContain('Here is your role-play session');
    const bens = (await schedule(ben.email))?.text ?? '';
    expect(bens).toContain('Here is your role-play call of the course');
    expect(bens).toContain('Meeting link: https://meet.example/ben-middle');
    expect(bens).not.toContain('Call 2');
  });

  it('sends a participant with two calls in a shift a calendar invitation per call, each its own VEVENT', async ({ c }) => {
    const { dev } = c.world;
    const before = (await mailTo(c, dev.email)).length;
    const shift = await twoCallsOfDev(c, { calendar: true });
    const invitations = (await mailTo(c, dev.email)).slice(before).filter((mail) => mail.icalEvent?.method === 'REQUEST');
    // Read with a real iCalendar parser (ical.js): the latest .ics of each UID.
    const latest = new Map<string, ICAL.Event>();
    for (const mail of invitations) {
      const calendar = new ICAL.Component(ICAL.parse(mail.icalEvent?.content ?? ''));
      expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
      const vevents = calendar.getAllSubcomponents('vevent');
      expect(vevents).toHaveLength(1);
      const event = new ICAL.Event(vevents[0]);
      latest.set(event.uid, event);
    }
    const events = [...latest.values()].sort((a, b) => a.startDate.toJSDate().getTime() - b.startDate.toJSDate().getTime());
    expect(events).toHaveLength(2);
    const [early, late] = events;
    // iCalendar times are whole seconds.
    const seconds = (at: Date | undefined) => Math.floor((at?.getTime() ?? 0) / 1000);
    for (const [event, block, link] of [
      [early, 0, 'https://meet.example/dev-early'],
      [late, 2, 'https://meet.example/dev-late'],
    ] as const) {
      expect(seconds(event?.startDate.toJSDate())).toBe(seconds(new Date(shift.begins.getTime() + block * CALL)));
      expect(seconds(event?.endDate.toJSDate())).toBe(seconds(new Date(shift.begins.getTime() + (block + 1) * CALL)));
      expect(event?.component.getFirstPropertyValue('url')).toBe(link);
      expect(event?.location).toContain(link);
      expect(event?.attendees.map((a) => String(a.getFirstValue()).toLowerCase())).toEqual([`mailto:${dev.email}`.toLowerCase()]);
    }
    expect(early?.uid).not.toBe(late?.uid);
  });
});
