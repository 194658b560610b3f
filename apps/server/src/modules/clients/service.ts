import {
  type Client,
  type ClientInput,
  type ClientPage,
  type ClientParticipantPage,
  MESSAGES,
  type PageQuery,
  type updateClientBodySchema,
} from '@app/shared';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { transaction } from '../../db/transaction';
import { audit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { assertFresh } from '../../lib/records';
import type { AuthUser } from '../../plugins/types';
import { softDeleteUser } from '../users';
import { presentClient, presentClientListItem, presentClientParticipant } from './presenter';
import type { ClientRow } from './repository';
import * as repo from './repository';

type ClientChanges = z.infer<typeof updateClientBodySchema>['client'];

/** The limit and offset of a page. */
const pageOf = (query: PageQuery) => ({ limit: query.per_page, offset: (query.page - 1) * query.per_page });

/** The client row, or 404. With `lock`, the row stays locked until the transaction ends. */
export async function findClient(tx: Tx, id: number, lock = false): Promise<ClientRow> {
  const row = await repo.findClientById(tx, id, lock);
  if (!row) throw notFound(MESSAGES.clientNotFound);
  return row;
}

/** One page of clients, newest first, optionally only those whose name contains `search`. */
export async function listClients(opts: { db: Db; query: PageQuery }): Promise<ClientPage> {
  const { query } = opts;
  const total = await repo.countClients(opts.db, query.search);
  const rows = await repo.listClients(opts.db, query.search, pageOf(query));
  return { data: rows.map(presentClientListItem), total };
}

/** Creates a client; the audit entry commits with it. */
export async function createClient(opts: { db: Db; actor: AuthUser; input: ClientInput }): Promise<Client> {
  const { input } = opts;
  return transaction(opts.db, async (tx) => {
    const row = await repo.insertClient(tx, {
      orgName: input.orgName,
      address: input.address ?? '',
      telephone: input.telephone ?? '',
      contactFirstName: input.contactFirstName ?? '',
      contactLastName: input.contactLastName ?? '',
      contactEmail: input.contactEmail,
    });
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
  return transaction(opts.db, async (tx) => {
    const row = await findClient(tx, opts.id, true);
    assertFresh(input.updatedAt, row.updatedAt);
    const changes: Partial<Record<(typeof EDITABLE)[number], string>> = {};
    for (const key of EDITABLE) {
      const value = input[key];
      if (value !== undefined && value !== row[key]) changes[key] = value;
    }
    if (Object.keys(changes).length === 0) return presentClient(row);
    const updated = await repo.updateClientRow(tx, row.id, changes, row.updatedAt);
    if (!updated) throw notFound(MESSAGES.clientNotFound);
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
  const total = await repo.countClientParticipants(db, opts.clientId, query.search);
  const rows = await repo.listClientParticipants(db, opts.clientId, query.search, pageOf(query));

  const shown = new Map<number, Array<{ id: number; name: string }>>();
  const counts = new Map<number, number>();
  if (rows.length > 0) {
    const enrolments = await repo.firstEnrolmentsOf(
      db,
      rows.map((r) => r.id),
    );
    for (const e of enrolments) {
      const list = shown.get(e.userId) ?? [];
      list.push({ id: e.courseId, name: e.courseName });
      shown.set(e.userId, list);
      counts.set(e.userId, e.courseCount);
    }
  }
  return {
    data: rows.map((r) => presentClientParticipant(r, shown.get(r.id) ?? [], counts.get(r.id) ?? 0)),
    total,
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
  await transaction(opts.db, async (tx) => {
    await findClient(tx, opts.clientId);
    const row = await repo.lockLiveParticipantOfClient(tx, opts.clientId, opts.userId);
    if (!row) throw notFound(MESSAGES.participantNotFound);
    await softDeleteUser(tx, row);
    const removedFromCourseIds = await repo.deleteEnrolmentsInClientCourses(tx, opts.clientId, row.id);
    await audit(tx, {
      actorId: opts.actor.id,
      action: 'delete',
      entity: 'user',
      entityId: row.id,
      data: { clientId: opts.clientId, removedFromCourseIds },
    });
  });
}
