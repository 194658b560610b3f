import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { calendarInvitations, courseEvents, mailOutbox, rooms } from '../../db/schema';
import { jobsOfGroup } from '../../jobs/queue';
import { apiTest, DAY, enrol, HOUR, insertCourse, insertRoleplayShift, type Session } from '../../test/fixtures';
import { type TestContext, testDbKind } from '../../test/harness';
import { icsTime, icsValue } from './ics-reading';

/**
 * Calendar invitations kept true when what they say changes outside the shift page: a room's own
 * joining details (Rooms page), a scenario component's duration (the call blocks move), and the
 * deletion of the course (its shifts go).
 */
const MINUTE = 60_000;

const it = apiTest.extend('appConfig', { scope: 'file' }, { mailRateLimit: 1000 });

describe(`calendar invitations follow rooms, scenarios and courses (${testDbKind})`, () => {
  let made = 0;
  /** A course of two scenarios (20 + 25 minutes), an enrolled participant and a room of the type asked. */
  async function world(ctx: TestContext, room: typeof rooms.$inferInsert) {
    const db = ctx.database.db;
    made += 1;
    const course = await insertCourse(db, {
      name: `Hooks ${made}`,
      components: [
        { type: 'Scenario', duration: 20 },
        { type: 'Scenario', duration: 25 },
      ],
    });
    const person = await ctx.createUser({ roles: ['participant'], name: `Learner ${made}` });
    await enrol(db, course.id, person.id);
    const [booked] = await db
      .insert(rooms)
      .values({ ...room, name: `${room.name} ${made}` })
      .returning();
    if (!booked) throw new Error('room insert failed');
    return { course, person, room: booked };
  }
  async function shiftIn(ctx: TestContext, courseId: number, roomId: number, begins: Date) {
    const db = ctx.database.db;
    const shift = await insertRoleplayShift(db, courseId, { begins, hours: 4 });
    await db.update(courseEvents).set({ useGoogleCalendar: true, roomId }).where(eq(courseEvents.id, shift.id));
    return shift;
  }
  async function seat(ctx: TestContext, sc: Session, eventId: number, blockNumber: number, userId: number) {
    const call = await ctx.api({ method: 'POST', url: '/calls', token: sc.token, payload: { call: { eventId, blockNumber } } });
    expect(call.statusCode, call.body).toBe(201);
    const slot = await ctx.api({
      method: 'POST',
      url: '/participant_slots',
      token: sc.token,
      payload: { participantSlot: { callId: call.json().id, userId } },
    });
    expect(slot.statusCode, slot.body).toBe(201);
  }
  const mailTo = (ctx: TestContext, email: string) =>
    ctx.database.db.select().from(mailOutbox).where(sql`${email} = any(${mailOutbox.to})`).orderBy(asc(mailOutbox.id));

  it("sends an updated .ics when the Rooms page changes a phone room's numbers, and nothing when nothing it says changed", async ({
    ctx,
    sc,
    admin,
  }) => {
    const { course, person, room } = await world(ctx, {
      name: 'Bridge',
      roomType: 'phone',
      localNumber: '416-555-0101',
      tollFreeNumber: '1-800-555-0199',
    });
    const shift = await shiftIn(ctx, course.id, room.id, new Date(Date.now() + 9 * DAY));
    await seat(ctx, sc, shift.id, 0, person.id);
    const [invite] = await mailTo(ctx, person.email);
    const uid = icsValue(invite?.icalEvent?.content, 'UID');
    expect(invite?.text).toContain('416-555-0101');

    const patch = (body: Record<string, string>) =>
      ctx.api({ method: 'PATCH', url: `/rooms/${room.id}`, token: admin.token, payload: { room: body } });
    expect((await patch({ localNumber: '416-555-0202' })).statusCode).toBe(200);
    const mails = await mailTo(ctx, person.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toContain('Session changed');
    expect(mails[1]?.text).toContain('416-555-0202');
    expect(icsValue(mails[1]?.icalEvent?.content, 'UID')).toBe(uid);
    expect(icsValue(mails[1]?.icalEvent?.content, 'SEQUENCE')).toBe('1');

    // The same number again changes nothing: no mail.
    expect((await patch({ localNumber: '416-555-0202' })).statusCode).toBe(200);
    expect(await mailTo(ctx, person.email)).toHaveLength(2);
  });

  it("sends an updated .ics with the new link when a zoom room's link changes", async ({ ctx, sc, admin }) => {
    const { course, person, room } = await world(ctx, { name: 'Zoom', roomType: 'zoom', meetingUrl: 'https://zoom.example/old' });
    const shift = await shiftIn(ctx, course.id, room.id, new Date(Date.now() + 10 * DAY));
    await seat(ctx, sc, shift.id, 1, person.id);
    const res = await ctx.api({
      method: 'PATCH',
      url: `/rooms/${room.id}`,
      token: admin.token,
      payload: { room: { meetingUrl: 'https://zoom.example/new' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const update = (await mailTo(ctx, person.email)).at(-1);
    expect(update?.text).toContain('https://zoom.example/new');
    expect(icsValue(update?.icalEvent?.content, 'URL')).toBe('https://zoom.example/new');
  });

  it("moves the invitation's time when a scenario component's duration changes", async ({ ctx, sc, admin }) => {
    const { course, person, room } = await world(ctx, { name: 'Studio', roomType: 'custom' });
    const begins = new Date(Date.now() + 11 * DAY);
    const shift = await shiftIn(ctx, course.id, room.id, begins);
    await seat(ctx, sc, shift.id, 2, person.id);
    const [first] = await mailTo(ctx, person.email);
    // Block 2 of a 45-minute call.
    expect(icsValue(first?.icalEvent?.content, 'DTSTART')).toBe(icsTime(new Date(begins.getTime() + 90 * MINUTE)));

    const components = await ctx.api({ method: 'GET', url: `/courses/${course.id}/scenario_components`, token: admin.token });
    expect(components.statusCode, components.body).toBe(200);
    const body = components.json();
    const firstComponent = (Array.isArray(body) ? body : body.scenarioComponents)[0];
    const res = await ctx.api({
      method: 'PUT',
      url: `/scenario_components/${firstComponent.id}`,
      token: admin.token,
      payload: { scenarioComponent: { duration: 35 } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const update = (await mailTo(ctx, person.email)).at(-1);
    expect(update?.subject).toContain('Session changed');
    // Now a 60-minute call: block 2 starts two hours in and lasts an hour.
    expect(icsValue(update?.icalEvent?.content, 'DTSTART')).toBe(icsTime(new Date(begins.getTime() + 120 * MINUTE)));
    expect(icsValue(update?.icalEvent?.content, 'DTEND')).toBe(icsTime(new Date(begins.getTime() + 180 * MINUTE)));

    // Changing only the text moves nothing: no mail.
    const count = (await mailTo(ctx, person.email)).length;
    await ctx.api({
      method: 'PUT',
      url: `/scenario_components/${firstComponent.id}`,
      token: admin.token,
      payload: { scenarioComponent: { content: 'New words' } },
    });
    expect(await mailTo(ctx, person.email)).toHaveLength(count);
  });

  it('cancels the invitations of the shifts ahead when the course is deleted, and mails nobody of a past shift', async ({
    ctx,
    sc,
    admin,
  }) => {
    const { course, person, room } = await world(ctx, { name: 'Room', roomType: 'custom' });
    const other = await ctx.createUser({ roles: ['participant'], name: 'Past Learner' });
    await enrol(ctx.database.db, course.id, other.id);
    const ahead = await shiftIn(ctx, course.id, room.id, new Date(Date.now() + 12 * DAY));
    const past = await shiftIn(ctx, course.id, room.id, new Date(Date.now() + 2 * HOUR));
    await seat(ctx, sc, ahead.id, 0, person.id);
    await seat(ctx, sc, past.id, 0, other.id);
    await ctx.database.db
      .update(courseEvents)
      .set({ begins: new Date(Date.now() - 30 * DAY), ends: new Date(Date.now() - 30 * DAY + 4 * HOUR) })
      .where(eq(courseEvents.id, past.id));
    const uid = icsValue((await mailTo(ctx, person.email))[0]?.icalEvent?.content, 'UID');
    const pastMails = (await mailTo(ctx, other.email)).length;

    const res = await ctx.api({ method: 'DELETE', url: `/courses/${course.id}`, token: admin.token });
    expect(res.statusCode, res.body).toBe(204);
    const cancel = (await mailTo(ctx, person.email)).at(-1);
    expect(cancel?.subject).toContain('Session cancelled');
    expect(cancel?.icalEvent?.method).toBe('CANCEL');
    expect(icsValue(cancel?.icalEvent?.content, 'UID')).toBe(uid);
    expect(await mailTo(ctx, other.email)).toHaveLength(pastMails);
    expect(await jobsOfGroup(ctx.database.db, `shift:${ahead.id}`)).toEqual([]);
    expect(await ctx.database.db.select().from(calendarInvitations).where(eq(calendarInvitations.eventId, ahead.id))).toEqual([]);
  });
});
