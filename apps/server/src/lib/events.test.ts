import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import type { Tx } from '../db/client';
import { auditLog } from '../db/schema';
import { transaction } from '../db/transaction';
import { apiTest } from '../test/fixtures';
import { attachEventHub, createEventHub, detachEventHub, emit } from './events';

/**
 * The domain-event hub: in-transaction subscribers share the emitter's transaction (their writes
 * commit or roll back with it); after-commit subscribers run once it has committed, never after a
 * rollback; both in the order subscribed and emitted. The hub of a database is the last attached.
 */
let marks = 0;
/** A fresh audit action name per test, so tests never see each other's rows. */
const newMark = () => `hub_test_${++marks}`;

async function marked(db: Tx, action: string, entityId: number): Promise<number> {
  const rows = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));
  return rows.length;
}

const writeMark = (tx: Tx, action: string, entityId: number) => tx.insert(auditLog).values({ action, entity: 'room', entityId });

describe('domain events', () => {
  apiTest(
    "runs an in-transaction subscriber inside the emitter's transaction: its write commits or rolls back with it",
    async ({ ctx }) => {
      const db = ctx.database.db;
      const action = newMark();
      const hub = createEventHub();
      hub.inTransaction('room.changed', (tx, { roomId }) => writeMark(tx, action, roomId).then(() => undefined));
      attachEventHub(db, hub);

      await transaction(db, async (tx) => {
        await emit(tx, 'room.changed', { roomId: 1 });
        // Seen inside the transaction already.
        expect(await marked(tx, action, 1)).toBe(1);
      });
      expect(await marked(db, action, 1)).toBe(1);

      await expect(
        transaction(db, async (tx) => {
          await emit(tx, 'room.changed', { roomId: 2 });
          throw new Error('refused after the event');
        }),
      ).rejects.toThrow('refused after the event');
      expect(await marked(db, action, 2)).toBe(0);
    },
  );

  apiTest('runs after-commit subscribers once the transaction has committed, and never after a rollback', async ({ ctx }) => {
    const db = ctx.database.db;
    const action = newMark();
    const seen: string[] = [];
    const hub = createEventHub();
    hub.inTransaction('shift.changed', async (tx, { eventId }) => {
      seen.push(`in ${eventId}`);
      await writeMark(tx, action, eventId);
    });
    hub.afterCommit('shift.changed', async (afterDb, { eventId }) => {
      // The change is committed: the database (not the transaction) reads it.
      seen.push(`after ${eventId} sees ${await marked(afterDb, action, eventId)}`);
    });
    attachEventHub(db, hub);

    const result = await transaction(db, async (tx) => {
      await emit(tx, 'shift.changed', { eventId: 10 });
      seen.push('body done');
      return 'answer';
    });
    expect(result).toBe('answer');
    expect(seen).toEqual(['in 10', 'body done', 'after 10 sees 1']);

    seen.length = 0;
    await expect(
      transaction(db, async (tx) => {
        await emit(tx, 'shift.changed', { eventId: 11 });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(seen).toEqual(['in 11']);
    expect(await marked(db, action, 11)).toBe(0);
  });

  apiTest('keeps the order of subscribing and of emitting; a savepoint rolled back drops what it queued', async ({ ctx }) => {
    const db = ctx.database.db;
    const seen: string[] = [];
    const hub = createEventHub();
    hub.afterCommit('course.deleting', async (_db, { courseId }) => {
      seen.push(`A after ${courseId}`);
    });
    hub.inTransaction('course.deleting', async (_tx, { courseId }) => {
      seen.push(`A in ${courseId}`);
    });
    hub.inTransaction('course.deleting', async (_tx, { courseId }) => {
      seen.push(`B in ${courseId}`);
    });
    hub.afterCommit('course.deleting', async (_db, { courseId }) => {
      seen.push(`B after ${courseId}`);
    });
    attachEventHub(db, hub);

    await transaction(db, async (tx) => {
      await emit(tx, 'course.deleting', { courseId: 1 });
      await transaction(tx, async (savepoint) => emit(savepoint, 'course.deleting', { courseId: 2 }));
      await expect(
        transaction(tx, async (savepoint) => {
          await emit(savepoint, 'course.deleting', { courseId: 3 });
          throw new Error('savepoint refused');
        }),
      ).rejects.toThrow('savepoint refused');
    });
    expect(seen).toEqual([
      'A in 1',
      'B in 1',
      'A in 2',
      'B in 2',
      'A in 3',
      'B in 3',
      'A after 1',
      'B after 1',
      'A after 2',
      'B after 2',
    ]);
  });

  apiTest('reports a failing after-commit subscriber without failing the change or the others', async ({ ctx }) => {
    const db = ctx.database.db;
    const errors: string[] = [];
    const seen: number[] = [];
    const hub = createEventHub({ onError: (err, name) => errors.push(`${name}: ${(err as Error).message}`) });
    hub.afterCommit('room.changed', async () => {
      throw new Error('mail server away');
    });
    hub.afterCommit('room.changed', async (_db, { roomId }) => {
      seen.push(roomId);
    });
    attachEventHub(db, hub);
    await expect(transaction(db, (tx) => emit(tx, 'room.changed', { roomId: 7 }).then(() => 'done'))).resolves.toBe('done');
    expect(errors).toEqual(['room.changed: mail server away']);
    expect(seen).toEqual([7]);
  });

  apiTest("runs only the last attached hub's subscribers, and refuses a transaction it cannot follow", async ({ ctx }) => {
    const db = ctx.database.db;
    const seen: string[] = [];
    const first = createEventHub();
    first.inTransaction('room.changed', async () => {
      seen.push('first');
    });
    const second = createEventHub();
    second.inTransaction('room.changed', async () => {
      seen.push('second');
    });
    attachEventHub(db, first);
    attachEventHub(db, second);
    // Detaching a hub no longer attached leaves the current one.
    detachEventHub(db, first);
    await transaction(db, (tx) => emit(tx, 'room.changed', { roomId: 1 }));
    expect(seen).toEqual(['second']);

    // A transaction opened without the helper: nothing could run after its commit, so emit refuses.
    // biome-ignore lint/plugin/no-direct-transaction: this is the mistake the refusal is for
    await expect(db.transaction((tx) => emit(tx, 'room.changed', { roomId: 1 }))).rejects.toThrow(
      /not opened with transaction\(\)/,
    );
    expect(seen).toEqual(['second']);

    detachEventHub(db, second);
    await transaction(db, (tx) => emit(tx, 'room.changed', { roomId: 1 }));
    expect(seen).toEqual(['second']);
  });
});
