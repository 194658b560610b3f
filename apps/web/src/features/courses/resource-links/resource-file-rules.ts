import { RESOURCE_EXTENSIONS, RESOURCE_MAX_BYTES, RESOURCE_MIME_TYPES } from '@app/shared';
import type { Accept, FileError } from 'react-dropzone';

/** react-dropzone's accept map built from the shared list of extensions. */
export const RESOURCE_ACCEPT: Accept = RESOURCE_EXTENSIONS.reduce<Accept>((accept, ext) => {
  const mime = RESOURCE_MIME_TYPES[ext];
  accept[mime] = [...(accept[mime] ?? []), `.${ext}`];
  return accept;
}, {});

export const ALLOWED_EXTENSIONS_TEXT = RESOURCE_EXTENSIONS.map((e) => e.toUpperCase()).join(', ');

/** '900 B', '12.3 KB', '4.5 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1).replace(/\.0$/, '')} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The extension must be one of the shared list whatever type the browser guessed. */
export function validateResourceFile(file: { name: string }): FileError | null {
  if ((RESOURCE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return null;
  return { code: 'file-invalid-type', message: fileRefusalText('file-invalid-type') };
}

/** What to tell a person whose file the drop zone refused. */
export function fileRefusalText(code: string): string {
  switch (code) {
    case 'file-too-large':
      return `This file is too large: the limit is ${formatBytes(RESOURCE_MAX_BYTES)}.`;
    case 'file-invalid-type':
      return `This kind of file is not accepted. Accepted: ${ALLOWED_EXTENSIONS_TEXT}.`;
    case 'too-many-files':
      return 'Drop one file at a time.';
    case 'file-too-small':
      return 'This file is empty.';
    default:
      return 'This file cannot be added.';
  }
}
