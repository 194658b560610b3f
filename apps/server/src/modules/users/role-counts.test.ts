import { PARTICIPANT_CSV_COLUMNS, type Role, STAFF_ROLES } from '@app/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import type { Tx } from '../../db/client';
import { userRoleCounts, users } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { apiTest, insertClient, insertCourse } from '../../test/fixtures';
import { testDbKind } from '../../test/harness';
import { importParticipants } from '../clients/import-participants';
import { countUsers, listUnsearchedPage, listUsersPage, type UserFilter } from './repository';

// The unfiltered directories read their totals from user_role_counts, which triggers on users keep
// exact. After every kind of write, each total read there must equal a count of the users themselves.

const FILTERS: UserFilter[] = [
  { kind: 'participants' },
  { kind: 'staff' },
  ...STAFF_ROLES.map((role): UserFilter => ({ kind: 'staff', role })),
  { kind: 'participants', role: 'rp' },
  { kind: 'staff', role: 'participant' },
];

/** The live users a filter matches, counted row by row (the reference the kept counts must equal). */
async function countedByHand(db: Tx, filter: UserFilter): Promise<number> {
  const kind =
    filter.kind === 'participants' ? sql`roles @> array['participant']` : sql`roles && ${sql.param(STAFF_ROLES)}::text[]`;
  const role = filter.role ? sql`and roles @> array[${filter.role}]::text[]` : sql``;
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(users)
    .where(sql`deleted_at is null and ${kind} ${role}`);
  return row?.n ?? 0;
}

async function expectExactCounts(db: Tx): Promise<void> {
  for (const filter of FILTERS) {
    expect({ filter, total: await countUsers(db, filter) }).toEqual({ filter, total: await countedByHand(db, filter) });
  }
}

/** The kept count of live users holding exactly this set of roles (0 when none was ever counted). */
async function keptCount(db: Tx, roles: Role[]): Promise<number> {
  const [row] = await db
    .select({ live: userRoleCounts.live })
    .from(userRoleCounts)
    .where(eq(userRoleCounts.roles, [...roles].sort()));
  return row?.live ?? 0;
}

describe(`live users counted by role set (${testDbKind})`, () => {
  apiTest('stays exact through creation, role changes, soft deletes, restores and hard deletes', async ({ ctx, admin }) => {
    const db = ctx.database.db;
    const before = await keptCount(db, ['participant']);
    const created = await ctx.api({
      method: 'POST',
      url: '/users',
      token: admin.token,
      payload: {
        user: {
          name: 'Counted One',
          email: 'counted.one@test.example',
          password: 'Quiet-harbour-71',
          passwordConfirmation: 'Quiet-harbour-71',
          roleList: ['participant'],
        },
      },
    });
    expect(created.statusCode).toBe(201);
    const one = created.json() as { id: number };
    expect(await keptCount(db, ['participant'])).toBe(before + 1);
    await expectExactCounts(db);

    // Roles given in another order, or twice, count under the same set.
    const both = await ctx.createUser({ roles: ['rp', 'participant'] });
    await db.insert(users).values({ name: 'Twice', email: 'twice@test.example', roles: ['participant', 'rp', 'participant'] });
    expect(await keptCount(db, ['participant', 'rp'])).toBe(2);
    await expectExactCounts(db);

    const changed = await ctx.api({
      method: 'PUT',
      url: `/users/${one.id}`,
      token: admin.token,
      payload: { user: { roleList: ['coach', 'participant'] } },
    });
    expect(changed.statusCode).toBe(200);
    expect(await keptCount(db, ['participant'])).toBe(before);
    await expectExactCounts(db);

    // An edit that changes no role set leaves the counts alone.
    const counts = await db.select().from(userRoleCounts).orderBy(userRoleCounts.roles);
    await db
      .update(users)
      .set({ name: 'Renamed', lastCoached: new Date() })
      .where(inArray(users.id, [one.id, both.id]));
    expect(await db.select().from(userRoleCounts).orderBy(userRoleCounts.roles)).toEqual(counts);

    const deleted = await ctx.api({ method: 'DELETE', url: `/users/${one.id}`, token: admin.token });
    expect(deleted.statusCode).toBe(204);
    await expectExactCounts(db);
    // A deleted user's role change counts nowhere; restoring them counts them again.
    await db
      .update(users)
      .set({ roles: ['sc'] })
      .where(eq(users.id, one.id));
    await expectExactCounts(db);
    await db.update(users).set({ deletedAt: null }).where(eq(users.id, one.id));
    await expectExactCounts(db);

    await db.delete(users).where(eq(users.id, both.id));
    await expectExactCounts(db);
  });

  apiTest('counts a bulk import once per statement, and a rolled-back write not at all', async ({ ctx, admin }) => {
    const db = ctx.database.db;
    const before = await keptCount(db, ['participant']);
    const client = await insertClient(db);
    const course = await insertCourse(db, { clientId: client.id });
    const rows = Array.from({ length: 120 }, (_, i) => `First,Imported ${i},imported.${i}@test.example,,,,,,,`);
    const imported = await importParticipants({
      db,
      actor: { ...admin.user, roles: ['admin'], tokenId: 0, impersonatorId: null, viaLink: false },
      clientId: client.id,
      courseId: course.id,
      file: {
        filename: 'p.csv',
        mimetype: 'text/csv',
        data: Buffer.from([PARTICIPANT_CSV_COLUMNS.join(','), ...rows].join('\r\n')),
      },
    });
    expect(imported.created).toBe(120);
    expect(await keptCount(db, ['participant'])).toBe(before + 120);
    await expectExactCounts(db);

    await expect(
      transaction(db, async (tx) => {
        await tx.insert(users).values({ name: 'Never', email: 'never@test.example', roles: ['participant'] });
        await tx.update(users).set({ deletedAt: new Date() }).where(sql`${users.email} like 'imported.1%'`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await keptCount(db, ['participant'])).toBe(before + 120);
    await expectExactCounts(db);
  });

  apiTest('answers the directories the kept totals', async ({ ctx, sc }) => {
    const db = ctx.database.db;
    for (let i = 0; i < 12; i++) await ctx.createUser({ roles: ['participant'] });
    await db
      .update(users)
      .set({ deletedAt: new Date() })
      .where(sql`${users.name} like 'participant user%' and ${users.id} % 3 = 0`);
    const live = await countedByHand(db, { kind: 'participants' });
    const directory = await ctx.api({ method: 'GET', url: '/users?kind=participants&per_page=10', token: sc.token });
    expect(directory.json().total).toBe(live);
    const participants = await ctx.api({ method: 'GET', url: '/participants?per_page=10', token: sc.token });
    expect(participants.json().total).toBe(live);
    const team = await ctx.api({ method: 'GET', url: '/users?per_page=10', token: sc.token });
    expect(team.json().total).toBe(await countedByHand(db, { kind: 'staff' }));
  });

  apiTest('stays exact when two transactions add participants at once', async ({ ctx }) => {
    const db = ctx.database.db;
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        transaction(db, async (tx) => {
          await tx.insert(users).values({ name: `Racing ${i}`, email: `racing.${i}@test.example`, roles: ['participant'] });
          await tx.insert(users).values({ name: `Racing coach ${i}`, email: `racing.coach.${i}@test.example`, roles: ['coach'] });
        }),
      ),
    );
    await expectExactCounts(db);
  });

  apiTest('starts again from nothing after TRUNCATE', async ({ ctx }) => {
    const db = ctx.database.db;
    await db.execute(sql`truncate ${users} cascade`);
    expect(await db.select().from(userRoleCounts)).toEqual([]);
    await ctx.createUser({ roles: ['participant'] });
    await expectExactCounts(db);
    expect(await keptCount(db, ['participant'])).toBe(1);
  });
  apiTest('carries the kept total on every unsearched page, prepared on the pool as in a transaction', async ({ ctx }) => {
    const db = ctx.database.db;
    for (const roles of [['participant'], ['rp'], ['coach', 'participant'], ['sc']] as Role[][]) {
      await ctx.createUser({ roles });
      await ctx.createUser({ roles });
    }
    // Seven rounds: PostgreSQL plans a prepared statement afresh five times, then may keep one generic plan.
    for (let round = 0; round < 7; round += 1) {
      for (const filter of FILTERS) {
        const total = await countedByHand(db, filter);
        const window = { limit: 2, offset: round % 2 };
        // The searched directory's read (a window count) must agree with the kept totals too.
        const counted = await listUsersPage(db, filter, window);
        const expected = counted.map((r) => r.row.id);
        const pooled = await listUnsearchedPage(db, filter, window);
        const inTx = await transaction(db, (tx) => listUnsearchedPage(tx, filter, window));
        for (const page of [counted, pooled, inTx]) {
          expect({ filter, ids: page.map((r) => r.row.id) }).toEqual({ filter, ids: expected });
          expect(page.every((r) => r.total === total)).toBe(true);
        }
      }
    }
  });
});
