import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileFast, serializerCompiler } from './serializer';

const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  note: z.string().nullable(),
  roles: z.array(z.enum(['admin', 'rp'])),
  manager: z.object({ id: z.number().int(), email: z.string() }).optional(),
});

async function appAnswering(data: unknown, schema: z.ZodType = userSchema) {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.get('/thing', { schema: { response: { 200: schema } } }, async () => data);
  await app.ready();
  return app;
}

describe('response serialization through the JSON schema', () => {
  it('writes only the declared properties: a password hash, nested or not, never leaves', async () => {
    const app = await appAnswering({
      id: 7,
      name: 'Ann',
      note: null,
      roles: ['rp'],
      passwordHash: '$argon2id$secret',
      manager: { id: 2, email: 'boss@example.com', passwordHash: '$argon2id$other' },
    });
    const res = await app.inject({ url: '/thing' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('argon2');
    expect(res.json()).toEqual({ id: 7, name: 'Ann', note: null, roles: ['rp'], manager: { id: 2, email: 'boss@example.com' } });
  });

  it('compiles plain object schemas, and leaves to zod what JSON Schema cannot say exactly', () => {
    expect(compileFast(userSchema)).toBeTypeOf('function');
    expect(compileFast(z.object({ at: z.date() }))).toBeUndefined();
    expect(compileFast(z.object({ n: z.string().transform(Number) }))).toBeUndefined();
    expect(compileFast(z.record(z.string(), z.number()))).toBeUndefined();
    expect(compileFast(z.looseObject({ id: z.number() }))).toBeUndefined();
    // A union of objects: fast-json-stringify would choose by validating, and refuse a field more.
    expect(compileFast(z.union([z.object({ a: z.number() }), z.object({ b: z.string() })]))).toBeUndefined();
    expect(compileFast(z.object({ note: z.string().nullable(), kind: z.enum(['a', 'b']) }))).toBeTypeOf('function');
  });

  it('writes a nullable object as zod does: null, or the object without a field more', async () => {
    const room = z.object({ id: z.number(), link: z.string().nullable() });
    const schema = z.object({ room: room.nullable(), rooms: z.array(room.nullable()), nested: z.object({ room }).nullable() });
    const write = compileFast(schema);
    expect(write).toBeTypeOf('function');
    const values = [
      { room: null, rooms: [], nested: null },
      {
        room: { id: 3, link: null, passwordHash: 'h' },
        rooms: [null, { id: 4, link: 'x', secret: 1 }],
        nested: { room: { id: 5, link: 'y', token: 't' }, extra: true },
      },
    ];
    for (const value of values) {
      expect(JSON.parse(write?.(value) ?? '')).toEqual(z.encode(schema, value as z.output<typeof schema>));
    }
    const app = await appAnswering(values[1], schema);
    const res = await app.inject({ url: '/thing' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/passwordHash|secret|token|extra/);
    expect(res.json()).toEqual({
      room: { id: 3, link: null },
      rooms: [null, { id: 4, link: 'x' }],
      nested: { room: { id: 5, link: 'y' } },
    });
  });

  it('still strips with zod where it falls back', async () => {
    const at = z.codec(z.iso.datetime(), z.date(), { decode: (text) => new Date(text), encode: (date) => date.toISOString() });
    const schema = z.object({ at, name: z.string() });
    expect(compileFast(schema)).toBeUndefined();
    const app = await appAnswering({ at: new Date('2026-01-02T03:04:05Z'), name: 'x', passwordHash: 'h' }, schema);
    const res = await app.inject({ url: '/thing' });
    expect(res.json()).toEqual({ at: '2026-01-02T03:04:05.000Z', name: 'x' });
  });

  it('refuses an answer that misses a required property instead of sending it', async () => {
    const app = await appAnswering({ id: 7, note: null, roles: [] });
    const res = await app.inject({ url: '/thing' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('"id":7');
  });
});
