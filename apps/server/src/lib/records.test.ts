import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiTest } from '../test/fixtures';
import { assertFreshOrNew, nextStamp, nextStampSql } from './records';

describe('the version stamp', () => {
  apiTest('is the same rule in Node and in SQL: now, or a millisecond after the previous stamp', async ({ ctx }) => {
    const now = new Date('2031-05-06T10:00:00.000Z');
    const cases = [
      new Date('2031-05-06T09:00:00.000Z'), // an older stamp: now
      now, // saved this very millisecond: one millisecond later
      new Date('2031-05-06T10:00:00.001Z'), // just ahead of now: one millisecond after it
      new Date('2031-05-07T00:00:00.000Z'), // a clock that ran ahead: still after it
    ];
    for (const previous of cases) {
      const node = nextStamp(previous, now);
      const query = sql`select ${nextStampSql(sql`${previous.toISOString()}::timestamptz`, now)} as stamp`;
      const { rows } = (await ctx.database.db.execute(query)) as unknown as { rows: Array<{ stamp: string | Date }> };
      const [row] = rows;
      expect(new Date(row?.stamp ?? 0).toISOString(), previous.toISOString()).toBe(node.toISOString());
      expect(node.getTime()).toBeGreaterThan(previous.getTime());
    }
  });
});

describe('the freshness check of a record that may not be there yet', () => {
  const stamp = new Date('2031-05-06T10:00:00.000Z');
  /** The 409's code and the stamp it names, or 'fresh'. */
  const outcome = (sent: string | null | undefined, current: Date | null) => {
    try {
      assertFreshOrNew(sent, current, () => ({ shown: true }));
      return 'fresh';
    } catch (err) {
      const { code, details } = err as { code: string; details: { updatedAt: string | null; current: unknown } };
      return `${code} ${details.updatedAt} ${JSON.stringify(details.current)}`;
    }
  };

  it('passes without a stamp sent, and for the same stamp or for none on both sides', () => {
    expect(outcome(undefined, stamp)).toBe('fresh');
    expect(outcome(undefined, null)).toBe('fresh');
    expect(outcome(null, null)).toBe('fresh');
    expect(outcome(stamp.toISOString(), stamp)).toBe('fresh');
  });

  it('refuses with the current stamp and record: written meanwhile, gone meanwhile, or changed', () => {
    expect(outcome(null, stamp)).toBe(`stale_edit ${stamp.toISOString()} {"shown":true}`);
    expect(outcome(stamp.toISOString(), null)).toBe('stale_edit null {"shown":true}');
    expect(outcome('2031-05-06T09:00:00.000Z', stamp)).toBe(`stale_edit ${stamp.toISOString()} {"shown":true}`);
  });
});
