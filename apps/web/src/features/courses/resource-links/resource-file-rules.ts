import { RESOURCE_EXTENSIONS, RESOURCE_MAX_BYTES, RESOURCE_MIME_TYPES } from '@app/shared';
import type { Accept, FileError } from 'react-dropzone';
import { currentLanguage, t } from '../../../lib/i18n/i18n';
import { COURSES_TEXTS as T } from '../messages';

/** react-dropzone's accept map built from the shared list of extensions. */
export const RESOURCE_ACCEPT: Accept = RESOURCE_EXTENSIONS.reduce<Accept>((accept, ext) => {
  const mime = RESOURCE_MIME_TYPES[ext];
  accept[mime] = [...(accept[mime] ?? []), `.${ext}`];
  return accept;
}, {});

export const ALLOWED_EXTENSIONS_TEXT = RESOURCE_EXTENSIONS.map((e) => e.toUpperCase()).join(', ');

/** '900 B', '12.3 KB', '4.5 MB'; in another language its own decimal sign and units ('12,3 Ko'). */
export function formatBytes(bytes: number): string {
  const language = currentLanguage();
  const [amount, unit] = bytes < 1024 ? [bytes, 'B'] : bytes < 1024 * 1024 ? [bytes / 1024, 'KB'] : [bytes / (1024 * 1024), 'MB'];
  if (language === 'en-CA') {
    return unit === 'B' ? `${bytes} B` : `${amount.toFixed(1).replace(/\.0$/, '')} ${unit}`;
  }
  const written = new Intl.NumberFormat(language, { maximumFractionDigits: 1, useGrouping: false }).format(amount);
  return t(T.size, { unit, amount: written });
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
      return t(T.fileTooLarge, { size: formatBytes(RESOURCE_MAX_BYTES) });
    case 'file-invalid-type':
      return t(T.fileInvalidType, { extensions: ALLOWED_EXTENSIONS_TEXT });
    case 'too-many-files':
      return t(T.tooManyFiles);
    case 'file-too-small':
      return t(T.fileEmpty);
    default:
      return t(T.fileCannotBeAdded);
  }
}
