import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { RESOURCE_EXTENSIONS, RESOURCE_MIME_TYPES, type ResourceExtension } from '@app/shared';

/**
 * Where uploaded resources live: `DATA_DIR/uploads`, each under a random name of our own. The
 * name a user gave their file is kept in the database only, never used as a path.
 */

const MIME_TYPES = RESOURCE_MIME_TYPES;
const KNOWN_MIME_TYPES = new Set<string>(Object.values(MIME_TYPES));

/** Kinds a browser could render or run; refused even if the accepted list ever grows to name one. */
const NEVER_ACCEPTED = new Set(['html', 'htm', 'xhtml', 'xht', 'shtml', 'svg', 'svgz', 'js', 'mjs', 'xml']);

/** Our own stored names: 32 hex digits and an accepted extension. */
const STORED_NAME = /^[0-9a-f]{32}\.[a-z0-9]{1,10}$/;

export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/** The accepted extension of a file name (case ignored), or null. */
export function extensionOf(fileName: string): ResourceExtension | null {
  const ext = path.extname(fileName).slice(1).toLowerCase();
  if (NEVER_ACCEPTED.has(ext)) return null;
  return (RESOURCE_EXTENSIONS as readonly string[]).includes(ext) ? (ext as ResourceExtension) : null;
}

export function mimeTypeOf(ext: ResourceExtension): string {
  return MIME_TYPES[ext];
}

/** The stored type if it is one we hand out, else a plain download type (never text/html). */
export function servedMimeType(stored: string | null): string {
  return stored && KNOWN_MIME_TYPES.has(stored) ? stored : 'application/octet-stream';
}

/**
 * The name a person gave their file, made safe to keep and show: the last path segment only
 * (some browsers send a whole path), no control characters, at most 200 characters.
 */
export function cleanFileName(raw: string | undefined): string {
  const last = (raw ?? '').split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const name = last.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (name.length <= 200) return name;
  const ext = path.extname(name);
  return name.slice(0, 200 - ext.length) + ext;
}

export function newStoredName(ext: ResourceExtension): string {
  return `${randomBytes(16).toString('hex')}.${ext}`;
}

/** A temporary name in the uploads folder: the upload is renamed from it once its row commits. */
export function newTempPath(dir: string): string {
  return path.join(dir, `.upload-${randomBytes(16).toString('hex')}.part`);
}

/** True for a name this module made (never a path someone could steer outside the folder). */
export function isStoredName(name: string): boolean {
  return STORED_NAME.test(name);
}

/** The full path of a stored file; a name that is not one of ours is refused rather than joined. */
export function storedPath(dir: string, storedName: string): string {
  if (!isStoredName(storedName)) throw new Error(`not a stored resource name: ${storedName}`);
  return path.join(dir, storedName);
}

/** Removes a file, ignoring one that is already gone or cannot be removed (best effort). */
export async function removeQuietly(filePath: string): Promise<void> {
  await fs.rm(filePath, { force: true }).catch(() => undefined);
}

/** `attachment` with an ASCII fallback name and the exact name in RFC 5987 form. */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_') || 'download';
  const exact = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${exact}`;
}
