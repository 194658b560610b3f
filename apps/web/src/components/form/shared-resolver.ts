import { fieldLabel, validationSentence } from '@app/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { currentLanguage } from '../../lib/i18n/i18n';
import { ruleSentence } from '../../lib/i18n/validation-texts';

/**
 * zodResolver over a shared schema, with the shared texts: each failure becomes the sentence the
 * server would answer ('Course Name must be at most 200 characters'). `entity` is the name the
 * request body wraps the fields in (`course`, `client`, `user`): it picks the labels. In another
 * language than English the sentence is built from the rule that failed, in that language, naming
 * the field by `labels` (the form's own labels, translated, by field path), else by the shared label;
 * a rule the generic sentences do not say (a refinement, a multiple of: "whole or half hours") says
 * `custom[path]`.
 */
export function sharedResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  entity: string,
  labels: Readonly<Record<string, string>> = {},
  custom: Readonly<Record<string, string>> = {},
): Resolver<Input, unknown, Output> {
  const check = zodResolver(schema as never) as unknown as Resolver<Input, unknown, Output>;
  return async (values, context, options) => {
    const result = await check(values, context, options);
    if (currentLanguage() === 'en-CA') {
      relabel(result.errors, [entity]);
      return result;
    }
    if (Object.keys(result.errors).length > 0) {
      const parsed = await schema.safeParseAsync(values, { reportInput: true });
      for (const issue of parsed.success ? [] : parsed.error.issues) {
        const error = errorAt(result.errors, issue.path);
        if (!error) continue;
        const path = issue.path.filter((part): part is string => typeof part === 'string' && !/^\d+$/.test(part)).join('.');
        const own = GENERIC_RULES.has(issue.code) ? undefined : custom[path];
        error.message = own ?? ruleSentence(labels[path] ?? fieldLabel([entity, ...issue.path]), issue);
      }
    }
    return result;
  };
}

/** The rules `ruleSentence` says in words of its own; any other is the form's to say (`custom`). */
const GENERIC_RULES = new Set(['invalid_type', 'too_small', 'too_big', 'invalid_format']);

/** The label a form shows for `name` of `entity`: the one the server's refusals use. */
export function labelOf(entity: string, name: string): string {
  return fieldLabel([entity, name]);
}

/** The error react-hook-form keeps for `path` (a form-wide one under `root`), if any. */
function errorAt(errors: object, path: readonly PropertyKey[]): FieldError | undefined {
  let at: unknown = errors;
  for (const part of path.length > 0 ? path : ['root']) {
    if (!at || typeof at !== 'object') return undefined;
    at = (at as Record<PropertyKey, unknown>)[part as string];
  }
  const found = at as Partial<FieldError> | undefined;
  return found && typeof found.message === 'string' ? (found as FieldError) : undefined;
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
