import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest } from '../test/fixtures';
import { nextStamp, nextStampSql } from './records';

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
