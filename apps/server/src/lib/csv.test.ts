import { formatDate as reportDate, formatTime as reportTime } from '@app/shared';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { csvBytes, csvStream, neutraliseCell, transliterateForWindows1252 } from './csv';

describe('CSV files', () => {
  it('neutralises cells a spreadsheet would run as a formula, and leaves numbers alone', () => {
    expect(neutraliseCell('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
    expect(neutraliseCell('+1 555')).toBe("'+1 555");
    expect(neutraliseCell('-2')).toBe("'-2");
    expect(neutraliseCell('@cmd')).toBe("'@cmd");
    expect(neutraliseCell('\tx')).toBe("'\tx");
    expect(neutraliseCell('Ann')).toBe('Ann');
    expect(neutraliseCell(-2)).toBe('-2');
    expect(neutraliseCell(null)).toBe('');
  });

  it('keeps what Windows-1252 holds, spells the rest, spells emoji and other scripts in ASCII, and marks what it cannot spell', () => {
    expect(transliterateForWindows1252('Zoë Brontë – €5')).toBe('Zoë Brontë – €5');
    expect(transliterateForWindows1252('Łukasz Ștefan')).toBe('Lukasz Stefan');
    expect(transliterateForWindows1252('東京')).toBe('DongJing');
    expect(transliterateForWindows1252('Ann 😀 👍🏽!')).toBe('Ann :grinning: :thumbsup:!');
    expect(transliterateForWindows1252('\u{10FFFF}')).toBe('?');
  });

  it('writes CRLF lines in Windows-1252 with quoting', async () => {
    const bytes = csvBytes(
      ['Name', 'Note'],
      [
        ['Zoë', 'a, "b"'],
        ['=x', 3],
      ],
    );
    expect(bytes.includes(0xeb)).toBe(true); // ë as one Windows-1252 byte
    expect(iconv.decode(bytes, 'win1252')).toBe('Name,Note\r\nZoë,"a, ""b"""\r\n\'=x,3\r\n');
    const chunks: Buffer[] = [];
    async function* rows() {
      yield ['Ann', 1];
      yield ['Bob', 2];
    }
    for await (const chunk of csvStream(['Name', 'N'], rows())) chunks.push(chunk as Buffer);
    expect(iconv.decode(Buffer.concat(chunks), 'win1252')).toBe('Name,N\r\nAnn,1\r\nBob,2\r\n');
  });

  it('prints dates and times in the business time zone', () => {
    const instant = new Date('2026-03-05T14:07:00Z');
    expect(reportDate(instant, 'America/Toronto')).toBe('Mar 5 2026');
    expect(reportTime(instant, 'America/Toronto')).toBe('9:07');
    // Midnight is 0:00, the afternoon 24-hour, and summer time counts.
    expect(reportTime(new Date('2026-07-01T04:00:00Z'), 'America/Toronto')).toBe('0:00');
    expect(reportTime(new Date('2026-07-01T21:30:00Z'), 'America/Toronto')).toBe('17:30');
    expect(reportDate(new Date('2026-12-31T23:30:00-05:00'), 'America/Toronto')).toBe('Dec 31 2026');
    expect(reportDate(new Date('2026-12-31T23:30:00-05:00'), 'UTC')).toBe('Jan 1 2027');
  });
});
