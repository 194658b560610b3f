import { Readable } from 'node:stream';
import { neutraliseCsvText } from '@app/shared';
import anyAscii from 'any-ascii';
import { stringify } from 'csv-stringify/sync';
import iconv from 'iconv-lite';

/**
 * The CSV files the app hands out (reports, course-completion lists): Windows-1252, as spreadsheet
 * programs on Windows read them; cells that a spreadsheet would run as a formula are neutralised;
 * dates 'MMM D YYYY' and times 'H:mm' in the business time zone (formatDate and formatTime of @app/shared). Rows are streamed: a report of
 * any size is encoded as it is read, never held whole.
 */

/** A cell value as the CSV writes it. */
export type CsvCell = string | number | boolean | null | undefined | Date;

/** A cell as text: text a spreadsheet would run as a formula gets a leading apostrophe; numbers stay numbers. */
export function neutraliseCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  return neutraliseCsvText(value);
}

/** Characters Windows-1252 lacks, spelled with the nearest letters it has. */
const SPELLED: Record<string, string> = {
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ø: 'o',
  ħ: 'h',
  ı: 'i',
  ŀ: 'l',
  '‐': '-',
  '‑': '-',
  '−': '-',
  '≠': '!=',
  '≤': '<=',
  '≥': '>=',
};

/** Whether Windows-1252 holds the character, remembered per character (a report repeats the same few). */
const encodableCache = new Map<string, boolean>();
function encodable(ch: string): boolean {
  let known = encodableCache.get(ch);
  if (known === undefined) {
    known = iconv.decode(iconv.encode(ch, 'win1252'), 'win1252') === ch;
    if (encodableCache.size < 10_000) encodableCache.set(ch, known);
  }
  return known;
}

/**
 * Text Windows-1252 can hold: characters it has stay as they are; others lose their accents
 * (NFKD) or take a listed spelling; what is left (emoji, other scripts) is spelled in ASCII by
 * any-ascii, a run at a time so an emoji sequence reads as one word (':thumbsup:', 'DongJing').
 * Only what no library can spell becomes '?', so nothing disappears unseen.
 */
export function transliterateForWindows1252(text: string): string {
  // Only the runs of non-ASCII characters need a look; everything else stays as it is.
  return text.replace(NON_ASCII_RUN, transliterateRun);
}

const NON_ASCII_RUN = /\P{ASCII}+/gu;
/** Runs already spelled: a report repeats the same accented letters and names over and over. */
const runCache = new Map<string, string>();

function transliterateRun(run: string): string {
  const known = runCache.get(run);
  if (known !== undefined) return known;
  const spelled = spellRun(run);
  if (runCache.size < 10_000 && run.length <= 64) runCache.set(run, spelled);
  return spelled;
}

function spellRun(run: string): string {
  let out = '';
  let unknown = '';
  const flush = () => {
    if (unknown === '') return;
    out += anyAscii(unknown) || '?';
    unknown = '';
  };
  for (const ch of run) {
    if (encodable(ch)) {
      flush();
      out += ch;
      continue;
    }
    const spelled = SPELLED[ch];
    if (spelled !== undefined) {
      flush();
      out += spelled;
      continue;
    }
    const stripped = ch.normalize('NFKD').replace(/\p{M}/gu, '');
    if (stripped !== '' && [...stripped].every(encodable)) {
      flush();
      out += stripped;
      continue;
    }
    unknown += ch;
  }
  flush();
  return out;
}

/** Text as Windows-1252 bytes, transliterated first. */
export function encodeWindows1252(text: string): Buffer {
  return iconv.encode(transliterateForWindows1252(text), 'win1252');
}

const CSV_OPTIONS = { record_delimiter: 'windows' } as const;

/** Rows written (and encoded) together: one csv-stringify call and one encoding per batch. */
const ROWS_PER_BATCH = 500;

/**
 * A CSV file as a stream of Windows-1252 bytes: the header, then each row as the source yields it,
 * written by csv-stringify (CRLF, quoting) and transliterated and encoded a batch of rows at a
 * time. The source may be a database cursor or a paged read: rows are pulled only as the reader
 * takes the bytes, so a slow reader holds back the reading. An error of the source ends the stream
 * with that error.
 */
export function csvStream(
  header: readonly string[],
  rows: AsyncIterable<readonly CsvCell[]> | Iterable<readonly CsvCell[]>,
): Readable {
  const encode = (batch: string[][]) => encodeWindows1252(stringify(batch, CSV_OPTIONS));
  return Readable.from(
    (async function* () {
      let batch: string[][] = [header.map(neutraliseCell)];
      for await (const row of rows) {
        batch.push(row.map(neutraliseCell));
        if (batch.length >= ROWS_PER_BATCH) {
          yield encode(batch);
          batch = [];
        }
      }
      if (batch.length > 0) yield encode(batch);
    })(),
  );
}

/** A whole CSV file as Windows-1252 bytes (for small files, such as one participant's course list). */
export function csvBytes(header: readonly string[], rows: Iterable<readonly CsvCell[]>): Buffer {
  const records = [header, ...rows].map((row) => row.map(neutraliseCell));
  return encodeWindows1252(stringify(records, CSV_OPTIONS));
}

/** The headers a CSV download is sent with: Windows-1252 text, saved under the given fixed name. */
export function csvDownloadHeaders(fileName: string): Record<string, string> {
  return {
    'content-type': 'text/csv; charset=windows-1252',
    'content-disposition': `attachment; filename="${fileName.replace(/["\\\r\n]/g, '_')}"`,
    'cache-control': 'no-store',
  };
}
