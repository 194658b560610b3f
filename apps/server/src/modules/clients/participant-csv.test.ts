import { PARTICIPANT_CSV_COLUMNS } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { canonicalTimeZone, decodeCsv, parseParticipantCsv, participantTemplateCsv } from './participant-csv';

const HEADER = PARTICIPANT_CSV_COLUMNS.join(',');

function refusal(work: () => unknown): AppError {
  try {
    work();
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('expected a refusal');
}

describe('participant CSV parsing', () => {
  it('the template is the header row, and it parses back to no rows', () => {
    const template = participantTemplateCsv();
    expect(template).toBe(`\uFEFF${HEADER}\r\n`);
    expect(refusal(() => parseParticipantCsv(template)).message).toBe('The file has no participant rows');
  });

  it('numbers lines as the file does: blank lines count, a quoted line break starts a new line', () => {
    const text = [HEADER, '', 'A,B,a@p.example,,,,"multi', 'line",,,', ',,,,,,,,,', 'C,D,c@p.example,,,,,,,'].join('\n');
    const { rows, errors } = parseParticipantCsv(text);
    expect(errors).toEqual([]);
    expect(rows.map((r) => [r.line, r.email])).toEqual([
      [3, 'a@p.example'],
      [6, 'c@p.example'],
    ]);
    expect(rows[0]?.location).toBe('multi\nline');
  });

  it('treats missing trailing cells as empty and refuses values beyond the header', () => {
    const { rows, errors } = parseParticipantCsv(`${HEADER}\nA,B,a@p.example\nC,D,c@p.example,,,,,,,,surplus\n`);
    expect(rows[0]).toMatchObject({ firstName: 'A', lastName: 'B', email: 'a@p.example', position: '' });
    expect(errors).toEqual([{ line: 3, message: 'has 11 values but the header has 10 columns' }]);
  });

  it('refuses a column named twice and reports values that are too long', () => {
    const twice = refusal(() => parseParticipantCsv(`${HEADER},e-mail,EMAIL\nA,B,a@p.example,,,,,,,,,\n`));
    expect(twice.details).toEqual({
      rows: [
        { line: 1, field: 'e-mail', message: 'is not a column of the template' },
        { line: 1, field: 'Email', message: 'appears twice in the header' },
      ],
    });
    const { errors } = parseParticipantCsv(`${HEADER}\n${'x'.repeat(101)},B,a@p.example,,,,,,,\n`);
    expect(errors).toEqual([{ line: 2, field: 'First Name', message: 'is longer than 100 characters' }]);
  });

  it('knows time zones by their IANA names, without case, including aliases', () => {
    expect(canonicalTimeZone('america/toronto')).toBe('America/Toronto');
    expect(canonicalTimeZone('utc')).toBe('UTC');
    expect(canonicalTimeZone('Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(canonicalTimeZone('Mars/Olympus')).toBeUndefined();
    expect(canonicalTimeZone('+05:00')).toBeUndefined();
    expect(canonicalTimeZone('EST5EDT; drop table')).toBeUndefined();
  });

  it('decodes UTF-8 with or without a BOM, falls back to Windows-1252, and refuses binary files', () => {
    expect(decodeCsv(Buffer.from('\uFEFFCaf\u00e9', 'utf8'))).toBe('Caf\u00e9');
    expect(decodeCsv(Buffer.from('Caf\u00e9 \u2013', 'utf8'))).toBe('Caf\u00e9 \u2013');
    expect(decodeCsv(Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x20, 0x96]))).toBe('Caf\u00e9 \u2013');
    expect(refusal(() => decodeCsv(Buffer.from([0x50, 0x4b, 0, 1]))).message).toContain('csv');
  });
});
