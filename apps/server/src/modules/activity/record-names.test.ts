import { type AuditEvent, auditChanges } from '@app/shared';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { courseEvents } from '../../db/schema';
import { audit } from '../../lib/audit';
import { apiTest, insertClient, insertCourse, insertInvite, insertShift, type Session } from '../../test/fixtures';
import { type TestContext, testDbKind } from '../../test/harness';

const it = apiTest;

/**
 * The Activity page's answers carry the names of the people, shifts, courses, rooms and clients their
 * entries refer to.
 */
describe(`audit entries name their records (${testDbKind})`, () => {
  let ctx: TestContext;
  let admin: Session;
  it.beforeAll(async ({ ctx: fileCtx }) => {
    ctx = fileCtx;
    admin = await ctx.signIn('admin');
  });

  it('names an invite by its holder and shift, and the ids of its details, in words', async () => {
    const db = ctx.database.db;
    const holder = await ctx.createUser({ roles: ['rp'], name: 'Taylor Named Holder' });
    const course = await insertCourse(db, { name: 'Named Records' });
    const shift = await insertShift(db, course.id, { begins: new Date('2031-03-05T15:00:00Z') });
    const invite = await insertInvite(db, shift.id, holder.id, 'accepted');
    const swap = await ctx.api({
      method: 'PUT',
      url: `/role_players/swap_event/${invite.id}`,
      token: await ctx.sessionFor(holder),
      payload: {},
    });
    expect(swap.statusCode, swap.body).toBe(200);

    const res = await ctx.api({
      method: 'GET',
      url: `/audit_events?entity=event_invite&entity_id=${invite.id}`,
      token: admin.token,
    });
    expect(res.statusCode).toBe(200);
    const [entry] = res.json().data;
    const shiftWords = 'Named Records (Roleplay, Mar 5 2031)';
    expect(entry).toMatchObject({
      action: 'invite_swap_request',
      record: `Taylor Named Holder, ${shiftWords}`,
      names: { eventId: shiftWords, userId: 'Taylor Named Holder' },
    });

    const history = await ctx.api({ method: 'GET', url: `/events/${shift.id}/audit_events`, token: admin.token });
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().data[0]).toMatchObject({ record: `Taylor Named Holder, ${shiftWords}` });
  });

  /** The entries of one record, newest first, as the Activity page reads them. */
  async function entriesOf(entity: string, id: number): Promise<AuditEvent[]> {
    const res = await ctx.api({ method: 'GET', url: `/audit_events?entity=${entity}&entity_id=${id}`, token: admin.token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }

  /** Sends a change as the admin and expects `status`; the answer's body, if any. */
  async function send(method: 'POST' | 'PATCH' | 'DELETE', url: string, status: number, payload?: object) {
    const res = await ctx.api({ method, url, token: admin.token, ...(payload ? { payload } : {}) });
    expect(res.statusCode, res.body).toBe(status);
    return status === 204 ? undefined : res.json();
  }

  const phoneRoom = (name: string) => ({ room: { name, roomType: 'phone', localNumber: '555-0100' } });
  const actionsAndRecords = (entries: AuditEvent[]) => entries.map((e) => [e.action, e.record]);

  it('names a room by its name now, and no longer once it is gone', async () => {
    const room = await send('POST', '/rooms', 201, phoneRoom('Ivy Named Room'));
    await send('PATCH', `/rooms/${room.id}`, 200, { room: { name: 'Ivy Renamed Room' } });
    // Every entry of the room reads its name of today, the creation's too.
    expect(actionsAndRecords(await entriesOf('room', room.id))).toEqual([
      ['update', 'Ivy Renamed Room'],
      ['create', 'Ivy Renamed Room'],
    ]);

    // A room no shift used is removed: its entries have no name left to give.
    await send('DELETE', `/rooms/${room.id}`, 204);
    expect(actionsAndRecords(await entriesOf('room', room.id))).toEqual([
      ['delete', null],
      ['update', null],
      ['create', null],
    ]);
  });

  it('still names a room marked deleted, which a past shift keeps', async () => {
    const db = ctx.database.db;
    const room = await send('POST', '/rooms', 201, phoneRoom('Kept Named Room'));
    const course = await insertCourse(db, { name: 'Kept Room Course' });
    const past = await insertShift(db, course.id, { begins: new Date(Date.now() - 3 * 86_400_000) });
    await db.update(courseEvents).set({ roomId: room.id }).where(eq(courseEvents.id, past.id));
    await send('DELETE', `/rooms/${room.id}`, 204);
    expect(actionsAndRecords(await entriesOf('room', room.id))).toEqual([
      ['delete', 'Kept Named Room'],
      ['create', 'Kept Named Room'],
    ]);
  });

  it('names a course, and the course of an entry about its scenario, until the course is deleted', async () => {
    const client = await insertClient(ctx.database.db, { orgName: 'Course Owner Client' });
    const course = await send('POST', '/courses', 201, { course: { name: 'Customer Conversations Named', clientId: client.id } });
    const component = await send('POST', `/courses/${course.id}/scenario_components`, 201, { scenarioComponent: {} });
    expect(actionsAndRecords(await entriesOf('course', course.id))).toEqual([['create', 'Customer Conversations Named']]);
    // A part of the course keeps its own record; its courseId field reads the course's name.
    const [part] = await entriesOf('scenario_component', component.id);
    expect(part).toMatchObject({ action: 'create', record: null, names: { courseId: 'Customer Conversations Named' } });

    await send('DELETE', `/courses/${course.id}`, 204);
    expect(actionsAndRecords(await entriesOf('course', course.id))).toEqual([
      ['delete', null],
      ['create', null],
    ]);
    const [orphan] = await entriesOf('scenario_component', component.id);
    expect(orphan?.names).toEqual({});
  });

  it('names a client, and the clients, rooms and courses id fields name', async () => {
    const db = ctx.database.db;
    const client = await send('POST', '/clients', 201, {
      client: {
        orgName: 'Northwind Named',
        address: '1 Main St',
        telephone: '555-0100',
        contactFirstName: 'Ada',
        contactLastName: 'Lovelace',
        contactEmail: 'ada@northwind.example',
      },
    });
    expect(actionsAndRecords(await entriesOf('client', client.id))).toEqual([['create', 'Northwind Named']]);

    const course = await insertCourse(db, { name: 'Fielded Course', clientId: client.id });
    const room = await send('POST', '/rooms', 201, phoneRoom('Fielded Room'));
    const note = { actorId: admin.user.id, action: 'fielded_note', entity: 'note_thing' };
    await audit(db, {
      ...note,
      entityId: 1,
      data: { clientId: client.id, roomId: room.id, courseId: course.id, otherCourseId: course.id },
    });
    await audit(db, { ...note, entityId: 2, data: { courseId: 2_000_000_000 } });
    // Only the listed fields are named, and only for records that exist.
    const [entry] = await entriesOf('note_thing', 1);
    expect(entry?.names).toEqual({ clientId: 'Northwind Named', roomId: 'Fielded Room', courseId: 'Fielded Course' });
    const [unknown] = await entriesOf('note_thing', 2);
    expect(unknown?.names).toEqual({});
  });

  it('gives no words to a field that holds one id before and another after, so the change still shows', async () => {
    const db = ctx.database.db;
    const from = await ctx.createUser({ roles: ['rp'], name: 'Handed From' });
    const to = await ctx.createUser({ roles: ['rp'], name: 'Handed To' });
    const course = await insertCourse(db, { name: 'Handed Course' });
    await audit(db, {
      actorId: admin.user.id,
      action: 'update',
      entity: 'handed_thing',
      entityId: 1,
      before: { userId: from.id, courseId: course.id },
      after: { userId: to.id, courseId: course.id },
    });
    const [entry] = await entriesOf('handed_thing', 1);
    expect(entry?.names).toEqual({ courseId: 'Handed Course' });
    expect(entry && auditChanges(entry)).toEqual([{ field: 'User id', before: String(from.id), after: String(to.id) }]);
  });
});
