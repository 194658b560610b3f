import { AUDIT_COUNT_LIMIT, type AuditEvent, type Role } from '@app/shared';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { describe, expect } from 'vitest';
import { auditLog } from '../../db/schema';
import { audit, REDACTED } from '../../lib/audit';
import { apiTest, DAY, insertCourse, insertRoleplayShift, namedFields } from '../../test/fixtures';
import { testDbKind } from '../../test/harness';
import { purgeAudit } from './service';

/**
 * The audit trail as admins and managers read it: the Activity list and its CSV file, a shift's
 * History, and the retention purge. Entries are made through the API where a route makes them,
 * and written straight into the table where a test needs a controlled time.
 */

/** Writes an entry at a given time (the API writes `now`). */
async function entryAt(
  db: Parameters<typeof audit>[0],
  at: Date,
  values: { actorId: number | null; action: string; entity: string; entityId?: number; eventId?: number },
) {
  const [row] = await db
    .insert(auditLog)
    .values({ ...values, createdAt: at })
    .returning({ id: auditLog.id });
  return row?.id as number;
}

const it = apiTest.extend('world', { scope: 'file' }, async ({ ctx, admin, sc }) => {
  const db = ctx.database.db;
  const course = await insertCourse(db, { components: [{ type: 'Scenario', duration: 30 }] });
  const shift = await insertRoleplayShift(db, course.id);
  const otherShift = await insertRoleplayShift(db, course.id, { daysAhead: 9 });
  return { course, shift, otherShift, admin, sc };
});

const list = (res: { json(): unknown }) => (res.json() as { data: AuditEvent[] }).data;

describe(`the audit trail on screen (${testDbKind})`, () => {
  it('refuses anonymous callers with 401', async ({ ctx, world }) => {
    for (const url of ['/audit_events', '/audit_events.csv', `/events/${world.shift.id}/audit_events`]) {
      expect((await ctx.api({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });

  it.for<Role>(['sc', 'coach', 'rp', 'participant'])('refuses %s the Activity list and file with 403', async (role, { ctx }) => {
    const { token } = await ctx.signIn(role);
    for (const url of ['/audit_events', '/audit_events.csv?action=create']) {
      const res = await ctx.api({ method: 'GET', url, token });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code).toBe('forbidden');
    }
  });

  it.for<Role>(['coach', 'rp', 'participant'])("refuses %s a shift's History with 403", async (role, { ctx, world }) => {
    const { token } = await ctx.signIn(role);
    const res = await ctx.api({ method: 'GET', url: `/events/${world.shift.id}/audit_events`, token });
    expect(res.statusCode).toBe(403);
  });

  it('refuses bad filters with 400 naming the field', async ({ ctx, admin }) => {
    const cases: Array<[string, string]> = [
      ['actor_id=abc', 'actor_id'],
      ['entity_id=0', 'entity_id'],
      ['event_id=1.5', 'event_id'],
      ['subject_user_id=-3', 'subject_user_id'],
      ['entity=Course%20Event', 'entity'],
      ['action=drop;table', 'action'],
      ['from=2026-13-40', 'from'],
      ['to=tomorrow', 'to'],
      ['from=2026-05-02&to=2026-05-01', 'to'],
      ['per_page=7', 'per_page'],
      ['page=0', 'page'],
    ];
    for (const [query, field] of cases) {
      for (const path of ['/audit_events', '/audit_events.csv']) {
        if (path.endsWith('.csv') && (field === 'page' || field === 'per_page')) continue;
        const res = await ctx.api({ method: 'GET', url: `${path}?${query}`, token: admin.token });
        expect(res.statusCode, `${path}?${query}`).toBe(400);
        expect(namedFields(res), `${path}?${query}`).toContain(field);
      }
    }
  });

  it('writes an entry with who, what and the fields before and after for a change through the API', async ({ ctx, world }) => {
    const created = await ctx.api({
      method: 'POST',
      url: '/rooms',
      token: world.sc.token,
      payload: { room: { name: 'Trail Room', roomType: 'phone', localNumber: '555-0100' } },
    });
    expect(created.statusCode).toBe(201);
    const room = created.json();
    const renamed = await ctx.api({
      method: 'PATCH',
      url: `/rooms/${room.id}`,
      token: world.sc.token,
      payload: { room: { name: 'Trail Room B' } },
    });
    expect(renamed.statusCode).toBe(200);
    const res = await ctx.api({ method: 'GET', url: `/audit_events?entity=room&entity_id=${room.id}`, token: world.admin.token });
    expect(res.statusCode).toBe(200);
    const [update, create] = list(res);
    expect(update).toMatchObject({
      action: 'update',
      entity: 'room',
      entityId: room.id,
      actor: { id: world.sc.user.id, name: world.sc.user.name },
      before: { name: 'Trail Room' },
      after: { name: 'Trail Room B' },
    });
    expect(create).toMatchObject({ action: 'create', before: null, after: { name: 'Trail Room', localNumber: '555-0100' } });
    expect(res.json()).toMatchObject({ total: 2, totalExact: true });
  });

  it('never holds a password, its hash or a token: redacted by field name at any depth', async ({ ctx, world }) => {
    const target = await ctx.createUser({ roles: ['rp'], name: 'Renamed Later' });
    const res = await ctx.api({
      method: 'PUT',
      url: `/users/${target.id}`,
      token: world.admin.token,
      payload: { user: { name: 'Renamed Now', password: 'Secret-horse-9', passwordConfirmation: 'Secret-horse-9' } },
    });
    expect(res.statusCode).toBe(200);
    await audit(ctx.database.db, {
      actorId: world.admin.user.id,
      action: 'note',
      entity: 'user',
      entityId: target.id,
      data: { nested: { sessionToken: 'tok-123', list: [{ apiKey: 'k-9' }] } },
    });
    const page = await ctx.api({
      method: 'GET',
      url: `/audit_events?entity=user&entity_id=${target.id}`,
      token: world.admin.token,
    });
    const [note, update] = list(page);
    expect(update?.before).toMatchObject({ name: 'Renamed Later', passwordHash: REDACTED });
    expect(update?.after).toMatchObject({ name: 'Renamed Now', passwordHash: REDACTED });
    expect(note?.data).toEqual({ nested: { sessionToken: REDACTED, list: [{ apiKey: REDACTED }] } });
    const stored = JSON.stringify(await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, target.id)));
    expect(stored).not.toContain('Secret-horse-9');
    expect(stored).not.toContain('$argon2');
    expect(stored).not.toContain('tok-123');
    // Filed under the person: their History finds both.
    const history = await ctx.api({ method: 'GET', url: `/audit_events?subject_user_id=${target.id}`, token: world.admin.token });
    expect(list(history).map((e) => e.action)).toEqual(['note', 'update']);
  });

  it('filters by actor, action and days, newest first, and pages', async ({ ctx, world }) => {
    const db = ctx.database.db;
    const someone = await ctx.createUser({ roles: ['sc'], name: 'Pat Pager' });
    // Fifteen entries by one person, a day apart, ending 3 days ago.
    const base = Date.now() - 3 * DAY;
    const ids: number[] = [];
    for (let i = 14; i >= 0; i--) {
      ids.push(
        await entryAt(db, new Date(base - i * DAY), {
          actorId: someone.id,
          action: 'paged_thing',
          entity: 'client',
          entityId: 900 + i,
        }),
      );
    }
    const newestFirst = [...ids].reverse();
    const first = await ctx.api({
      method: 'GET',
      url: `/audit_events?actor_id=${someone.id}&per_page=10`,
      token: world.admin.token,
    });
    expect(first.json()).toMatchObject({ total: 15, totalExact: true });
    expect(list(first).map((e) => e.id)).toEqual(newestFirst.slice(0, 10));
    expect(list(first)[0]?.actor).toEqual({ id: someone.id, name: 'Pat Pager' });
    const second = await ctx.api({
      method: 'GET',
      url: `/audit_events?actor_id=${someone.id}&per_page=10&page=2`,
      token: world.admin.token,
    });
    expect(list(second).map((e) => e.id)).toEqual(newestFirst.slice(10));
    expect(second.json().total).toBe(15);

    const byAction = await ctx.api({
      method: 'GET',
      url: '/audit_events?action=paged_thing&entity=client&entity_id=905',
      token: world.admin.token,
    });
    expect(list(byAction).map((e) => e.entityId)).toEqual([905]);

    // Days are business-time-zone days, both ends included: the 5 entries from 7 to 3 days ago.
    const day = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone: ctx.config.timeZone }).format(new Date(ms));
    const ranged = await ctx.api({
      method: 'GET',
      url: `/audit_events?actor_id=${someone.id}&from=${day(base - 4 * DAY)}&to=${day(base)}`,
      token: world.admin.token,
    });
    expect(list(ranged).map((e) => e.id)).toEqual(newestFirst.slice(0, 5));
  });

  it("gives a shift's History to managers: the shift and its children, not another shift's", async ({ ctx, world }) => {
    const call = await ctx.api({
      method: 'POST',
      url: '/calls',
      token: world.sc.token,
      payload: { call: { eventId: world.shift.id, blockNumber: 0 } },
    });
    expect(call.statusCode).toBe(201);
    const elsewhere = await ctx.api({
      method: 'POST',
      url: '/calls',
      token: world.sc.token,
      payload: { call: { eventId: world.otherShift.id, blockNumber: 0 } },
    });
    expect(elsewhere.statusCode).toBe(201);
    const history = await ctx.api({ method: 'GET', url: `/events/${world.shift.id}/audit_events`, token: world.sc.token });
    expect(history.statusCode).toBe(200);
    expect(list(history)).toEqual([
      expect.objectContaining({ entity: 'call', entityId: call.json().id, eventId: world.shift.id, after: { blockNumber: 0 } }),
    ]);
    const missing = await ctx.api({ method: 'GET', url: '/events/2000000000/audit_events', token: world.sc.token });
    expect(missing.statusCode).toBe(404);
  });

  it('streams the CSV file in Windows-1252 with formula cells neutralised and the same filters', async ({ ctx, world }) => {
    const db = ctx.database.db;
    const sly = await ctx.createUser({ roles: ['sc'], name: '=HYPERLINK("http://x") Zoë €' });
    const at = new Date(Date.now() - 2 * DAY);
    await entryAt(db, at, { actorId: sly.id, action: 'csv_check', entity: 'course', entityId: 7 });
    await entryAt(db, new Date(at.getTime() + 1000), {
      actorId: world.admin.user.id,
      action: 'csv_other',
      entity: 'course',
      entityId: 7,
    });
    const res = await ctx.api({ method: 'GET', url: `/audit_events.csv?actor_id=${sly.id}`, token: world.admin.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=windows-1252');
    expect(res.headers['content-disposition']).toBe('attachment; filename="activity.csv"');
    // Windows-1252 bytes: ë is 0xEB and € is 0x80.
    expect(res.rawPayload.includes(Buffer.from([0xeb]))).toBe(true);
    expect(res.rawPayload.includes(Buffer.from([0x80]))).toBe(true);
    const rows = parse(iconv.decode(res.rawPayload, 'win1252'), { columns: true }) as Array<Record<string, string>>;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      Who: `'=HYPERLINK("http://x") Zoë €`,
      Action: 'Csv check',
      Record: 'Course',
      'Record id': '7',
    });
    expect(rows[0]?.['Instant (UTC)']).toBe(at.toISOString());
  });

  it('counts a long history only up to its limit', async ({ ctx, world }) => {
    const db = ctx.database.db;
    const busy = await ctx.createUser({ roles: ['sc'] });
    const at = new Date(Date.now() - DAY);
    const rows = Array.from({ length: AUDIT_COUNT_LIMIT + 5 }, (_, i) => ({
      actorId: busy.id,
      action: 'bulk',
      entity: 'client',
      entityId: i + 1,
      createdAt: new Date(at.getTime() - i * 1000),
    }));
    for (let i = 0; i < rows.length; i += 2000) await db.insert(auditLog).values(rows.slice(i, i + 2000));
    const res = await ctx.api({ method: 'GET', url: `/audit_events?actor_id=${busy.id}&per_page=10`, token: world.admin.token });
    expect(res.json()).toMatchObject({ total: AUDIT_COUNT_LIMIT, totalExact: false });
    expect(list(res)).toHaveLength(10);
  });

  it('purges entries older than the retention period, by a controlled clock', async ({ ctx }) => {
    const db = ctx.database.db;
    // The clock a purge is told; the file's other entries are all within the last weeks of it.
    const now = new Date(Date.now() + DAY);
    const old = await entryAt(db, new Date(now.getTime() - 731 * DAY), { actorId: null, action: 'ancient', entity: 'client' });
    const kept = await entryAt(db, new Date(now.getTime() - 729 * DAY), { actorId: null, action: 'recent', entity: 'client' });
    const purged = await purgeAudit({ db, retentionDays: 730, now });
    expect(purged).toBeGreaterThanOrEqual(1);
    const left = await db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.id, old));
    expect(left).toEqual([]);
    expect(await db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.id, kept))).toEqual([{ id: kept }]);
    // A shorter setting purges more: the second entry goes with 700 days.
    await purgeAudit({ db, retentionDays: 700, now });
    expect(await db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.id, kept))).toEqual([]);
  });
});
