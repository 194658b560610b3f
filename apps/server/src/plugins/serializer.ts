import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Writes a route's response through its zod schema turned into JSON Schema and compiled by
 * fast-json-stringify (what Fastify does for JSON-schema responses): one pass that writes only the
 * declared properties, instead of a zod encode followed by JSON.stringify. Objects come out with
 * `additionalProperties: false`, so whatever the schema does not declare (a password hash, say)
 * never leaves, as with zod's stripping. A schema JSON Schema cannot express faithfully (transforms,
 * codecs, dates, custom checks) keeps the zod serializer.
 */
export const serializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  // Compiled when the route first answers with this status, not when it is registered: an app has
  // a few hundred route and status pairs, most of them error answers that a given process may never
  // send, and compiling them all made every start (and every test file's app) slower.
  let write: ((data: unknown) => string) | undefined;
  return (data) => {
    write ??= compileFast(route.schema) ?? zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    return write(data);
  };
};

/** The fast-json-stringify writer of `schema`, or undefined when the zod serializer must stay. */
export function compileFast(schema: unknown): ((data: unknown) => string) | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  let json: Record<string, unknown>;
  try {
    json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', target: 'draft-07', cycles: 'throw' }) as Record<
      string,
      unknown
    >;
  } catch {
    return undefined;
  }
  const { $schema: _ignored, ...rest } = nullableChoices(json) as Record<string, unknown>;
  if (!representedExactly(rest)) return undefined;
  try {
    return fastJsonStringify(rest as unknown as Parameters<typeof fastJsonStringify>[0]) as (data: unknown) => string;
  } catch {
    return undefined;
  }
}

/**
 * Rewrites each choice between one typed schema and null (what zod writes for `.nullable()`) as that
 * schema marked `nullable`, which fast-json-stringify writes by checking for null first: a plain
 * test instead of a choice made by validation, so such an object can be closed like any other.
 */
function nullableChoices(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableChoices);
  if (node === null || typeof node !== 'object') return node;
  const record = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, nullableChoices(value)]));
  const choices = record.anyOf;
  if (!Array.isArray(choices) || choices.length !== 2 || Object.keys(record).length !== 1) return record;
  const isNull = (choice: unknown) => (choice as { type?: unknown }).type === 'null';
  const other = choices.find((choice) => !isNull(choice)) as Record<string, unknown> | undefined;
  if (!other || !choices.some(isNull) || typeof other.type !== 'string' || 'nullable' in other) return record;
  return { ...other, nullable: true };
}

/**
 * True when the schema uses only what fast-json-stringify writes as zod would: no references, every
 * object closed (so nothing undeclared is written), and no object among the choices of a union or
 * a nullable. fast-json-stringify picks a choice by validating the value against it, and a closed
 * object refuses a value carrying one field more, where zod would strip that field.
 */
function representedExactly(node: unknown, inChoice = false): boolean {
  if (Array.isArray(node)) return node.every((item) => representedExactly(item, inChoice));
  if (node === null || typeof node !== 'object') return true;
  const record = node as Record<string, unknown>;
  if ('$ref' in record || 'definitions' in record || '$defs' in record) return false;
  if (record.type === 'object' && (record.additionalProperties !== false || inChoice)) return false;
  return Object.entries(record).every(([key, value]) =>
    representedExactly(value, inChoice || key === 'anyOf' || key === 'oneOf' || key === 'allOf'),
  );
}
