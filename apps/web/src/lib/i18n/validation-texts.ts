import type { MessageDescriptor } from '@lingui/core';
import { t } from './i18n';

/**
 * What a form says of a value it refuses, in the person's language (issue 40), from the rule that
 * failed rather than from its English sentence: the field as the form labels it, and the rule's
 * numbers. English keeps the shared sentences (`validationSentence`), which the server's refusals use.
 */
const VALIDATION_TEXTS = {
  required: /*i18n*/ { id: 'validation.required', message: '{field} is required' },
  tooShort: /*i18n*/ {
    id: 'validation.tooShort',
    message: '{field} must be at least {minimum, plural, one {# character} other {# characters}}',
  },
  tooLong: /*i18n*/ {
    id: 'validation.tooLong',
    message: '{field} must be at most {maximum, plural, one {# character} other {# characters}}',
  },
  atLeast: /*i18n*/ { id: 'validation.atLeast', message: '{field} must be at least {minimum}' },
  atMost: /*i18n*/ { id: 'validation.atMost', message: '{field} must be at most {maximum}' },
  wholeNumber: /*i18n*/ { id: 'validation.wholeNumber', message: '{field} must be a whole number' },
  number: /*i18n*/ { id: 'validation.number', message: '{field} must be a number' },
  email: /*i18n*/ { id: 'validation.email', message: '{field} must be a valid e-mail address' },
  invalid: /*i18n*/ { id: 'validation.invalid', message: '{field} is not valid' },
} satisfies Record<string, MessageDescriptor>;

/** The parts of a failed rule a sentence is built from (a zod issue, or a refusal's detail). */
export interface FailedRule {
  code: string;
  /** A zod issue's value kind: 'string', 'number', 'array'… */
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  /** A zod issue's expected type ('number', 'int'…) or format ('email'…). */
  expected?: string;
  format?: string;
  input?: unknown;
}

const isMissing = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The sentence for `rule` failed by the field labelled `field`, in the active language. */
export function ruleSentence(field: string, rule: FailedRule): string {
  const minimum = rule.minimum === undefined ? undefined : Number(rule.minimum);
  const maximum = rule.maximum === undefined ? undefined : Number(rule.maximum);
  switch (rule.code) {
    case 'invalid_type':
      if (isMissing(rule.input)) return t(VALIDATION_TEXTS.required, { field });
      if (rule.expected === 'int') return t(VALIDATION_TEXTS.wholeNumber, { field });
      if (rule.expected === 'number') return t(VALIDATION_TEXTS.number, { field });
      return t(VALIDATION_TEXTS.invalid, { field });
    case 'too_small':
      if (rule.origin === 'string') {
        return minimum === 1 ? t(VALIDATION_TEXTS.required, { field }) : t(VALIDATION_TEXTS.tooShort, { field, minimum });
      }
      if (rule.origin === 'array' && minimum === 1) return t(VALIDATION_TEXTS.required, { field });
      return minimum === undefined ? t(VALIDATION_TEXTS.invalid, { field }) : t(VALIDATION_TEXTS.atLeast, { field, minimum });
    case 'too_big':
      if (rule.origin === 'string') return t(VALIDATION_TEXTS.tooLong, { field, maximum });
      return maximum === undefined ? t(VALIDATION_TEXTS.invalid, { field }) : t(VALIDATION_TEXTS.atMost, { field, maximum });
    case 'invalid_format':
      return rule.format === 'email' ? t(VALIDATION_TEXTS.email, { field }) : t(VALIDATION_TEXTS.invalid, { field });
    default:
      return isMissing(rule.input) ? t(VALIDATION_TEXTS.required, { field }) : t(VALIDATION_TEXTS.invalid, { field });
  }
}

/** A field the server refused, in the active language, when only the field is known (a 400's details). */
export function fieldRefused(field: string): string {
  return t(VALIDATION_TEXTS.invalid, { field });
}
