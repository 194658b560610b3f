import { validationDetails } from '@app/shared';
import type { FieldError, FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The first failure of each form field, from the issues of a shared body schema whose fields sit
 * one level down (`{roleplayShift: {…}}`): the issue at ['roleplayShift', 'sessions'] belongs to
 * the field 'sessions'. The texts are the shared sentences ('Sessions must be at least 1'). Fields
 * that already have an error keep it.
 */
export function fieldErrorsFromIssues<T extends FieldValues>(
  issues: readonly z.core.$ZodIssue[],
  fields: readonly Path<T>[],
  errors: Partial<Record<Path<T>, FieldError>> = {},
): Partial<Record<Path<T>, FieldError>> {
  for (const { field, message } of validationDetails(issues)) {
    const name = field.split('.')[1];
    if (!name || !(fields as readonly string[]).includes(name)) continue;
    if (errors[name as Path<T>]) continue;
    errors[name as Path<T>] = { type: 'validate', message };
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
    if ((fields as readonly string[]).includes(name)) found.push([name as Path<T>, message]);
  }
  return found;
}
