import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { fileTooLargeText, RESOURCE_EXTENSIONS, RESOURCE_MAX_BYTES, type ResourceExtension } from '@app/shared';
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/errors';
import { findNul, nulRefusal } from '../../plugins/input-guard';
import { cleanFileName, extensionOf, newTempPath, removeQuietly } from './file-store';

/** An uploaded file, already on disk under a temporary name. */
export interface ReceivedFile {
  tempPath: string;
  fileName: string;
  extension: ResourceExtension;
  size: number;
}

/** The text fields of the form and the file, if one came. */
export interface ReceivedForm {
  fields: Record<string, string>;
  file: ReceivedFile | null;
}

const FILE_FIELD = 'file';
const MAX_MEGABYTES = Math.round(RESOURCE_MAX_BYTES / (1024 * 1024));

export function fieldError(field: string, message: string): AppError {
  return badRequest(`Invalid body: ${field} ${message}`, [{ field, message }]);
}

function tooLarge(): AppError {
  return new AppError('payload_too_large', fileTooLargeText(RESOURCE_MAX_BYTES), [
    { field: FILE_FIELD, message: `must be at most ${MAX_MEGABYTES} MB` },
  ]);
}

/** Turns what the multipart parser throws into a refusal; a failure of our own disk stays a 500. */
function asRefusal(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const e = err as { code?: unknown; statusCode?: unknown; syscall?: unknown; message?: unknown };
  if (e.code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (e.code === 'FST_FILES_LIMIT') return badRequest('Send one file only', [{ field: FILE_FIELD, message: 'one file only' }]);
  if (typeof e.code === 'string' && e.code.startsWith('FST_')) {
    const status = e.statusCode === 413 ? 'payload_too_large' : 'bad_request';
    return new AppError(status, typeof e.message === 'string' ? e.message : 'The form could not be read');
  }
  // Malformed or cut-off multipart data (busboy's own errors carry no system call).
  if (e.syscall === undefined) return badRequest('The form could not be read');
  return err;
}

/**
 * Reads a multipart resource form: text fields, and at most one file in the field `file`, streamed
 * to a temporary name in `dir` (never held in memory). A file over RESOURCE_MAX_BYTES gives 413; a
 * file whose extension is not accepted is never written. On any refusal nothing is left on disk.
 */
export async function receiveResourceForm(request: FastifyRequest, dir: string): Promise<ReceivedForm> {
  if (!request.isMultipart()) {
    throw badRequest('Send the resource as multipart/form-data with resource_type and resource_link or file');
  }
  await fsp.mkdir(dir, { recursive: true });
  const fields: Record<string, string> = {};
  let file: ReceivedFile | null = null;
  let refusal: AppError | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: RESOURCE_MAX_BYTES, files: 1 } })) {
      if (part.type === 'field') {
        if (typeof part.value !== 'string') refusal ??= fieldError(part.fieldname, 'must be text');
        else if (findNul(part.value) !== undefined) refusal ??= nulRefusal('body', part.fieldname);
        else fields[part.fieldname] = part.value;
        continue;
      }
      const fileName = cleanFileName(part.filename);
      if (part.fieldname !== FILE_FIELD) {
        part.file.resume();
        refusal ??= fieldError(part.fieldname, `is not expected: send the file in the field '${FILE_FIELD}'`);
        continue;
      }
      if (fileName === '') {
        // A file input left empty arrives as a part without a name: no file.
        part.file.resume();
        continue;
      }
      const extension = extensionOf(fileName);
      if (!extension || refusal) {
        part.file.resume();
        refusal ??= fieldError(FILE_FIELD, `must be one of these kinds: ${RESOURCE_EXTENSIONS.join(', ')}`);
        continue;
      }
      const tempPath = newTempPath(dir);
      file = { tempPath, fileName, extension, size: 0 };
      await pipeline(part.file, fs.createWriteStream(tempPath, { flags: 'wx', mode: 0o600 }));
      if (part.file.truncated) throw tooLarge();
      file.size = (await fsp.stat(tempPath)).size;
    }
  } catch (err) {
    if (file) await removeQuietly(file.tempPath);
    throw asRefusal(err);
  }
  if (refusal) {
    if (file) await removeQuietly(file.tempPath);
    throw refusal;
  }
  return { fields, file };
}
