// What the reminders tests read of an .ics.

/** Unfolds an .ics (continuation lines start with a space) and reads one property's value. */
export function icsValue(ics: string | undefined, name: string): string | undefined {
  const lines = (ics ?? '').replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  return lines.find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))?.replace(/^[^:]*:/, '');
}

/** 20300102T030405Z, as ical-generator writes a UTC time. */
export const icsTime = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
