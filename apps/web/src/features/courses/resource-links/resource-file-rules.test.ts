import { RESOURCE_MAX_BYTES } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { fileRefusalText, formatBytes, RESOURCE_ACCEPT, validateResourceFile } from './resource-file-rules';

describe('resource file rules', () => {
  it('accepts the shared extensions and refuses others', () => {
    expect(validateResourceFile({ name: 'Guide.PDF' })).toBeNull();
    expect(validateResourceFile({ name: 'notes.docx' })).toBeNull();
    expect(validateResourceFile({ name: 'page.html' })?.code).toBe('file-invalid-type');
    expect(validateResourceFile({ name: 'README' })?.code).toBe('file-invalid-type');
  });

  it('offers every extension to the file picker', () => {
    const extensions = Object.values(RESOURCE_ACCEPT).flat();
    expect(extensions).toContain('.pdf');
    expect(extensions).toContain('.jpeg');
    expect(RESOURCE_ACCEPT['image/jpeg']).toEqual(['.jpg', '.jpeg']);
  });

  it('writes sizes and refusals for people', () => {
    expect(formatBytes(900)).toBe('900 B');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(1536 * 1024)).toBe('1.5 MB');
    expect(fileRefusalText('file-too-large')).toContain(formatBytes(RESOURCE_MAX_BYTES));
  });
});
