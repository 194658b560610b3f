import type { Holiday } from '@app/shared';
import Holidays from 'date-holidays';

type Region = Holiday['regions'][number];

/** Which holidays count: days off work, not observances such as Valentine's Day. */
const COUNTED_TYPES = new Set(['public', 'bank']);

const calendars = new Map<string, Holidays>();
function calendar(country: string, state?: string): Holidays {
  const key = `${country}-${state ?? ''}`;
  let found = calendars.get(key);
  if (!found) {
    found = state ? new Holidays(country, state) : new Holidays(country);
    calendars.set(key, found);
  }
  return found;
}

/**
 * Public holidays between two dates (inclusive, YYYY-MM-DD) for Canada (national and the configured
 * province) and the United States, from the date-holidays library. A holiday both countries keep on
 * the same day under the same name is listed once with both regions.
 */
export function holidaysBetween(opts: { startDate: string; endDate: string; provinceCa: string }): Holiday[] {
  if (opts.endDate < opts.startDate) return [];
  const firstYear = Number(opts.startDate.slice(0, 4));
  const lastYear = Number(opts.endDate.slice(0, 4));
  const sources: Array<[Region, Holidays]> = [
    ['ca', calendar('CA', opts.provinceCa)],
    ['us', calendar('US')],
  ];
  const byKey = new Map<string, Holiday>();
  for (let year = firstYear; year <= lastYear; year++) {
    for (const [region, cal] of sources) {
      for (const h of cal.getHolidays(year) || []) {
        if (!COUNTED_TYPES.has(h.type)) continue;
        const date = h.date.slice(0, 10);
        if (date < opts.startDate || date > opts.endDate) continue;
        const key = `${date}|${h.name}`;
        const existing = byKey.get(key);
        if (existing) {
          if (!existing.regions.includes(region)) existing.regions.push(region);
        } else {
          byKey.set(key, { date, name: h.name, regions: [region] });
        }
      }
    }
  }
  return [...byKey.values()].sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
}

/** True when the date (YYYY-MM-DD) is a public holiday in any of the regions. */
export function isHoliday(date: string, provinceCa: string): boolean {
  return holidaysBetween({ startDate: date, endDate: date, provinceCa }).length > 0;
}
