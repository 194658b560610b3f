import { fileTooLargeText, UPLOAD_MAX_BYTES } from '@app/shared';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/errors';
import { findNul, nulRefusal } from '../../plugins/input-guard';
import type { UploadedCsv } from './import-participants';

const FILE_FIELD = 'csv';

function errorCode(err: unknown): string | undefined {
  return err && typeof err === 'object' ? ((err as { code?: unknown }).code as string | undefined) : undefined;
}

/**
 * Reads a multipart request that carries text fields and exactly one file in the `csv` field.
 * Refuses (400) a request that is not multipart, is malformed, has no file, more than one file, its
 * file in another field, or a NUL character in a text field; a file over the upload limit answers 413.
 */
export async function readCsvUpload(request: FastifyRequest): Promise<{ fields: Record<string, string>; file: UploadedCsv }> {
  if (!request.isMultipart()) {
    throw badRequest(`Invalid body: send multipart/form-data with course_id and a ${FILE_FIELD} file`, [
      { field: FILE_FIELD, message: 'is required' },
    ]);
  }
  const fields: Record<string, string> = {};
  let file: UploadedCsv | undefined;
  let misplaced: string | undefined;
  let nul: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (findNul(part.value) !== undefined) nul ??= part.fieldname;
        else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      // Every part is read to the end, or the request would never finish.
      const data = await part.toBuffer();
      if (part.fieldname !== FILE_FIELD) misplaced = part.fieldname;
      else if (findNul(part.filename) !== undefined) nul ??= `${FILE_FIELD} file name`;
      else file = { filename: part.filename ?? '', mimetype: part.mimetype ?? '', data };
    }
  } catch (err) {
    const code = errorCode(err);
    if (code === 'FST_FILES_LIMIT') {
      throw badRequest(`Invalid body: ${FILE_FIELD} takes exactly one file`, [
        { field: FILE_FIELD, message: 'takes exactly one file' },
      ]);
    }
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      const message = fileTooLargeText(UPLOAD_MAX_BYTES);
      throw new AppError('payload_too_large', message, [{ field: FILE_FIELD, message }]);
    }
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest('Invalid body: too many fields');
    // Malformed or cut-off multipart data: the parser's own errors carry no code of ours.
    if (err instanceof Error && code === undefined) throw badRequest('Invalid body: the form could not be read');
    throw err;
  }
  if (nul !== undefined) throw nulRefusal('body', nul);
  if (misplaced !== undefined) {
    throw badRequest(`Invalid body: send the file in the ${FILE_FIELD} field, not ${misplaced}`, [
      { field: FILE_FIELD, message: 'is required' },
    ]);
  }
  if (!file) throw badRequest(`Invalid body: ${FILE_FIELD} file is required`, [{ field: FILE_FIELD, message: 'is required' }]);
  if (file.data.length === 0)
    throw badRequest(`Invalid body: ${FILE_FIELD} file is empty`, [{ field: FILE_FIELD, message: 'is empty' }]);
  return { fields, file };
}
