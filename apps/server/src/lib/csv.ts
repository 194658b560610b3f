import { Readable } from 'node:stream';
import { TZDate } from '@date-fns/tz';
import anyAscii from 'any-ascii';
import { stringify } from 'csv-stringify/sync';
import { format } from 'date-fns';
import iconv from 'iconv-lite';

/**
 * The CSV files the app hands out (reports, course-completion lists): Windows-1252, as spreadsheet
 * programs on Windows read them; cells that a spreadsheet would run as a formula are neutralised;
 * dates 'MMM D YYYY' and times 'H:mm' in the business time zone. Rows are streamed: a report of
 * any size is encoded as it is read, never held whole.
 */

/** A cell value as the CSV writes it. */
export type CsvCell = string | number | boolean | null | undefined | Date;

/** Characters that make a spreadsheet treat a cell as a formula when they begin it. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell that a spreadsheet would run as a formula gets a leading apostrophe; numbers stay numbers. */
export function neutraliseCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  return FORMULA_START.test(value) ? `'${value}` : value;
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

const encodable = (ch: string) => iconv.decode(iconv.encode(ch, 'win1252'), 'win1252') === ch;

/**
 * Text Windows-1252 can hold: characters it has stay as they are; others lose their accents
 * (NFKD) or take a listed spelling; what is left (emoji, other scripts) is spelled in ASCII by
 * any-ascii, a run at a time so an emoji sequence reads as one word (':thumbsup:', 'DongJing').
 * Only what no library can spell becomes '?', so nothing disappears unseen.
 */
export function transliterateForWindows1252(text: string): string {
  let out = '';
  let run = '';
  const flush = () => {
    if (run === '') return;
    out += anyAscii(run) || '?';
    run = '';
  };
  for (const ch of text) {
    if (ch.charCodeAt(0) < 0x80 || encodable(ch)) {
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
    run += ch;
  }
  flush();
  return out;
}

/** Text as Windows-1252 bytes, transliterated first. */
export function encodeWindows1252(text: string): Buffer {
  return iconv.encode(transliterateForWindows1252(text), 'win1252');
}

/** 'MMM D YYYY' in the business time zone, as the reports print dates. */
export function reportDate(instant: Date, timeZone: string): string {
  return format(new TZDate(instant.getTime(), timeZone), 'MMM d yyyy');
}

/** 'H:mm' in the business time zone, as the reports print times. */
export function reportTime(instant: Date, timeZone: string): string {
  return format(new TZDate(instant.getTime(), timeZone), 'H:mm');
}

/** One CSV line (CRLF-terminated) as Windows-1252 bytes. */
function csvLine(cells: readonly CsvCell[]): Buffer {
  return encodeWindows1252(stringify([cells.map(neutraliseCell)], { record_delimiter: 'windows' }));
}

/** About how many bytes the stream gathers before handing a chunk on (fewer, larger writes). */
const CHUNK_BYTES = 64 * 1024;

/**
 * A CSV file as a stream of Windows-1252 bytes: the header, then each row as the source yields it,
 * gathered into chunks of about 64 KB. The source may be a database cursor or a paged read: the
 * stream pulls rows only when the reader wants more, so a slow reader holds back the reading.
 */
export function csvStream(
  header: readonly string[],
  rows: AsyncIterable<readonly CsvCell[]> | Iterable<readonly CsvCell[]>,
): Readable {
  return Readable.from(
    (async function* () {
      let chunk: Buffer[] = [csvLine(header)];
      let size = chunk[0]?.length ?? 0;
      for await (const row of rows) {
        const line = csvLine(row);
        chunk.push(line);
        size += line.length;
        if (size >= CHUNK_BYTES) {
          yield Buffer.concat(chunk, size);
          chunk = [];
          size = 0;
        }
      }
      if (size > 0) yield Buffer.concat(chunk, size);
    })(),
  );
}

/** A whole CSV file as Windows-1252 bytes (for small files, such as one participant's course list). */
export function csvBytes(header: readonly string[], rows: Iterable<readonly CsvCell[]>): Buffer {
  return Buffer.concat([csvLine(header), ...Array.from(rows, csvLine)]);
}

/** The headers a CSV download is sent with: Windows-1252 text, saved under the given fixed name. */
export function csvDownloadHeaders(fileName: string): Record<string, string> {
  return {
    'content-type': 'text/csv; charset=windows-1252',
    'content-disposition': `attachment; filename="${fileName.replace(/["\\\r\n]/g, '_')}"`,
    'cache-control': 'no-store',
  };
}
