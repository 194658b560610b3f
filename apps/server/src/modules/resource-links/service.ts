import fs, { type FileHandle } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { MESSAGES, type ResourceLink, type ResourceType, resourceLinkFieldsSchema, resourceUrlSchema } from '@app/shared';
import type { Db, Tx } from '../../db/client';
import { transaction } from '../../db/transaction';
import { audit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/types';
import {
  attachmentDisposition,
  isStoredName,
  mimeTypeOf,
  newStoredName,
  removeQuietly,
  servedMimeType,
  storedPath,
  uploadsDir,
} from './file-store';
import { presentResourceLink } from './presenter';
import type { ResourceLinkRow } from './repository';
import * as repo from './repository';
import { fieldError, type ReceivedFile, type ReceivedForm } from './upload-form';

/** What the web sends in `resource_link` when the resource is a file. */
const NO_LINK_TEXTS = new Set(['', 'undefined', 'null']);

type NewResource = { resourceType: ResourceType } & ({ url: string; file: null } | { url: null; file: ReceivedFile });

async function assertCourse(tx: Tx, courseId: number, lock = false): Promise<void> {
  // With `lock`, the course cannot be deleted until the new link has committed.
  if (!(await repo.courseExists(tx, courseId, lock))) throw notFound(MESSAGES.courseNotFound);
}

/** Exactly one of a http(s) URL in `resource_link` or a file, and a known resource type. */
function validate(form: ReceivedForm): NewResource {
  const parsed = resourceLinkFieldsSchema.safeParse(form.fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw fieldError(String(issue?.path[0] ?? 'resource_type'), issue?.message ?? 'is invalid');
  }
  const { resource_type: resourceType } = parsed.data;
  const text = parsed.data.resource_link ?? '';
  const link = NO_LINK_TEXTS.has(text) ? null : text;
  if (form.file) {
    if (link !== null) throw fieldError('resource_link', 'must be left out when a file is sent: send a URL or a file, not both');
    if (form.file.size === 0) throw fieldError('file', 'is empty');
    return { resourceType, url: null, file: form.file };
  }
  if (link === null) throw fieldError('resource_link', 'is required: send a URL or a file');
  const url = resourceUrlSchema.safeParse(link);
  if (!url.success) throw fieldError('resource_link', url.error.issues[0]?.message ?? 'must be a URL');
  return { resourceType, url: url.data, file: null };
}

/** A course's resource links, oldest first. */
export async function listResourceLinks(opts: { db: Db; courseId: number }): Promise<ResourceLink[]> {
  await assertCourse(opts.db, opts.courseId);
  const rows = await repo.listLinksOfCourse(opts.db, opts.courseId);
  return rows.map(presentResourceLink);
}

/**
 * Adds a resource to a course: a URL, or a file. The file is streamed to a temporary name, the row
 * and its audit entry commit, and only then is the file renamed to its stored name; on any failure
 * before that the temporary file is removed.
 */
export async function createResourceLink(opts: {
  db: Db;
  dataDir: string;
  actor: AuthUser;
  courseId: number;
  /** Reads the multipart form, writing a file into the given folder. */
  receive: (dir: string) => Promise<ReceivedForm>;
}): Promise<ResourceLink> {
  const { db, courseId } = opts;
  // An unknown course is refused before anything is written to disk.
  await assertCourse(db, courseId);
  const dir = uploadsDir(opts.dataDir);
  const form = await opts.receive(dir);
  let row: ResourceLinkRow;
  let storedName: string | null = null;
  try {
    const input = validate(form);
    storedName = input.file ? newStoredName(input.file.extension) : null;
    row = await transaction(db, async (tx) => {
      await assertCourse(tx, courseId, true);
      const inserted = await repo.insertLink(tx, {
        courseId,
        resourceType: input.resourceType,
        url: input.url,
        fileName: input.file?.fileName ?? null,
        storedName,
        mimeType: input.file ? mimeTypeOf(input.file.extension) : null,
        size: input.file?.size ?? null,
        createdById: opts.actor.id,
      });
      await audit(tx, {
        actorId: opts.actor.id,
        action: 'create',
        entity: 'resource_link',
        entityId: inserted.id,
        data: input.file
          ? { courseId, resourceType: input.resourceType, fileName: input.file.fileName, size: input.file.size }
          : { courseId, resourceType: input.resourceType, url: input.url },
      });
      return inserted;
    });
  } catch (err) {
    if (form.file) await removeQuietly(form.file.tempPath);
    throw err;
  }
  if (form.file && storedName) {
    try {
      await fs.rename(form.file.tempPath, storedPath(dir, storedName));
    } catch (err) {
      // The row must not point at a file that is not there: take it back.
      await removeQuietly(form.file.tempPath);
      await transaction(db, async (tx) => {
        await repo.deleteLink(tx, row.id);
        await audit(tx, {
          actorId: opts.actor.id,
          action: 'delete',
          entity: 'resource_link',
          entityId: row.id,
          // A code of the trail's reasons (AUDIT_REASON_LABELS), read in words on screen and in the CSV file.
          data: { courseId, reason: 'file_not_stored' },
        });
      });
      throw err;
    }
  }
  return presentResourceLink(row);
}

/** Deletes a resource link; its file, if any, is removed after the commit (best effort). */
export async function deleteResourceLink(opts: { db: Db; dataDir: string; actor: AuthUser; id: number }): Promise<void> {
  const gone = await transaction(opts.db, async (tx) => {
    const row = await repo.deleteLink(tx, opts.id);
    if (!row) throw notFound(MESSAGES.resourceLinkNotFound);
    await audit(tx, {
      actorId: opts.actor.id,
      action: 'delete',
      entity: 'resource_link',
      entityId: row.id,
      data: { courseId: row.courseId, resourceType: row.resourceType, fileName: row.fileName, url: row.url },
    });
    return row;
  });
  if (gone.storedName) await removeQuietly(storedPath(uploadsDir(opts.dataDir), gone.storedName));
}

/** An uploaded resource ready to send: a stream of its bytes and the headers that go with it. */
export interface ResourceDownload {
  stream: Readable;
  size: number;
  mimeType: string;
  disposition: string;
}

/** Opens the file of a resource link; a link without a file, or a file gone from disk, gives 404. */
export async function openResourceFile(opts: {
  db: Db;
  dataDir: string;
  id: number;
  /** When given, the link must belong to this course (a shift page reads only its course's files). */
  courseId?: number;
}): Promise<ResourceDownload> {
  const row = await repo.findLinkById(opts.db, opts.id);
  if (!row || (opts.courseId !== undefined && row.courseId !== opts.courseId)) throw notFound(MESSAGES.resourceLinkNotFound);
  if (!row.storedName) throw notFound(MESSAGES.resourceNotAFile);
  let handle: FileHandle;
  try {
    handle = await fs.open(storedPath(uploadsDir(opts.dataDir), row.storedName), 'r');
  } catch (err) {
    if ((err as { code?: unknown }).code === 'ENOENT') throw notFound(MESSAGES.resourceFileMissing);
    throw err;
  }
  try {
    const { size } = await handle.stat();
    return {
      stream: handle.createReadStream(),
      size,
      mimeType: servedMimeType(row.mimeType),
      disposition: attachmentDisposition(row.fileName ?? row.storedName),
    };
  } catch (err) {
    await handle.close();
    throw err;
  }
}

/** The stored names of a course's uploaded files, for whoever deletes the course to remove after commit. */
export async function storedFilesOfCourse(tx: Tx, courseId: number): Promise<string[]> {
  return repo.storedNamesOfCourse(tx, courseId);
}

/** Removes stored files by name from the uploads folder (best effort, after a commit); names not ours are skipped. */
export async function removeStoredFiles(dataDir: string, storedNames: readonly string[]): Promise<void> {
  const dir = uploadsDir(dataDir);
  await Promise.all(storedNames.filter(isStoredName).map((name) => removeQuietly(storedPath(dir, name))));
}
