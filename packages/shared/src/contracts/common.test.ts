import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE } from '../constants';
import { countTextSchema, idListTextSchema, idTextSchema, MAX_ID, MAX_IDS_IN_LIST, pageQuerySchema } from './common';
import { suggestDatesQuerySchema } from './shifts';

describe('ids in a path or a query', () => {
  it('reads plain digits up to the integer column', () => {
    expect(idTextSchema.parse('42')).toBe(42);
    expect(idTextSchema.parse(String(MAX_ID))).toBe(MAX_ID);
  });

  it.each(['0', '-1', '+4', '04', '4.0', '4e0', '0x4', '0b100', ' 4', '', String(MAX_ID + 1), '9'.repeat(30)])(
    'refuses %j',
    (text) => {
      expect(idTextSchema.safeParse(text).success).toBe(false);
    },
  );

  it('reads a list of ids into distinct numbers, in the order given', () => {
    expect(idListTextSchema.parse('3,8,3,1')).toEqual([3, 8, 1]);
    expect(idListTextSchema.parse(String(MAX_ID))).toEqual([MAX_ID]);
  });

  it.each(['', ',', '3,', '3,,8', '3, 8', '0x3', '3,-8', `3,${MAX_ID + 1}`])('refuses the list %j', (text) => {
    expect(idListTextSchema.safeParse(text).success).toBe(false);
  });

  it(`refuses a list of more than ${MAX_IDS_IN_LIST} ids`, () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1).join(',');
    expect(idListTextSchema.safeParse(ids(MAX_IDS_IN_LIST)).success).toBe(true);
    const refused = idListTextSchema.safeParse(ids(MAX_IDS_IN_LIST + 1));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toContain(`at most ${MAX_IDS_IN_LIST}`);
  });
});

describe('the page of a paged list', () => {
  it('defaults to the first page of the default size', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, per_page: DEFAULT_PAGE_SIZE });
  });

  it('reads plain digits', () => {
    expect(pageQuerySchema.parse({ page: '3', per_page: '25' })).toEqual({ page: 3, per_page: 25 });
  });

  it.each(['0x2', '0b10', '2e0', '2.0', ' 2', '+2', '02', '0', '-1', 'abc', String(MAX_ID + 1)])('refuses page=%j', (page) => {
    const refused = pageQuerySchema.safeParse({ page });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(['page']);
  });

  it.each(['0x19', '25.0', '1e2', ' 25', '025', '+25', '7'])('refuses per_page=%j', (perPage) => {
    const refused = pageQuerySchema.safeParse({ per_page: perPage });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(['per_page']);
  });
});

describe('counts in a query', () => {
  it('reads plain digits and refuses anything else', () => {
    expect(countTextSchema.parse('3')).toBe(3);
    for (const text of ['0', '0x2', '2e0', '2.0', ' 2', '+2', '02', String(MAX_ID + 1)]) {
      expect(countTextSchema.safeParse(text).success, text).toBe(false);
    }
  });

  it('holds the suggested dates to plain counts', () => {
    const query = { reference_date: '2031-12-15', sessions: '2', extensions: '1' };
    expect(suggestDatesQuerySchema.parse(query)).toMatchObject({ sessions: 2, extensions: 1 });
    expect(suggestDatesQuerySchema.safeParse({ ...query, sessions: '0x2' }).error?.issues[0]?.path).toEqual(['sessions']);
    expect(suggestDatesQuerySchema.safeParse({ ...query, extensions: '1e0' }).error?.issues[0]?.path).toEqual(['extensions']);
  });
});
