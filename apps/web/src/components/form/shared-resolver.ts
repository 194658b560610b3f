import { fieldLabel, validationSentence } from '@app/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * zodResolver over a shared schema, with the shared texts: each failure becomes the sentence the
 * server would answer ('Course Name must be at most 200 characters'). `entity` is the name the
 * request body wraps the fields in (`course`, `client`, `user`): it picks the labels.
 */
export function sharedResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  entity: string,
): Resolver<Input, unknown, Output> {
  const check = zodResolver(schema as never) as unknown as Resolver<Input, unknown, Output>;
  return async (values, context, options) => {
    const result = await check(values, context, options);
    relabel(result.errors, [entity]);
    return result;
  };
}

/** The label a form shows for `name` of `entity`: the one the server's refusals use. */
export function labelOf(entity: string, name: string): string {
  return fieldLabel([entity, name]);
}

function relabel(errors: object, path: string[]): void {
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref' || key === 'types' || !value || typeof value !== 'object') continue;
    const at = key === 'root' ? path : [...path, key];
    if (typeof value.message === 'string' && typeof value.type === 'string') {
      value.message = validationSentence(at, value.message);
    } else {
      relabel(value, at);
    }
  }
}
