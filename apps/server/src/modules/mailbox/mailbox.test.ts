import type { Role } from '@app/shared';
import { describe, expect } from 'vitest';
import { enqueueMail } from '../../mail/outbox';
import { apiTest, setOutboxRow } from '../../test/fixtures';
import { testDbKind } from '../../test/harness';

/** The shared preamble, plus `ids`: the twelve queued messages of the file, oldest first. */
const it = apiTest.extend('ids', { scope: 'file' }, async ({ ctx }) => {
  const ids: number[] = [];
  // Twelve messages, created a second apart so "newest first" is unambiguous.
  const start = Date.now() - 60_000;
  for (let i = 1; i <= 12; i++) {
    const id = await enqueueMail(ctx.database.db, {
      to: [`person${i}@example.org`],
      cc: i === 3 ? ['copy.holder@example.net'] : [],
      bcc: i === 4 ? ['hidden_reader@example.com'] : [],
      subject: i % 2 === 0 ? `Shift reminder ${i}` : `Invitation ${i}`,
      text: `Body ${i}`,
      html: i === 1 ? '<p>Body 1</p>' : null,
    });
    await setOutboxRow(ctx.database.db, id, { createdAt: new Date(start + i * 1000) });
    ids.push(id);
  }
  return ids;
});

describe(`mailbox (${testDbKind})`, () => {
  it('refuses anonymous calls with 401', async ({ ctx, ids }) => {
    expect((await ctx.api({ method: 'GET', url: '/mailbox' })).statusCode).toBe(401);
    expect((await ctx.api({ method: 'GET', url: `/mailbox/${ids[0]}` })).statusCode).toBe(401);
  });

  it.for<Role>(['sc', 'coach', 'rp', 'participant'])('refuses %s with 403', async (role, { ctx, ids }) => {
    const { token } = await ctx.signIn(role);
    const list = await ctx.api({ method: 'GET', url: '/mailbox', token });
    expect(list.statusCode).toBe(403);
    expect(list.json().code).toBe('forbidden');
    expect((await ctx.api({ method: 'GET', url: `/mailbox/${ids[0]}`, token })).statusCode).toBe(403);
  });

  it('refuses a bad page size, page or id with 400', async ({ ctx, admin }) => {
    const perPage = await ctx.api({ method: 'GET', url: '/mailbox?per_page=7', token: admin.token });
    expect(perPage.statusCode).toBe(400);
    expect(perPage.json()).toMatchObject({ code: 'bad_request' });
    expect(perPage.json().error).toContain('per_page');
    expect((await ctx.api({ method: 'GET', url: '/mailbox?page=0', token: admin.token })).statusCode).toBe(400);
    expect((await ctx.api({ method: 'GET', url: '/mailbox?per_page=ten', token: admin.token })).statusCode).toBe(400);
    expect((await ctx.api({ method: 'GET', url: '/mailbox/abc', token: admin.token })).statusCode).toBe(400);
    expect((await ctx.api({ method: 'GET', url: '/mailbox/-4', token: admin.token })).statusCode).toBe(400);
  });

  it('answers 404 for an unknown id', async ({ ctx, admin }) => {
    const res = await ctx.api({ method: 'GET', url: '/mailbox/987654', token: admin.token });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });

  it('lists every message newest first with the default page size', async ({ ctx, admin, ids }) => {
    const res = await ctx.api({ method: 'GET', url: '/mailbox', token: admin.token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(12);
    expect(body.data.map((m: { id: number }) => m.id)).toEqual([...ids].reverse());
    expect(body.data[11]).toMatchObject({
      id: ids[0],
      to: ['person1@example.org'],
      cc: [],
      bcc: [],
      from: null,
      subject: 'Invitation 1',
      text: 'Body 1',
      html: '<p>Body 1</p>',
      status: 'pending',
      attempts: 0,
      lastError: null,
      sentAt: null,
    });
    expect(new Date(body.data[11].createdAt).toISOString()).toBe(body.data[11].createdAt);
  });

  it('pages through the messages', async ({ ctx, admin, ids }) => {
    const first = await ctx.api({ method: 'GET', url: '/mailbox?per_page=10&page=1', token: admin.token });
    const second = await ctx.api({ method: 'GET', url: '/mailbox?per_page=10&page=2', token: admin.token });
    const third = await ctx.api({ method: 'GET', url: '/mailbox?per_page=10&page=3', token: admin.token });
    expect(first.json().total).toBe(12);
    expect(first.json().data).toHaveLength(10);
    expect(second.json().data.map((m: { id: number }) => m.id)).toEqual([ids[1], ids[0]]);
    expect(second.json().total).toBe(12);
    expect(third.json()).toEqual({ data: [], total: 12 });
  });

  it('searches subjects and every recipient list, case-insensitively and literally', async ({ ctx, admin, ids }) => {
    const search = async (term: string) => {
      const res = await ctx.api({
        method: 'GET',
        url: `/mailbox?search=${encodeURIComponent(term)}`,
        token: admin.token,
      });
      expect(res.statusCode).toBe(200);
      return res.json() as { data: Array<{ id: number }>; total: number };
    };
    const reminders = await search('shift REMINDER');
    expect(reminders.total).toBe(6);
    expect(reminders.data.map((m) => m.id)).toEqual([ids[11], ids[9], ids[7], ids[5], ids[3], ids[1]]);
    expect((await search('person12@')).data.map((m) => m.id)).toEqual([ids[11]]);
    expect((await search('copy.holder')).data.map((m) => m.id)).toEqual([ids[2]]);
    expect((await search('hidden_reader')).data.map((m) => m.id)).toEqual([ids[3]]);
    // _ and % are plain characters, not wildcards.
    expect((await search('hidden%reader')).total).toBe(0);
    expect((await search('person_')).total).toBe(0);
    expect((await search('nothing like this')).total).toBe(0);
  });

  it('shows one message, including its delivery state', async ({ ctx, admin, ids }) => {
    const id = ids[4] as number;
    await setOutboxRow(ctx.database.db, id, {
      status: 'sent',
      attempts: 2,
      lastError: 'earlier refusal',
      sentAt: new Date('2030-01-02T03:04:05Z'),
    });
    const res = await ctx.api({ method: 'GET', url: `/mailbox/${id}`, token: admin.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      to: ['person5@example.org'],
      subject: 'Invitation 5',
      status: 'sent',
      attempts: 2,
      lastError: 'earlier refusal',
      sentAt: '2030-01-02T03:04:05.000Z',
    });
    expect(res.json()).not.toHaveProperty('replyTo');
    expect(res.json()).not.toHaveProperty('nextAttemptAt');
  });
});
