/** Every statement on backfill_places and backfill_offers, taking the caller's transaction. */
import type { BackfillPlaceStatus, BackfillReason, BackfillRole } from '@app/shared';
import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { backfillOffers, backfillPlaces, clients, courseEvents, courses, users } from '../../db/schema';

export type PlaceRow = typeof backfillPlaces.$inferSelect;

/** Opens a place; its id. */
export async function insertPlace(
  tx: Tx,
  values: {
    eventId: number;
    role: BackfillRole;
    reason: BackfillReason;
    openedAt: Date;
    status?: BackfillPlaceStatus;
    gaveUpUserId?: number | null;
    gaveUpInviteId?: number | null;
  },
): Promise<number> {
  const [row] = await tx.insert(backfillPlaces).values(values).returning({ id: backfillPlaces.id });
  if (!row) throw new Error('backfill place insert returned no row');
  return row.id;
}

/** The place, locked (FOR UPDATE) until the transaction ends: takers of one place go one at a time. */
export async function lockPlace(tx: Tx, id: number): Promise<PlaceRow | undefined> {
  const [row] = await tx.select().from(backfillPlaces).where(eq(backfillPlaces.id, id)).for('update');
  return row;
}

/** The places of a shift, oldest first; only those in `statuses` when given. */
export async function placesOfShift(tx: Tx | Db, eventId: number, statuses?: BackfillPlaceStatus[]): Promise<PlaceRow[]> {
  return tx
    .select()
    .from(backfillPlaces)
    .where(and(eq(backfillPlaces.eventId, eventId), statuses ? inArray(backfillPlaces.status, statuses) : undefined))
    .orderBy(asc(backfillPlaces.id));
}

/** The open places opened for the invite given up late (the place still offered for swap). */
export async function openPlacesOfGivenUpInvite(tx: Tx, inviteId: number): Promise<PlaceRow[]> {
  return tx
    .select()
    .from(backfillPlaces)
    .where(and(eq(backfillPlaces.gaveUpInviteId, inviteId), eq(backfillPlaces.status, 'open')))
    .orderBy(asc(backfillPlaces.id));
}

/** Moves the places (those in `from` only, when given) to `status`; the ids moved. */
export async function setPlacesStatus(
  tx: Tx,
  ids: number[],
  status: BackfillPlaceStatus,
  opts: { from?: BackfillPlaceStatus; now: Date },
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .update(backfillPlaces)
    .set({ status, updatedAt: opts.now })
    .where(and(inArray(backfillPlaces.id, ids), opts.from ? eq(backfillPlaces.status, opts.from) : undefined))
    .returning({ id: backfillPlaces.id });
  return rows.map((r) => r.id);
}

/** Marks an open place filled by `userId` (null: filled by a manager's choice, nobody took it). */
export async function fillPlace(tx: Tx, id: number, opts: { userId: number | null; now: Date }): Promise<boolean> {
  const rows = await tx
    .update(backfillPlaces)
    .set({ status: 'filled', filledByUserId: opts.userId, filledAt: opts.now, updatedAt: opts.now })
    .where(and(eq(backfillPlaces.id, id), eq(backfillPlaces.status, 'open')))
    .returning({ id: backfillPlaces.id });
  return rows.length > 0;
}

/** Records wave `wave` of a place: an offer to each of `userIds` at `at`. */
export async function insertOffers(tx: Tx, placeId: number, wave: number, userIds: number[], at: Date): Promise<void> {
  if (userIds.length === 0) return;
  await tx
    .insert(backfillOffers)
    .values(userIds.map((userId) => ({ placeId, userId, wave, offeredAt: at })))
    .onConflictDoNothing();
  await tx.update(backfillPlaces).set({ waves: wave, updatedAt: at }).where(eq(backfillPlaces.id, placeId));
}

/**
 * Of `userIds`, those offered another place of the same shift at the same moment (several places
 * opening together): one e-mail tells them of the shift.
 */
export async function offeredAnotherPlaceAt(
  tx: Tx,
  opts: { eventId: number; placeId: number; userIds: number[]; at: Date },
): Promise<number[]> {
  if (opts.userIds.length === 0) return [];
  const rows = await tx
    .selectDistinct({ userId: backfillOffers.userId })
    .from(backfillOffers)
    .innerJoin(backfillPlaces, eq(backfillPlaces.id, backfillOffers.placeId))
    .where(
      and(
        eq(backfillPlaces.eventId, opts.eventId),
        ne(backfillPlaces.id, opts.placeId),
        eq(backfillOffers.offeredAt, opts.at),
        inArray(backfillOffers.userId, opts.userIds),
      ),
    );
  return rows.map((r) => r.userId);
}

/** Who a place was offered to already. */
export async function offeredUserIds(tx: Tx, placeId: number): Promise<number[]> {
  const rows = await tx.select({ userId: backfillOffers.userId }).from(backfillOffers).where(eq(backfillOffers.placeId, placeId));
  return rows.map((r) => r.userId);
}

/** True when the place was offered to the user. */
export async function wasOffered(tx: Tx, placeId: number, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ one: sql`1` })
    .from(backfillOffers)
    .where(and(eq(backfillOffers.placeId, placeId), eq(backfillOffers.userId, userId)));
  return row !== undefined;
}

const gaveUp = alias(users, 'gave_up');
const filledBy = alias(users, 'filled_by');

/** A place with the names of who gave it up and who took it (a read model: people by name). */
export interface PlaceWithNames extends PlaceRow {
  gaveUpName: string | null;
  filledByName: string | null;
}

/** The places of a shift with their people's names, oldest first. */
export async function placesWithNames(db: Tx | Db, eventId: number): Promise<PlaceWithNames[]> {
  const rows = await db
    .select({ place: backfillPlaces, gaveUpName: gaveUp.name, filledByName: filledBy.name })
    .from(backfillPlaces)
    .leftJoin(gaveUp, eq(gaveUp.id, backfillPlaces.gaveUpUserId))
    .leftJoin(filledBy, eq(filledBy.id, backfillPlaces.filledByUserId))
    .where(eq(backfillPlaces.eventId, eventId))
    .orderBy(asc(backfillPlaces.id));
  return rows.map((r) => ({ ...r.place, gaveUpName: r.gaveUpName, filledByName: r.filledByName }));
}

/** The offers of the places, with the names of the people offered, in the order they were made. */
export async function offersOfPlaces(
  db: Tx | Db,
  placeIds: number[],
): Promise<Array<{ placeId: number; userId: number; name: string; wave: number; offeredAt: Date }>> {
  if (placeIds.length === 0) return [];
  return db
    .select({
      placeId: backfillOffers.placeId,
      userId: backfillOffers.userId,
      name: users.name,
      wave: backfillOffers.wave,
      offeredAt: backfillOffers.offeredAt,
    })
    .from(backfillOffers)
    .innerJoin(users, eq(users.id, backfillOffers.userId))
    .where(inArray(backfillOffers.placeId, placeIds))
    .orderBy(asc(backfillOffers.placeId), asc(backfillOffers.wave), asc(backfillOffers.id));
}

/**
 * The open places offered to the user on shifts not yet begun, with the shift's course, client and
 * times (a read model: one query for the list), by start.
 */
export async function openOffersOf(db: Db, userId: number, now: Date) {
  return db
    .select({
      placeId: backfillPlaces.id,
      shiftId: backfillPlaces.eventId,
      role: backfillPlaces.role,
      courseName: courses.name,
      clientName: clients.orgName,
      begins: courseEvents.begins,
      ends: courseEvents.ends,
      offeredAt: backfillOffers.offeredAt,
    })
    .from(backfillOffers)
    .innerJoin(backfillPlaces, eq(backfillPlaces.id, backfillOffers.placeId))
    .innerJoin(courseEvents, eq(courseEvents.id, backfillPlaces.eventId))
    .innerJoin(courses, eq(courses.id, courseEvents.courseId))
    .innerJoin(clients, eq(clients.id, courses.clientId))
    .where(and(eq(backfillOffers.userId, userId), eq(backfillPlaces.status, 'open'), gt(courseEvents.begins, now)))
    .orderBy(asc(courseEvents.begins), asc(backfillPlaces.id));
}
