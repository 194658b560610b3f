import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { courseEvents, users } from '../db/schema';
import { transaction } from '../db/transaction';
import { loadAttendees, loadShift } from '../modules/shifts/repository';
import { findUserById } from '../modules/users/repository';
import { apiTest, insertCourse, insertInvite, insertRoleplayShift, insertShift } from '../test/fixtures';
import { isPool, preparedPerDb } from './prepared';

describe('prepared reads', () => {
  apiTest('tells the pool from a transaction, and builds a statement once per database', async ({ ctx }) => {
    expect(isPool(ctx.database.db)).toBe(true);
    expect(await transaction(ctx.database.db, async (tx) => isPool(tx))).toBe(false);
    let builds = 0;
    const statement = preparedPerDb((db) => {
      builds += 1;
      return { db };
    });
    expect(statement(ctx.database.db).db).toBe(ctx.database.db);
    statement(ctx.database.db);
    expect(builds).toBe(1);
  });

  apiTest('reads each shift by its own values, sees committed changes, and reads a transaction inside it', async ({ ctx }) => {
    const course = await insertCourse(ctx.database.db);
    const roleplay = await insertRoleplayShift(ctx.database.db, course.id);
    const live = await insertShift(ctx.database.db, course.id, { type: 'live' });
    const person = await ctx.createUser({ name: 'Prepared Person' });
    await insertInvite(ctx.database.db, roleplay.id, person.id, 'accepted');

    expect((await loadShift(ctx.database.db, roleplay.id, { type: 'roleplay' }))?.event.id).toBe(roleplay.id);
    expect((await loadShift(ctx.database.db, live.id, { type: 'live' }))?.event.id).toBe(live.id);
    // The type is a value of the statement too: the other kind is not found.
    expect(await loadShift(ctx.database.db, live.id, { type: 'roleplay' })).toBeUndefined();
    expect((await loadAttendees(ctx.database.db, roleplay.id)).map((a) => a.name)).toEqual(['Prepared Person']);
    expect(await loadAttendees(ctx.database.db, live.id)).toEqual([]);

    await ctx.database.db.update(courseEvents).set({ comments: 'after the first read' }).where(eq(courseEvents.id, roleplay.id));
    expect((await loadShift(ctx.database.db, roleplay.id, { type: 'roleplay' }))?.event.comments).toBe('after the first read');

    // Inside a transaction the read is the transaction's own: it sees what is not committed yet.
    let seenInside: string | null | undefined;
    let namesInside: string[] = [];
    let userInside: string | undefined;
    const rolledBack = await transaction(ctx.database.db, async (tx) => {
      await tx.update(courseEvents).set({ comments: 'not committed' }).where(eq(courseEvents.id, roleplay.id));
      seenInside = (await loadShift(tx, roleplay.id, { type: 'roleplay' }))?.event.comments;
      await tx.update(users).set({ name: 'Renamed Inside' }).where(eq(users.id, person.id));
      namesInside = (await loadAttendees(tx, roleplay.id)).map((a) => a.name);
      userInside = (await findUserById(tx, person.id))?.name;
      throw new Error('roll back');
    }).catch((err: unknown) => err);
    expect(rolledBack).toBeInstanceOf(Error);
    expect(seenInside).toBe('not committed');
    expect(namesInside).toEqual(['Renamed Inside']);
    expect(userInside).toBe('Renamed Inside');
    expect((await findUserById(ctx.database.db, person.id))?.name).toBe('Prepared Person');
    expect((await loadShift(ctx.database.db, roleplay.id, { type: 'roleplay' }))?.event.comments).toBe('after the first read');
  });
});

describe('prepared statement names', () => {
  apiTest('are used once each in the server (a name prepared twice with other SQL fails on a connection)', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const names: string[] = [];
    for (const file of fs.readdirSync(root, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      for (const match of text.matchAll(/(?:\.prepare\(|preparedRead(?:<[^(]*>)?\(\s*)'([^']+)'/g)) names.push(match[1] ?? '');
    }
    expect(names).toContain('auth_session_user');
    expect(names).toContain('users_by_id');
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });
});
