import { describe, expect, it } from 'vitest';
import { apiTest } from '../../test/fixtures';
import { testDbKind } from '../../test/harness';
import { holidaysBetween } from './service';

describe('holidays service', () => {
  it('lists Canadian (with the province) and US public holidays, merging shared ones', () => {
    const list = holidaysBetween({ startDate: '2026-01-01', endDate: '2026-12-31', provinceCa: 'ON' });
    const find = (date: string, name: string) => list.find((h) => h.date === date && h.name === name);
    expect(find('2026-07-01', 'Canada Day')?.regions).toEqual(['ca']);
    expect(find('2026-07-04', 'Independence Day')?.regions).toEqual(['us']);
    // Ontario's Family Day is a provincial holiday, not a national one.
    expect(find('2026-02-16', 'Family Day')?.regions).toEqual(['ca']);
    expect(find('2026-12-25', 'Christmas Day')?.regions.sort()).toEqual(['ca', 'us']);
    // Observances are not days off.
    expect(list.some((h) => h.name.includes('Valentine'))).toBe(false);
    expect(list.map((h) => h.date)).toEqual([...list.map((h) => h.date)].sort());
  });

  it('follows the configured province', () => {
    const quebec = holidaysBetween({ startDate: '2026-06-24', endDate: '2026-06-24', provinceCa: 'QC' });
    expect(quebec.map((h) => h.regions)).toEqual([['ca']]);
    expect(holidaysBetween({ startDate: '2026-06-24', endDate: '2026-06-24', provinceCa: 'ON' })).toEqual([]);
  });

  it("names the holidays in the language asked for, the library's names and ours where it has English only", () => {
    const inLanguage = (language: 'fr-CA' | 'pt-PT' | 'es-ES') =>
      holidaysBetween({ startDate: '2026-07-01', endDate: '2026-12-31', provinceCa: 'ON', language });
    const french = inLanguage('fr-CA');
    expect(french.find((h) => h.date === '2026-07-01')?.name).toBe('Fête du Canada');
    // One holiday of both countries under one name, in French as in English.
    expect(french.find((h) => h.date === '2026-12-25')).toEqual({ date: '2026-12-25', name: 'Noël', regions: ['ca', 'us'] });
    expect(inLanguage('pt-PT').find((h) => h.date === '2026-12-25')?.name).toBe('Natal');
    expect(inLanguage('es-ES').find((h) => h.date === '2026-12-25')?.name).toBe('Navidad');
    // A holiday the library names in English only, in our words (holiday-names.ts).
    expect(french.find((h) => h.date === '2026-11-11' && h.regions.includes('us'))?.name).toBe('Journée des anciens combattants');
    expect(inLanguage('pt-PT').find((h) => h.date === '2026-11-11' && h.regions.includes('us'))?.name).toBe('Dia dos Veteranos');
    expect(inLanguage('es-ES').find((h) => h.date === '2026-07-01')?.name).toBe('Día de Canadá');
    // English stays the default, whatever language was asked for before (each is kept apart).
    expect(holidaysBetween({ startDate: '2026-12-25', endDate: '2026-12-25', provinceCa: 'ON' })[0]?.name).toBe('Christmas Day');
  });

  it('leaves no holiday in English in another language, in any province or the United States (issue 40)', () => {
    const provinces = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'];
    const range = { startDate: '2026-01-01', endDate: '2027-12-31' };
    const left: string[] = [];
    for (const provinceCa of provinces) {
      const english = new Set(holidaysBetween({ ...range, provinceCa }).map((h) => h.name));
      for (const language of ['fr-CA', 'pt-PT', 'es-ES'] as const) {
        for (const h of holidaysBetween({ ...range, provinceCa, language })) {
          if (english.has(h.name)) left.push(`${provinceCa} ${language} ${h.date} ${h.name}`);
        }
      }
    }
    expect(left).toEqual([]);
    // A day off in place of a weekend's holiday says so in the language too.
    const substitute = holidaysBetween({ startDate: '2027-06-18', endDate: '2027-06-18', provinceCa: 'ON', language: 'pt-PT' });
    expect(substitute.map((h) => h.name)).toEqual(['Juneteenth (Dia da Emancipação) (dia de substituição)']);
  });

  it('spans years and answers single days', () => {
    const list = holidaysBetween({ startDate: '2026-12-20', endDate: '2027-01-05', provinceCa: 'ON' });
    expect(list.some((h) => h.date === '2027-01-01')).toBe(true);
    const oneDay = (date: string) => holidaysBetween({ startDate: date, endDate: date, provinceCa: 'ON' });
    expect(oneDay('2026-07-01').length > 0).toBe(true);
    expect(oneDay('2026-07-02').length > 0).toBe(false);
  });
});

describe(`GET /holidays (${testDbKind})`, () => {
  apiTest('needs a session', async ({ ctx }) => {
    const res = await ctx.api({ method: 'GET', url: '/holidays?start_date=2026-01-01&end_date=2026-01-31' });
    expect(res.statusCode).toBe(401);
  });

  apiTest('answers any signed-in user with the holidays in the range', async ({ ctx }) => {
    const { token } = await ctx.signIn('rp');
    const res = await ctx.api({ method: 'GET', url: '/holidays?start_date=2026-07-01&end_date=2026-07-31', token });
    expect(res.statusCode).toBe(200);
    const body = res.json() as Array<{ date: string; name: string; regions: string[] }>;
    expect(body.map((h) => h.name)).toEqual(expect.arrayContaining(['Canada Day', 'Independence Day']));
    expect(body.every((h) => h.date >= '2026-07-01' && h.date <= '2026-07-31')).toBe(true);
  });

  apiTest('names the holidays in the language the query asks for, and refuses another language', async ({ ctx }) => {
    const { token } = await ctx.signIn('rp');
    const french = await ctx.api({
      method: 'GET',
      url: '/holidays?start_date=2026-07-01&end_date=2026-07-01&language=fr-CA',
      token,
    });
    expect(french.statusCode).toBe(200);
    expect(french.json()).toEqual([{ date: '2026-07-01', name: 'Fête du Canada', regions: ['ca'] }]);
    const german = await ctx.api({
      method: 'GET',
      url: '/holidays?start_date=2026-07-01&end_date=2026-07-01&language=de-DE',
      token,
    });
    expect(german.statusCode).toBe(400);
    expect(german.json().error).toContain('language');
  });

  apiTest('refuses bad dates, reversed and huge ranges with 400 naming the field', async ({ ctx }) => {
    const { token } = await ctx.signIn('coach');
    const bad = await ctx.api({ method: 'GET', url: '/holidays?start_date=2026-13-01&end_date=2026-12-31', token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('start_date');
    const missing = await ctx.api({ method: 'GET', url: '/holidays?start_date=2026-01-01', token });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toContain('end_date');
    const reversed = await ctx.api({ method: 'GET', url: '/holidays?start_date=2026-02-01&end_date=2026-01-01', token });
    expect(reversed.statusCode).toBe(400);
    const huge = await ctx.api({ method: 'GET', url: '/holidays?start_date=1900-01-01&end_date=2100-01-01', token });
    expect(huge.statusCode).toBe(400);
  });
});
