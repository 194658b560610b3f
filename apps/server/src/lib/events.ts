import type { InviteStatus } from '@app/shared';
import type { Db, Tx } from '../db/client';
import { afterCommit, databaseOf } from '../db/transaction';

/**
 * Domain events: what a module announces about a change of its own data, by name, with the ids it
 * concerns (never rows: a subscriber reads what it needs in the transaction it is given). Modules
 * that must follow a change subscribe instead of being called, so the module that changes the data
 * does not depend on them (docs/decisions.md, "Domain events").
 */
export interface DomainEvents {
  /** A shift was created, or its row changed (time, room, staff, calendar setting). */
  'shift.changed': { eventId: number };
  /** A roleplay shift's calls, call blocks or participant slots changed. */
  'shift.callsChanged': { eventId: number };
  /** A shift is about to be deleted (emitted before its row goes, in the same transaction). */
  'shift.deleting': { eventId: number };
  /** A room's own details changed (name, type, joining link or numbers). */
  'room.changed': { roomId: number };
  /** A course's call length may have changed (a scenario component's duration). */
  'course.callLengthChanged': { courseId: number };
  /** A course is about to be deleted with its shifts (emitted before, in the same transaction). */
  'course.deleting': { courseId: number };
  /** A manager reset a participant's password: they get a sign-in link to choose a new one. */
  'user.passwordReset': { userId: number };
  /** An invite to a shift took a new status (`status`); without `inviteId` when its row is gone. */
  'invite.statusChanged': { inviteId?: number; eventId: number; userId: number; status: InviteStatus | 'removed' };
  /** A person's availability was added, moved or removed. */
  'availability.changed': { availabilityId: number; userId: number };
  /** A participant's skills assessment (its answers, ratings or comment) changed. */
  'assessment.changed': { assessmentId: number; eventId: number; userId: number };
  /**
   * A participant's NPS rating in a cohort was set; `eventIds` are the cohort's roleplay shifts the
   * participant sits in (whose people may read the rating), as the emitter found them.
   */
  'nps.changed': { npsRatingId: number; cohortId: number; userId: number; eventIds: number[] };
  /** A coach saved their calibration rating of a participant in a roleplay shift (`eventId`) of the course. */
  'calibration.changed': { calibrationId: number; eventId: number; courseId: number };
  /** A coaching record of a role-player or coach was opened or answered. */
  'coaching.changed': { recordId: number; userId: number; coachId: number };
  /** A person gave up their place on a shift late (declined or swapped it away within the answer-by window). */
  'backfill.lateGiveUp': { eventId: number; userId: number };
}

export type DomainEventName = keyof DomainEvents;

/** Runs inside the emitter's transaction: its writes commit or roll back with the change. */
export type InTransactionSubscriber<N extends DomainEventName> = (tx: Tx, payload: DomainEvents[N]) => Promise<void>;
/** Runs after the emitter's transaction committed, with the database (never after a rollback). */
export type AfterCommitSubscriber<N extends DomainEventName> = (db: Db, payload: DomainEvents[N]) => Promise<void>;

type Subscribers = {
  [N in DomainEventName]?: { inTransaction: Array<InTransactionSubscriber<N>>; afterCommit: Array<AfterCommitSubscriber<N>> };
};

/** The subscribers of one application (app.ts builds one per app and attaches it to its database). */
export interface EventHub {
  /** Subscribes inside the emitter's transaction: what must commit with the change (jobs, outbox mail). */
  inTransaction<N extends DomainEventName>(name: N, subscriber: InTransactionSubscriber<N>): void;
  /** Subscribes after the commit: what may only happen once the change is final, and may fail alone. */
  afterCommit<N extends DomainEventName>(name: N, subscriber: AfterCommitSubscriber<N>): void;
  /** Runs the subscribers of an event (use `emit`, which finds the hub of the transaction's database). */
  dispatch<N extends DomainEventName>(tx: Tx, db: Db, name: N, payload: DomainEvents[N]): Promise<void>;
}

/**
 * A hub with no subscribers yet. Subscribers run in the order they subscribed. A failing
 * in-transaction subscriber fails the emitter (its transaction rolls back); a failing after-commit
 * subscriber is reported through `onError` and does not stop the others or the emitter.
 */
export function createEventHub(opts: { onError?: (err: unknown, name: DomainEventName) => void } = {}): EventHub {
  const subscribers: Subscribers = {};
  const of = <N extends DomainEventName>(name: N): NonNullable<Subscribers[N]> => {
    const found = subscribers[name] ?? { inTransaction: [], afterCommit: [] };
    subscribers[name] = found;
    return found;
  };
  return {
    inTransaction(name, subscriber) {
      of(name).inTransaction.push(subscriber);
    },
    afterCommit(name, subscriber) {
      of(name).afterCommit.push(subscriber);
    },
    async dispatch(tx, db, name, payload) {
      const found = subscribers[name];
      if (!found) return;
      for (const subscriber of found.inTransaction) await subscriber(tx, payload);
      for (const subscriber of found.afterCommit) {
        await afterCommit(tx, async () => {
          try {
            await subscriber(db, payload);
          } catch (err) {
            if (opts.onError) opts.onError(err, name);
            else throw err;
          }
        });
      }
    },
  };
}

/** The hub of each database: the one of the last app built on it (see `attachEventHub`). */
const hubs = new WeakMap<Db, EventHub>();

/**
 * Makes `hub` the one whose subscribers `emit` runs for changes made on `db`, in place of any hub
 * attached before (an app built again on the same database does not add a second set).
 */
export function attachEventHub(db: Db, hub: EventHub): void {
  hubs.set(db, hub);
}

/** Detaches `hub` from `db` if it is still the one attached (when its app closes). */
export function detachEventHub(db: Db, hub: EventHub): void {
  if (hubs.get(db) === hub) hubs.delete(db);
}

/**
 * Announces a change made in `tx`: runs the in-transaction subscribers now, inside `tx`, and queues
 * the after-commit ones to run once it commits. `tx` must be a transaction opened with
 * `transaction()` of db/transaction.ts (or the database itself). Without a hub attached to the
 * database (a script using a service without building the app) nothing subscribes.
 */
export async function emit<N extends DomainEventName>(tx: Tx, name: N, payload: DomainEvents[N]): Promise<void> {
  const db = databaseOf(tx);
  await hubs.get(db)?.dispatch(tx, db, name, payload);
}
