import { canonicalTimeZone, type ImportRowError, PARTICIPANT_CSV_COLUMNS, PARTICIPANT_IMPORT_MAX_ROWS } from '@app/shared';
import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import iconv from 'iconv-lite';
import { z } from 'zod';
import { badRequest } from '../../lib/errors';

/** The file name the template download carries. */
export const PARTICIPANT_TEMPLATE_FILE_NAME = 'participant-template.csv';

type Column = (typeof PARTICIPANT_CSV_COLUMNS)[number];

/** One participant line of an import file, trimmed and checked. */
export interface ParticipantRow {
  /** Line of the file where the record starts (the header is line 1). */
  line: number;
  firstName: string;
  lastName: string;
  /** Lower-cased. */
  email: string;
  managerName: string;
  /** Lower-cased, or ''. */
  managerEmail: string;
  region: string;
  location: string;
  branch: string;
  /** A time-zone name in its usual spelling, or ''. */
  timeZone: string;
  position: string;
}
type RowField = Exclude<keyof ParticipantRow, 'line'>;

const FIELD_OF: Record<Column, RowField> = {
  'First Name': 'firstName',
  'Last Name': 'lastName',
  Email: 'email',
  'Manager Name': 'managerName',
  'Manager Email': 'managerEmail',
  Region: 'region',
  Location: 'location',
  Branch: 'branch',
  'Time Zone': 'timeZone',
  Position: 'position',
};
const REQUIRED: readonly Column[] = ['First Name', 'Last Name', 'Email'];
const MAX_LENGTH: Record<Column, number> = {
  'First Name': 100,
  'Last Name': 100,
  Email: 254,
  'Manager Name': 200,
  'Manager Email': 254,
  Region: 200,
  Location: 200,
  Branch: 200,
  'Time Zone': 64,
  Position: 200,
};

/** The template: the header row alone, with a BOM so spreadsheet programs read it as UTF-8. */
export function participantTemplateCsv(): string {
  return stringify([[...PARTICIPANT_CSV_COLUMNS]], { bom: true, record_delimiter: 'windows' });
}

/** Header names compare without case, spaces or underscores: 'first_name' is 'First Name'. */
function headerKey(name: string): string {
  return name.replace(/[\s_]+/g, '').toLowerCase();
}
const COLUMN_BY_KEY = new Map<string, Column>(PARTICIPANT_CSV_COLUMNS.map((c) => [headerKey(c), c]));

const emailSchema = z.email();

/** Time zones are checked by the shared rule the participant profile form uses too. */
export { canonicalTimeZone };

const CSV_TYPES = ['text/csv', 'application/csv', 'text/comma-separated-values'];

/**
 * Refuses a file that is not a CSV file by its name or type. Browsers on Windows send '.csv'
 * files as application/vnd.ms-excel, so a '.csv' name is enough.
 */
export function assertCsvFile(file: { filename: string; mimetype: string }): void {
  const byName = /\.csv$/i.test(file.filename.trim());
  const byType = CSV_TYPES.includes(file.mimetype.toLowerCase().split(';')[0]?.trim() ?? '');
  if (!byName && !byType) {
    throw badRequest('Invalid body: csv must be a CSV file (.csv)', [{ field: 'csv', message: 'must be a CSV file (.csv)' }]);
  }
}

/**
 * The text of an uploaded file: UTF-8 (a BOM is dropped), or Windows-1252 when the bytes are not
 * UTF-8, as spreadsheet programs on Windows write. A file with NUL bytes is not a CSV file.
 */
export function decodeCsv(buffer: Buffer): string {
  if (buffer.includes(0)) {
    throw badRequest('Invalid body: csv must be a CSV file, not a binary file', [
      { field: 'csv', message: 'must be a CSV file, not a binary file' },
    ]);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    return iconv.decode(buffer, 'win1252');
  }
}

function countNewlines(values: string[]): number {
  let n = 0;
  for (const v of values) for (let i = v.indexOf('\n'); i !== -1; i = v.indexOf('\n', i + 1)) n++;
  return n;
}

/** A refusal of the whole file, in the same shape as a refusal of its rows. */
function fileError(message: string, rows: ImportRowError[] = []) {
  return badRequest(message, { rows });
}

/** Reads the header row: every template column once, and nothing else. Returns the column of each position. */
function readHeader(header: string[], line: number): Array<Column | undefined> {
  const problems: ImportRowError[] = [];
  const seen = new Set<Column>();
  const columns = header.map((name) => {
    const trimmed = name.trim();
    if (trimmed === '') return undefined;
    const column = COLUMN_BY_KEY.get(headerKey(trimmed));
    if (!column) {
      problems.push({ line, field: trimmed, message: 'is not a column of the template' });
    } else if (seen.has(column)) {
      problems.push({ line, field: column, message: 'appears twice in the header' });
    } else {
      seen.add(column);
    }
    return column;
  });
  for (const column of PARTICIPANT_CSV_COLUMNS) {
    if (!seen.has(column)) problems.push({ line, field: column, message: 'column is missing' });
  }
  if (problems.length > 0) {
    const missing = problems.filter((p) => p.message === 'column is missing').map((p) => p.field);
    const summary = missing.length > 0 ? `; missing: ${missing.join(', ')}` : '';
    throw fileError(`The header row does not match the template${summary}`, problems);
  }
  return columns;
}

/** Checks one record against the rules of its columns; appends what is wrong to `errors`. */
function readRow(line: number, values: string[], columns: Array<Column | undefined>, errors: ImportRowError[]): ParticipantRow {
  const row: ParticipantRow = {
    line,
    firstName: '',
    lastName: '',
    email: '',
    managerName: '',
    managerEmail: '',
    region: '',
    location: '',
    branch: '',
    timeZone: '',
    position: '',
  };
  const extra = values.slice(columns.length).filter((v) => v.trim() !== '');
  if (extra.length > 0) {
    errors.push({ line, message: `has ${values.length} values but the header has ${columns.length} columns` });
  }
  columns.forEach((column, i) => {
    const value = (values[i] ?? '').trim();
    if (!column) {
      // A blank header cell: its values must be blank too.
      if (value !== '') errors.push({ line, message: `has a value under a column without a name (column ${i + 1})` });
      return;
    }
    if (value.length > MAX_LENGTH[column]) {
      errors.push({ line, field: column, message: `is longer than ${MAX_LENGTH[column]} characters` });
      return;
    }
    if (value === '') {
      if (REQUIRED.includes(column)) errors.push({ line, field: column, message: 'is required' });
      return;
    }
    let stored = value;
    if (column === 'Email' || column === 'Manager Email') {
      stored = value.toLowerCase();
      if (!emailSchema.safeParse(stored).success) {
        errors.push({ line, field: column, message: 'is not a valid e-mail address' });
        return;
      }
    } else if (column === 'Time Zone') {
      const zone = canonicalTimeZone(value);
      if (!zone) {
        errors.push({ line, field: column, message: `'${value}' is not a time zone (use a name such as America/Toronto)` });
        return;
      }
      stored = zone;
    }
    row[FIELD_OF[column]] = stored;
  });
  return row;
}

/**
 * Parses and checks a participant file. A problem with the file as a whole (not CSV, a header that
 * does not match the template, no rows, too many rows) throws a 400. Otherwise every row is
 * checked, and the rows and everything wrong with them (with their line numbers) are returned.
 * Blank lines and lines of empty cells are skipped. An e-mail seen on an earlier line is an error
 * on the later one.
 */
export function parseParticipantCsv(text: string): { rows: ParticipantRow[]; errors: ImportRowError[] } {
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(text, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      relax_column_count: true,
      // Header plus one more than allowed is enough to know the file is too long.
      to: PARTICIPANT_IMPORT_MAX_ROWS + 2,
      max_record_size: 64 * 1024,
    }) as unknown as typeof records;
  } catch (err) {
    if (err instanceof CsvError) {
      const line = (err as CsvError & { lines?: number }).lines;
      throw fileError(`The file is not valid CSV: ${err.message}`, line ? [{ line, message: err.message }] : []);
    }
    throw err;
  }
  const [header, ...body] = records;
  if (!header) throw fileError('The file is empty');
  const columns = readHeader(header.record, header.info.lines);
  if (body.length === 0) throw fileError('The file has no participant rows');
  if (body.length > PARTICIPANT_IMPORT_MAX_ROWS) {
    throw fileError(`The file has more than ${PARTICIPANT_IMPORT_MAX_ROWS} participant rows; split it into smaller files`);
  }

  const errors: ImportRowError[] = [];
  const firstLineOf = new Map<string, number>();
  const rows = body.map(({ record, info }) => {
    const line = info.lines - countNewlines(record);
    const row = readRow(line, record, columns, errors);
    if (row.email !== '') {
      const first = firstLineOf.get(row.email);
      if (first !== undefined) {
        errors.push({ line, field: 'Email', message: `${row.email} is already on line ${first}` });
      } else {
        firstLineOf.set(row.email, line);
      }
    }
    return row;
  });
  return { rows, errors };
}
