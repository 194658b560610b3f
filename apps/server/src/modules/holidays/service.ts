import type { CourseLanguage, Holiday } from '@app/shared';
import Holidays from 'date-holidays';
import { holidayName } from './holiday-names';

type Region = Holiday['regions'][number];

/** Which holidays count: days off work, not observances such as Valentine's Day. */
const COUNTED_TYPES = new Set(['public', 'bank']);

const MAX_CACHED_YEARS = 400;
/**
 * One region's holidays of one year in one language, worked out once: the dashboard asks for them
 * week after week. The library names a holiday in the language asked for where it knows the name
 * (French for every Canadian holiday, Portuguese and Spanish for the common ones), else in English
 * (holiday-names.ts names those).
 */
const years = new Map<string, ReturnType<Holidays['getHolidays']>>();
function holidaysOf(
  country: string,
  state: string | undefined,
  year: number,
  language: string,
): ReturnType<Holidays['getHolidays']> {
  const key = `${country}-${state ?? ''}-${year}-${language}`;
  let found = years.get(key);
  if (!found) {
    const options = { languages: [language] };
    found = (state ? new Holidays(country, state, options) : new Holidays(country, options)).getHolidays(year) || [];
    // Any year can be asked for; only a bounded number are kept.
    if (years.size < MAX_CACHED_YEARS) years.set(key, found);
  }
  return found;
}

/**
 * Public holidays between two dates (inclusive, YYYY-MM-DD) for Canada (national and the configured
 * province) and the United States, from the date-holidays library. A holiday both countries keep on
 * the same day under the same name is listed once with both regions. Names are in `language` (en-CA by
 * default): the library's, and ours where it has English only (holiday-names.ts).
 */
export function holidaysBetween(opts: {
  startDate: string;
  endDate: string;
  provinceCa: string;
  language?: CourseLanguage;
}): Holiday[] {
  const language = (opts.language ?? 'en-CA').slice(0, 2);
  if (opts.endDate < opts.startDate) return [];
  const firstYear = Number(opts.startDate.slice(0, 4));
  const lastYear = Number(opts.endDate.slice(0, 4));
  const sources: Array<[Region, string, string | undefined]> = [
    ['ca', 'CA', opts.provinceCa],
    ['us', 'US', undefined],
  ];
  const byKey = new Map<string, Holiday>();
  for (let year = firstYear; year <= lastYear; year++) {
    for (const [region, country, state] of sources) {
      for (const h of holidaysOf(country, state, year, language)) {
        if (!COUNTED_TYPES.has(h.type)) continue;
        const date = h.date.slice(0, 10);
        if (date < opts.startDate || date > opts.endDate) continue;
        const name = holidayName(h.name, language);
        const key = `${date}|${name}`;
        const existing = byKey.get(key);
        if (existing) {
          if (!existing.regions.includes(region)) existing.regions.push(region);
        } else {
          byKey.set(key, { date, name, regions: [region] });
        }
      }
    }
  }
  return [...byKey.values()].sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
}
