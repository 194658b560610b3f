import {
  CLIENT_PARTICIPANT_COURSES_SHOWN,
  type Client,
  type ClientInput,
  type ClientPage,
  type ClientParticipantPage,
  type PageQuery,
  type updateClientBodySchema,
} from '@app/shared';
import { and, asc, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { authTokens, clients, courseParticipants, courses, participantProfiles, users } from '../../db/schema';
import { audit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { assertFresh, containsPattern, nextStamp } from '../../lib/records';
import type { AuthUser } from '../../plugins/types';
import { presentClient, presentClientListItem, presentClientParticipant } from './presenter';

type ClientChanges = z.infer<typeof updateClientBodySchema>['client'];

type ClientRow = typeof clients.$inferSelect;

export const CLIENT_NOT_FOUND = 'Client not found';
export const PARTICIPANT_NOT_FOUND = 'Participant not found';

/** The client row, or 404. With `lock`, the row stays locked until the transaction ends. */
export async function findClient(tx: Tx, id: number, lock = false): Promise<ClientRow> {
  const query = tx.select().from(clients).where(eq(clients.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(CLIENT_NOT_FOUND);
  return row;
}

/** One page of clients, newest first, optionally only those whose name contains `search`. */
export async function listClients(opts: { db: Db; query: PageQuery }): Promise<ClientPage> {
  const { query } = opts;
  const where = query.search ? ilike(clients.orgName, containsPattern(query.search)) : undefined;
  const [counted] = await opts.db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(clients)
    .where(where);
  const rows = await opts.db
    .select({ id: clients.id, orgName: clients.orgName, createdAt: clients.createdAt })
    .from(clients)
    .where(where)
    .orderBy(desc(clients.createdAt), desc(clients.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return { data: rows.map(presentClientListItem), total: counted?.total ?? 0 };
}

/** Creates a client; the audit entry commits with it. */
export async function createClient(opts: { db: Db; actor: AuthUser; input: ClientInput }): Promise<Client> {
  const { input } = opts;
  return opts.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(clients)
      .values({
        orgName: input.orgName,
        address: input.address ?? '',
        telephone: input.telephone ?? '',
        contactFirstName: input.contactFirstName ?? '',
        contactLastName: input.contactLastName ?? '',
        contactEmail: input.contactEmail,
      })
      .returning();
    if (!row) throw new Error('client insert returned no row');
    await audit(tx, { actorId: opts.actor.id, action: 'create', entity: 'client', entityId: row.id });
    return presentClient(row);
  });
}

/** One client with its version stamp, or 404. */
export async function getClient(opts: { db: Db; id: number }): Promise<Client> {
  return presentClient(await findClient(opts.db, opts.id));
}

const EDITABLE = ['orgName', 'address', 'telephone', 'contactFirstName', 'contactLastName', 'contactEmail'] as const;

/**
 * Edits a client. A stale `updatedAt` from the editor answers 409. The version stamp moves only
 * when a value really changes, so saving an unchanged form does not spoil another editor's copy.
 */
export async function updateClient(opts: { db: Db; actor: AuthUser; id: number; input: ClientChanges }): Promise<Client> {
  const { input } = opts;
  return opts.db.transaction(async (tx) => {
    const row = await findClient(tx, opts.id, true);
    assertFresh(input.updatedAt, row.updatedAt);
    const changes: Partial<Record<(typeof EDITABLE)[number], string>> = {};
    for (const key of EDITABLE) {
      const value = input[key];
      if (value !== undefined && value !== row[key]) changes[key] = value;
    }
    if (Object.keys(changes).length === 0) return presentClient(row);
    const [updated] = await tx
      .update(clients)
      .set({ ...changes, updatedAt: nextStamp(row.updatedAt) })
      .where(eq(clients.id, row.id))
      .returning();
    if (!updated) throw notFound(CLIENT_NOT_FOUND);
    await audit(tx, {
      actorId: opts.actor.id,
      action: 'update',
      entity: 'client',
      entityId: row.id,
      data: { fields: Object.keys(changes) },
    });
    return presentClient(updated);
  });
}

/**
 * One page of a client's participants (live users whose participant profile names this client),
 * ordered by name, each with the first few courses they are enrolled in (oldest enrolment first)
 * and how many courses they are enrolled in altogether.
 */
export async function listClientParticipants(opts: {
  db: Db;
  clientId: number;
  query: PageQuery;
}): Promise<ClientParticipantPage> {
  const { db, query } = opts;
  await findClient(db, opts.clientId);
  const conditions: Array<SQL | undefined> = [eq(participantProfiles.clientId, opts.clientId), isNull(users.deletedAt)];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern)));
  }
  const where = and(...conditions);
  const [counted] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(participantProfiles)
    .innerJoin(users, eq(users.id, participantProfiles.userId))
    .where(where);
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(participantProfiles)
    .innerJoin(users, eq(users.id, participantProfiles.userId))
    .where(where)
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);

  const shown = new Map<number, Array<{ id: number; name: string }>>();
  const counts = new Map<number, number>();
  if (rows.length > 0) {
    // One query for the whole page: each user's enrolments numbered oldest first, plus their count.
    const ranked = db
      .select({
        userId: courseParticipants.userId,
        courseId: courses.id,
        courseName: courses.name,
        position:
          sql<number>`row_number() over (partition by ${courseParticipants.userId} order by ${courseParticipants.createdAt}, ${courses.id})`
            .mapWith(Number)
            .as('position'),
        courseCount: sql<number>`count(*) over (partition by ${courseParticipants.userId})`.mapWith(Number).as('course_count'),
      })
      .from(courseParticipants)
      .innerJoin(courses, eq(courses.id, courseParticipants.courseId))
      .where(
        inArray(
          courseParticipants.userId,
          rows.map((r) => r.id),
        ),
      )
      .as('ranked');
    const enrolments = await db
      .select()
      .from(ranked)
      .where(sql`${ranked.position} <= ${CLIENT_PARTICIPANT_COURSES_SHOWN}`)
      .orderBy(ranked.userId, ranked.position);
    for (const e of enrolments) {
      const list = shown.get(e.userId) ?? [];
      list.push({ id: e.courseId, name: e.courseName });
      shown.set(e.userId, list);
      counts.set(e.userId, e.courseCount);
    }
  }
  return {
    data: rows.map((r) => presentClientParticipant(r, shown.get(r.id) ?? [], counts.get(r.id) ?? 0)),
    total: counted?.total ?? 0,
  };
}

/**
 * Deletes a participant of a client the way users are deleted: the account is marked deleted and
 * all its tokens are revoked, while the history that refers to it stays. Their enrolments in this
 * client's courses are removed. 404 when the user is not a live participant of this client.
 */
export async function deleteClientParticipant(opts: {
  db: Db;
  actor: AuthUser;
  clientId: number;
  userId: number;
}): Promise<void> {
  await opts.db.transaction(async (tx) => {
    await findClient(tx, opts.clientId);
    const [row] = await tx
      .select({ id: users.id, updatedAt: users.updatedAt })
      .from(users)
      .innerJoin(participantProfiles, eq(participantProfiles.userId, users.id))
      .where(and(eq(users.id, opts.userId), isNull(users.deletedAt), eq(participantProfiles.clientId, opts.clientId)))
      .for('update', { of: users });
    if (!row) throw notFound(PARTICIPANT_NOT_FOUND);
    const now = new Date();
    await tx
      .update(users)
      .set({ deletedAt: now, updatedAt: nextStamp(row.updatedAt) })
      .where(eq(users.id, row.id));
    await tx
      .update(authTokens)
      .set({ revokedAt: now })
      .where(and(eq(authTokens.userId, row.id), isNull(authTokens.revokedAt)));
    const removed = await tx
      .delete(courseParticipants)
      .where(
        and(
          eq(courseParticipants.userId, row.id),
          inArray(
            courseParticipants.courseId,
            tx.select({ id: courses.id }).from(courses).where(eq(courses.clientId, opts.clientId)),
          ),
        ),
      )
      .returning({ courseId: courseParticipants.courseId });
    await audit(tx, {
      actorId: opts.actor.id,
      action: 'delete',
      entity: 'user',
      entityId: row.id,
      data: { clientId: opts.clientId, removedFromCourseIds: removed.map((r) => r.courseId) },
    });
  });
}
