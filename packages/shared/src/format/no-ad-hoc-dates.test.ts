import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every date and time a person reads is written by format/date-time.ts. This test reads the source
 * of the web, the server and the shared package (tests aside) and fails on any other way of writing
 * one: the platform's toLocale*String, a new Intl.DateTimeFormat, Intl time options (hour12,
 * hourCycle), and luxon's toFormat, date-fns' format or the web's formatInZone with a pattern that
 * is not a machine value ('yyyy-MM-dd', 'HH:mm', an ISO stamp).
 */

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const ROOTS = ['apps/web/src', 'apps/server/src', 'packages/shared/src'];
/** The one home of the formatters: everything inside it may format. */
const HOME = 'packages/shared/src/format/';

/**
 * Files that use the platform's date tools for something other than writing for people, each with
 * the kinds it may use and why. Add a line here only for zone arithmetic or machine values.
 */
const ALLOWED: Record<string, { kinds: Kind[]; why: string }> = {
  'packages/shared/src/domain/time-zone.ts': { kinds: ['intl'], why: 'checks that a zone name is valid' },
  'apps/server/src/config.ts': { kinds: ['intl'], why: 'checks that APP_TIME_ZONE is a valid zone' },
  'apps/web/src/lib/time-zone.ts': {
    kinds: ['intl'],
    why: "the browser's own zone, and the kept formatters the calendar's zone plugin reads wall clocks with",
  },
  'apps/web/src/features/dashboard/components/zoned-time-plugin.ts': {
    kinds: ['intl-time-options'],
    why: "FullCalendar's zone plugin: reads a zone's wall-clock parts to compute offsets",
  },
  'apps/web/src/regapp/when.ts': { kinds: ['intl', 'intl-time-options'], why: "a zone's offset at an instant (offsetAt)" },
  'apps/web/src/features/dashboard/components/shift-calendar.tsx': {
    kinds: ['pattern'],
    why: "a calendar column's compact header on a phone: the day of the month ('d') under the short weekday",
  },
};

type Kind = 'to-locale' | 'intl' | 'intl-time-options' | 'pattern';

/** A pattern written for machines: only year, month, day, hour, minute, second, offset tokens and - : T. */
const MACHINE_PATTERN = /^(?:yyyy|MM|LL|dd|HH|mm|ss|ZZ|'T'|[-:])+$/;

const CHECKS: Array<{ kind: Kind; find: RegExp; machineArg?: boolean }> = [
  { kind: 'to-locale', find: /\.toLocale(?:Date|Time)?String\s*\(/g },
  { kind: 'intl', find: /\bIntl\.DateTimeFormat\s*\(/g },
  { kind: 'intl-time-options', find: /\b(?:hour12|hourCycle)\s*:/g },
  // The pattern argument of luxon's toFormat, date-fns' format and the web's formatInZone.
  { kind: 'pattern', find: /\.toFormat\(\s*(['"`])(.*?)\1/g, machineArg: true },
  { kind: 'pattern', find: /\bformatInZone\([^,()]*(?:\([^()]*\))?[^,()]*,\s*(['"`])(.*?)\1/g, machineArg: true },
  { kind: 'pattern', find: /(?<![.\w])format\([^,()]*(?:\([^()]*\))*[^,()]*,\s*(['"`])(.*?)\1/g, machineArg: true },
];

/** The ad-hoc date formatting in one file's text: 'line: what', for the kinds not allowed there. */
export function adHocDateFormatting(text: string, allowed: readonly Kind[] = []): string[] {
  const found: string[] = [];
  for (const check of CHECKS) {
    if (allowed.includes(check.kind)) continue;
    for (const match of text.matchAll(check.find)) {
      if (check.machineArg && MACHINE_PATTERN.test(match[2] ?? '')) continue;
      const line = text.slice(0, match.index).split('\n').length;
      found.push(`${line}: ${match[0].trim()}`);
    }
  }
  return found;
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(REPO, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) out.push(...sourceFiles(rel));
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !/\.d\.ts$/.test(entry.name)) out.push(rel);
  }
  return out;
}

describe('dates and times are written by format/date-time.ts only', () => {
  it('finds no other way of writing a date or a time in the source', () => {
    const files = ROOTS.flatMap(sourceFiles).filter((f) => !f.startsWith(HOME));
    expect(files.length).toBeGreaterThan(300);
    const found = files.flatMap((file) =>
      adHocDateFormatting(fs.readFileSync(path.join(REPO, file), 'utf8'), ALLOWED[file]?.kinds).map((f) => `${file}:${f}`),
    );
    expect(found, 'use the formatters of packages/shared/src/format/date-time.ts').toEqual([]);
  });

  it('every allowed file still exists and still needs its allowance', () => {
    for (const [file, { kinds }] of Object.entries(ALLOWED)) {
      const text = fs.readFileSync(path.join(REPO, file), 'utf8');
      expect(adHocDateFormatting(text).length, `${file} no longer needs its line in ALLOWED`).toBeGreaterThan(0);
      expect(kinds.length).toBeGreaterThan(0);
    }
  });

  it('recognises the ways it forbids, and lets machine values pass', () => {
    const sample = [
      "const a = when.toLocaleString('en-US');",
      'const b = new Date().toLocaleTimeString();',
      "const c = new Intl.DateTimeFormat('en-US', { hour: 'numeric', hour12: false });",
      "const d = DateTime.now().toFormat('ccc LLL d');",
      "const e = format(parseISO(x), 'MMM d, yyyy');",
      "const f = formatInZone(at, 'h:mm a', zone);",
      "const ok1 = DateTime.now().toFormat('yyyy-LL-dd');",
      "const ok2 = format(addDays(parseISO(date), 1), 'yyyy-MM-dd');",
      'const ok3 = formatInZone(date, "yyyy-MM-dd\'T\'HH:mm:ssZZ", zone);',
      "const ok4 = formatInZone(availability.endTime, 'HH:mm', zone);",
    ].join('\n');
    expect(
      adHocDateFormatting(sample)
        .map((f) => Number(f.split(':')[0]))
        .sort((a, b) => a - b),
    ).toEqual([1, 2, 3, 3, 4, 5, 6]);
  });
});
