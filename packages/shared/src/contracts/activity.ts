import { z } from 'zod';
import {
  APP_SCOPE_LABELS,
  type AppScope,
  BACKFILL_REASON_LABELS,
  BACKFILL_ROLE_LABELS,
  type BackfillReason,
  type BackfillRole,
  BLOCK_TYPE_LABELS,
  type BlockType,
  COURSE_LANGUAGE_LABELS,
  type CourseLanguage,
  DEFAULT_PAGE_SIZE,
  type InviteStatus,
  RESOURCE_TYPE_LABELS,
  type ResourceType,
  ROOM_TYPE_LABELS,
  type RoomType,
  SHIFT_TYPE_LABELS,
  type ShiftType,
} from '../constants';
import { TRUE_FALSE_LABELS, type TrueFalseAnswer } from '../domain/assessment-rules';
import { INVITE_STATUS_WORDS } from '../messages';
import { ROLE_LABELS, type Role } from '../roles';
import { idTextSchema, isoDateSchema, pageNumberTextSchema, pageSizeTextSchema } from './common';

/**
 * The audit trail as people read it: the Activity page (admins), a shift's History (managers) and a
 * person's History (admins). Each entry says who did what to which record, when, and the fields
 * before and after (secrets never reach the trail).
 */

/** A trail name (an entity type or an action): lower-case words joined by underscores. */
const trailName = z.string().regex(/^[a-z][a-z0-9_]{0,59}$/, 'must be lower-case letters, digits and underscores (at most 60)');

/** At most this many entries are counted for a list's total; past it the total reads "10,000 or more". */
export const AUDIT_COUNT_LIMIT = 10_000;

const auditFiltersShape = {
  /** Who made the change (a user id). */
  actor_id: idTextSchema.optional(),
  entity: trailName.optional(),
  entity_id: idTextSchema.optional(),
  action: trailName.optional(),
  /** The shift a change belongs to (the shift, its invites, calls and slots). */
  event_id: idTextSchema.optional(),
  /** The person a change is about (their account, qualifications, availability, invites). */
  subject_user_id: idTextSchema.optional(),
  /** First day, in the business time zone, inclusive. */
  from: isoDateSchema.optional(),
  /** Last day, in the business time zone, inclusive. */
  to: isoDateSchema.optional(),
};

const rangeInOrder = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;
const RANGE_MESSAGE = { message: 'must not be before From', path: ['to'] };

/** Filters of the audit trail, for the list and the CSV file. */
export const auditEventsCsvQuerySchema = z.object(auditFiltersShape).refine(rangeInOrder, RANGE_MESSAGE);
export type AuditEventsCsvQuery = z.infer<typeof auditEventsCsvQuerySchema>;

/** The Activity page's query: the filters and a page. */
export const auditEventsQuerySchema = z
  .object({
    ...auditFiltersShape,
    page: pageNumberTextSchema.default(1),
    per_page: pageSizeTextSchema.default(DEFAULT_PAGE_SIZE),
  })
  .refine(rangeInOrder, RANGE_MESSAGE);
export type AuditEventsQuery = z.infer<typeof auditEventsQuerySchema>;

/** A shift's History: its own changes and its children's, paged. */
export const shiftHistoryQuerySchema = z.object({
  page: pageNumberTextSchema.default(1),
  per_page: pageSizeTextSchema.default(DEFAULT_PAGE_SIZE),
});
export type ShiftHistoryQuery = z.infer<typeof shiftHistoryQuerySchema>;

const fieldsSchema = z.record(z.string(), z.unknown()).nullable();

export const auditEventSchema = z.object({
  id: z.number().int(),
  /** When, as an instant. */
  at: z.string(),
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.number().int().nullable(),
  eventId: z.number().int().nullable(),
  subjectUserId: z.number().int().nullable(),
  before: fieldsSchema,
  after: fieldsSchema,
  /** Context that is not a field (counts, who was told). */
  data: z.unknown(),
  /**
   * The record in words ('Taylor Brooks', a shift's course and date, a course's, room's or client's
   * name), or null when it has no name to give (a record since deleted).
   */
  record: z.string().nullable().optional(),
  /**
   * The people, shifts, courses, rooms and clients the entry's id fields name, in words, by field
   * ('userId' → 'Taylor Brooks', 'courseId' → 'Customer Conversations').
   */
  names: z.record(z.string(), z.string()).optional(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

/** Fields of an entry holding a person's id: their name is shown instead. */
export const AUDIT_PERSON_FIELDS: readonly string[] = [
  'userId',
  'giverId',
  'takerId',
  'swapToUserId',
  'coachId',
  'shiftCoordinatorId',
  'gaveUpUserId',
  'participantId',
  'roleplayerId',
];
/** Fields of an entry holding a shift's id: the shift in words is shown instead. */
export const AUDIT_SHIFT_FIELDS: readonly string[] = ['eventId'];
/** Fields of an entry holding a course's id: the course's name is shown instead. */
export const AUDIT_COURSE_FIELDS: readonly string[] = ['courseId'];
/** Fields of an entry holding a room's id: the room's name is shown instead. */
export const AUDIT_ROOM_FIELDS: readonly string[] = ['roomId'];
/** Fields of an entry holding a client's id: the client's name is shown instead. */
export const AUDIT_CLIENT_FIELDS: readonly string[] = ['clientId'];

export const auditEventPageSchema = z.object({
  data: z.array(auditEventSchema),
  /** Matching entries, counted up to AUDIT_COUNT_LIMIT. */
  total: z.number().int(),
  /** False when more than AUDIT_COUNT_LIMIT entries match (the total is then the limit). */
  totalExact: z.boolean(),
});
export type AuditEventPage = z.infer<typeof auditEventPageSchema>;

/** What the trail's entity names mean to a person; a name not listed is shown as written. */
export const AUDIT_ENTITY_LABELS: Record<string, string> = {
  user: 'User',
  user_qualification: 'Qualification',
  user_availability: 'Availability',
  client: 'Client',
  participant_profile: 'Participant profile',
  course: 'Course',
  course_event: 'Shift',
  cohort: 'Cohort',
  event_invite: 'Invite',
  call: 'Call',
  call_block: 'Call block',
  call_slot: 'Call slot',
  participant_slot: 'Participant slot',
  participant_slot_note: 'Participant note',
  room: 'Room',
  scenario_component: 'Scenario component',
  scenario_component_type: 'Scenario component type',
  assessment_part: 'Assessment part',
  assessment_part_type: 'Assessment part type',
  participant_assessment: 'Skills list',
  participant_assessment_part: 'Skills list answer',
  assessment_rating: 'Skills list rating',
  calibration: 'Calibration rating',
  business_settings: 'Business settings',
  nps_rating: 'NPS rating',
  roleplayer_assessment: 'Coaching record',
  roleplayer_assessment_template: 'Coaching template',
  roleplayer_assessment_answer: 'Coaching answer',
  regapp_waitlist: 'Waiting list entry',
  resource_link: 'Resource link',
  calendar_feed: 'Calendar feed',
  roster_plan: 'Roster plan',
};

/** A trail name as words: `swap_taken` → 'Swap taken'. */
export function auditNameLabel(name: string): string {
  const words = name.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An entity type as a person reads it. */
export function auditEntityLabel(entity: string): string {
  return AUDIT_ENTITY_LABELS[entity] ?? auditNameLabel(entity);
}

/** One field of a change as people read it. */
export interface AuditFieldChange {
  field: string;
  before: string;
  after: string;
}

/**
 * Why the trail says a change happened (`reason` in an entry's data): a backfill place opened (short
 * at the deadline, given up late), a call slot's role-player left with their place (lost, or handed
 * over to the place's new holder), the taker's own invite removed when they took a swap, an upload
 * undone when its file could not be stored.
 */
export const AUDIT_REASON_LABELS = {
  ...(BACKFILL_REASON_LABELS satisfies Record<BackfillReason, string>),
  place_lost: 'Place on the shift lost',
  place_handed_over: 'Place on the shift handed over',
  swap_taken: 'Swap taken',
  file_not_stored: 'The uploaded file could not be stored',
} as const;

/**
 * Every kind of code the trail stores, with each code's English words: the one list the screens
 * give words in the reader's language for (apps/web audit-words.ts) and the CSV file writes.
 */
export const AUDIT_CODE_WORDS = {
  shiftType: SHIFT_TYPE_LABELS satisfies Record<ShiftType, string>,
  roomType: ROOM_TYPE_LABELS satisfies Record<RoomType, string>,
  inviteStatus: INVITE_STATUS_WORDS satisfies Record<InviteStatus, string>,
  /** A person's role: a user's `roles`, a shift's coach or coordinator held `as`. */
  role: ROLE_LABELS satisfies Record<Role, string>,
  /** A backfill place's kind (its `role`). */
  place: BACKFILL_ROLE_LABELS satisfies Record<BackfillRole, string>,
  reason: AUDIT_REASON_LABELS,
  /** A person's language, the language their device asked for. */
  language: COURSE_LANGUAGE_LABELS satisfies Record<CourseLanguage, string>,
  /** The app a session was for (a sign-out's `scope`). */
  scope: APP_SCOPE_LABELS satisfies Record<AppScope, string>,
  /** How a change was made outside the API (`via`): the command line's create-admin. */
  via: { cli: 'Command line' },
  resourceType: RESOURCE_TYPE_LABELS satisfies Record<ResourceType, string>,
  blockType: BLOCK_TYPE_LABELS satisfies Record<BlockType, string>,
  /** A skills-list answer to a true/false block. */
  choice: TRUE_FALSE_LABELS satisfies Record<TrueFalseAnswer, string>,
} as const satisfies Record<string, Readonly<Record<string, string>>>;

/** The kinds of stored code a value can be: a shift's type, a person's role, a language… */
export type AuditCodeKind = keyof typeof AUDIT_CODE_WORDS;

/**
 * Fields whose stored values are codes, with the kind each holds; a list of codes (a user's roles)
 * reads as its words joined. An invite's status reads as words in any field (`from`/`to` become
 * `status`), the codes of other fields only in their own.
 */
const CODED_FIELDS: Readonly<Record<string, AuditCodeKind>> = {
  type: 'shiftType',
  roomType: 'roomType',
  roles: 'role',
  as: 'role',
  role: 'place',
  reason: 'reason',
  language: 'language',
  deviceLanguage: 'language',
  scope: 'scope',
  via: 'via',
  resourceType: 'resourceType',
  blockType: 'blockType',
  choice: 'choice',
};

/** Fields holding a list of field names (the fields an update changed): each reads as the field's label. */
const FIELD_LIST_FIELDS: readonly string[] = ['fields'];

/**
 * The words a reading of the trail is written in. English (`AUDIT_ENGLISH`) for the CSV file and
 * the server; a screen in another language gives its own, each told the raw name (a field as the
 * entry holds it, 'meetingUrl', or as `names` renamed it, 'user', 'shift'; a code, 'swap_requested')
 * beside the English, which it keeps for what it has no words of.
 */
export interface AuditWords {
  /** A field's name: its key, and its English label ('Meeting url'). */
  field(key: string, english: string): string;
  /** A stored code in words: its kind, the code, and its English words. */
  code(kind: AuditCodeKind, code: string, english: string): string;
  /** An empty value. */
  none: string;
  yes: string;
  no: string;
  /** A secret's value, before its change. */
  hidden: string;
  /** A secret's value, after its change. */
  changed: string;
  /** An instant the entry holds ('2026-12-01T14:00:00.000Z'), as the reader reads a date and time. */
  dateTime(instant: string): string;
  /** A calendar date the entry holds ('2026-12-01'), as the reader reads a date. */
  date(day: string): string;
}

/** The trail's words in English: the labels below as they are. */
export const AUDIT_ENGLISH: AuditWords = {
  field: (_key, english) => english,
  code: (_kind, _code, english) => english,
  none: '(none)',
  yes: 'yes',
  no: 'no',
  hidden: '(hidden)',
  changed: '(changed)',
  // The CSV file's reading: no zone is known here, and an instant as stored is exact and unambiguous.
  dateTime: (instant) => instant,
  date: (day) => day,
};

/** An instant as the trail stores it: a full ISO 8601 date and time with its offset. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
/** A calendar date as the trail stores it: 'YYYY-MM-DD'. */
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a calendar date that exists ('2026-02-30' does not). */
function isCalendarDay(text: string): boolean {
  const day = CALENDAR_DAY.exec(text);
  if (!day) return false;
  const at = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
  return at.toISOString().slice(0, 10) === text;
}

/** A stored text in words: an instant or a calendar date as the reader reads one, anything else as it is. */
function storedText(text: string, words: AuditWords): string {
  if (INSTANT.test(text) && !Number.isNaN(Date.parse(text))) return words.dateTime(text) || text;
  if (isCalendarDay(text)) return words.date(text) || text;
  return text;
}

/** How deep a value's records and lists are read; deeper ones read as `CUT`. */
const AUDIT_VALUE_DEPTH = 4;
const CUT = '…';

/**
 * A field's value as text: empty as '(none)', yes/no, statuses and the codes of `field` (a shift's
 * type, a person's roles, a language…) in words, instants and calendar dates as the reader reads
 * them, lists joined, a record as its fields read the same way ('Begins: Dec 1 2026, 9:00; Room: 12';
 * within a list or another record, in brackets); in `words` (English unless given). Records and lists
 * are read a few levels deep, never failing on odd data.
 */
export function auditValueText(value: unknown, field?: string, words: AuditWords = AUDIT_ENGLISH): string {
  return valueText(value, field, words, 0);
}

function valueText(value: unknown, field: string | undefined, words: AuditWords, depth: number): string {
  if (value === null || value === undefined || value === '') return words.none;
  const kind = field !== undefined && Object.hasOwn(CODED_FIELDS, field) ? CODED_FIELDS[field] : undefined;
  if (kind && typeof value === 'string') {
    const codes: Readonly<Record<string, string>> = AUDIT_CODE_WORDS[kind];
    if (Object.hasOwn(codes, value)) return words.code(kind, value, codes[value] as string);
  }
  if (field !== undefined && FIELD_LIST_FIELDS.includes(field) && typeof value === 'string')
    return words.field(value, auditFieldLabel(value));
  if (typeof value === 'string' && Object.hasOwn(INVITE_STATUS_WORDS, value))
    return words.code('inviteStatus', value, INVITE_STATUS_WORDS[value as InviteStatus]);
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'string') return storedText(value, words);
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value !== 'object') return words.none;
  if (depth >= AUDIT_VALUE_DEPTH) return CUT;
  const inList = Array.isArray(value);
  // Within a list or a record, a record keeps its fields together in brackets; so does a list within a list.
  const part = (item: unknown, itemField: string | undefined) => {
    const text = valueText(item, itemField, words, depth + 1);
    const bracketed = item !== null && typeof item === 'object' && (inList || !Array.isArray(item));
    return bracketed && text !== words.none && text !== CUT ? `(${text})` : text;
  };
  if (Array.isArray(value)) return value.length === 0 ? words.none : value.map((item) => part(item, field)).join(', ');
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return words.none;
  return entries.map(([key, item]) => `${words.field(key, auditFieldLabel(key))}: ${part(item, key)}`).join('; ');
}

/** A field name as words: `meetingUrl` → 'Meeting url'. */
export function auditFieldLabel(field: string): string {
  return auditNameLabel(field.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase());
}

/**
 * What an entry changed, field by field (the fields of `after`, then those only `before` names):
 * the one reading of before and after that the screens and the CSV file share, in `words` (English
 * unless given: the CSV file's).
 */
export function auditChanges(
  entry: {
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
    names?: Record<string, string> | undefined;
  },
  words: AuditWords = AUDIT_ENGLISH,
): AuditFieldChange[] {
  const before = named(entry.before ?? {}, entry.names);
  const after = named(entry.after ?? {}, entry.names);
  // The record's own id is the entry's; a field empty on both sides (a creation's unset columns) says nothing.
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])].filter((field) => field !== 'id');
  return (
    fields
      .map((field) => ({
        field: words.field(field, auditFieldLabel(field)),
        before: field in before ? auditValueText(before[field], field, words) : words.none,
        after: field in after ? auditValueText(after[field], field, words) : words.none,
      }))
      // A secret changed shows as changed, never its value; other fields equal on both sides say nothing.
      .map((change) =>
        change.before === AUDIT_REDACTED && change.after === AUDIT_REDACTED
          ? { ...change, before: words.hidden, after: words.changed }
          : change,
      )
      .filter((change) => change.before !== change.after)
  );
}

/** What the trail stores instead of a secret's value (lib/audit.ts on the server writes it). */
export const AUDIT_REDACTED = '[redacted]';

/**
 * The id fields the entry names (`names`, by field: a person, shift, course, room or client) given as
 * those words; the field's label drops its 'Id' ('User id' reads 'User', 'Course id' reads 'Course';
 * a shift's id reads 'Shift').
 */
function named(fields: Record<string, unknown>, names: Record<string, string> | undefined): Record<string, unknown> {
  if (!names) return fields;
  return Object.fromEntries(
    Object.entries(fields).map(([field, value]) =>
      Object.hasOwn(names, field) && typeof value === 'number'
        ? [AUDIT_SHIFT_FIELDS.includes(field) ? 'shift' : field.replace(/Id$/, ''), names[field]]
        : [field, value],
    ),
  );
}

/** An entry's context (counts, who was told) as 'Field: value' lines, for entries that changed no field; in `words`. */
export function auditDetails(
  data: unknown,
  names?: Record<string, string>,
  words: AuditWords = AUDIT_ENGLISH,
): Array<{ field: string; value: string }> {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return [];
  return Object.entries(named(data as Record<string, unknown>, names)).map(([field, value]) => ({
    field: words.field(field, auditFieldLabel(field)),
    value: auditValueText(value, field, words),
  }));
}
