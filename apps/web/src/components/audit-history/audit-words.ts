import { type AuditCodeKind, type AuditWords, auditEntityLabel, auditNameLabel } from '@app/shared';
import type { MessageDescriptor } from '@lingui/core';
import { t } from '../../lib/i18n/i18n';
import { businessTimeZone } from '../../lib/time-zone';
import { formatDate, formatDateTime } from '../date-time';
import { AUDIT_TEXTS as A, AUDIT_ACTIONS, AUDIT_ENTITIES, AUDIT_FIELDS } from './audit-texts';

/**
 * The audit trail in the reader's language (issue 40): its actions, kinds of record, field names and
 * values, for the History grid, "What changed" and the Activity page's filters, the one home of
 * those words on screen. The shared labels (auditNameLabel, auditFieldLabel…) stay English for the
 * CSV file and the server; a name the catalogue does not know reads as its English label.
 */
const textOf = (texts: Record<string, MessageDescriptor>, key: string) => (Object.hasOwn(texts, key) ? texts[key] : undefined);

/** An action in words ('invite_swap_taken' → 'Échange pris'). */
export function auditActionText(action: string): string {
  const text = textOf(AUDIT_ACTIONS, action);
  return text ? t(text) : auditNameLabel(action);
}

/** A kind of record in words ('course_event' → 'Quart'). */
export function auditEntityText(entity: string): string {
  const text = textOf(AUDIT_ENTITIES, entity);
  return text ? t(text) : auditEntityLabel(entity);
}

/** Each kind of code's text and the name its value goes by in it. */
const CODES: Record<AuditCodeKind, { text: MessageDescriptor; name: string }> = {
  inviteStatus: { text: A.inviteStatus, name: 'status' },
  shiftType: { text: A.shiftType, name: 'type' },
  roomType: { text: A.roomType, name: 'type' },
  role: { text: A.role, name: 'role' },
  place: { text: A.place, name: 'place' },
  reason: { text: A.reason, name: 'reason' },
  language: { text: A.language, name: 'language' },
  scope: { text: A.scope, name: 'scope' },
  via: { text: A.via, name: 'via' },
  resourceType: { text: A.resourceType, name: 'type' },
  blockType: { text: A.blockType, name: 'type' },
  choice: { text: A.choice, name: 'choice' },
};

/**
 * A code as its select's key: a select's keys are words of letters, digits and underscores ('en-CA'
 * is en_CA), and its 'other' is the fallback, so a code 'other' is is_other.
 */
const selectKey = (code: string) => (code === 'other' ? 'is_other' : code.replace(/[^A-Za-z0-9_]/g, '_'));

/**
 * The words the shared auditChanges and auditDetails write in, in the reader's language; the
 * instants and dates an entry holds in the app's one format, read in `zone` (the business time zone).
 */
export function auditWords(zone: string = businessTimeZone()): AuditWords {
  return {
    field: (key, english) => {
      const text = textOf(AUDIT_FIELDS, key);
      return text ? t(text) : english;
    },
    code: (kind, code, english) => t(CODES[kind].text, { [CODES[kind].name]: selectKey(code), label: english }),
    none: t(A.valueNone),
    yes: t(A.valueYes),
    no: t(A.valueNo),
    hidden: t(A.valueHidden),
    changed: t(A.valueChanged),
    dateTime: (instant) => formatDateTime(instant, zone),
    date: (day) => formatDate(day, zone),
  };
}
