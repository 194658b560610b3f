import type { FieldError, FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';

/** A rule's text as a sentence: the shared rules say 'must be at least 1', a form shows 'Must be at least 1'. */
export function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The text a field shows for a failed shared rule. */
export function issueText(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type' && issue.expected === 'int') return 'Must be a whole number';
  return sentence(issue.message);
}

/**
 * The first failure of each form field, from the issues of a shared body schema whose fields sit
 * one level down (`{roleplayShift: {…}}`): the issue at ['roleplayShift', 'sessions'] belongs to
 * the field 'sessions'. Fields that already have an error keep it.
 */
export function fieldErrorsFromIssues<T extends FieldValues>(
  issues: readonly z.core.$ZodIssue[],
  fields: readonly Path<T>[],
  errors: Partial<Record<Path<T>, FieldError>> = {},
): Partial<Record<Path<T>, FieldError>> {
  for (const issue of issues) {
    const field = issue.path[1];
    if (typeof field !== 'string' || !(fields as readonly string[]).includes(field)) continue;
    const name = field as Path<T>;
    if (errors[name]) continue;
    errors[name] = { type: issue.code, message: issueText(issue) };
  }
  return errors;
}

/**
 * The field failures a 400 answer names in its details (`[{field: 'roleplayShift.cohortName',
 * message}]`), keyed by the field's last name, for the fields the form has.
 */
export function serverFieldErrors<T extends FieldValues>(details: unknown, fields: readonly Path<T>[]): Array<[Path<T>, string]> {
  if (!Array.isArray(details)) return [];
  const found: Array<[Path<T>, string]> = [];
  for (const item of details) {
    if (!item || typeof item !== 'object') continue;
    const { field, message } = item as { field?: unknown; message?: unknown };
    if (typeof field !== 'string' || typeof message !== 'string') continue;
    const name = field.split('.').pop() ?? '';
    if ((fields as readonly string[]).includes(name)) found.push([name as Path<T>, sentence(message)]);
  }
  return found;
}
