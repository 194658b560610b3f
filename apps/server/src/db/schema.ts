import {
  BACKFILL_PLACE_STATUSES,
  BACKFILL_REASONS,
  BACKFILL_ROLES,
  BLOCK_TYPES,
  COURSE_LANGUAGES,
  DEFAULT_ROOM_TYPE,
  INVITE_STATUSES,
  MAX_CALL_BLOCKS,
  RESOURCE_TYPES,
  ROOM_TYPES,
  SHIFT_TYPES,
  STAFF_ROLES,
  TRUE_FALSE_ANSWERS,
} from '@app/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * The staff roles as an SQL constant, not a parameter: a query that names them this way lets the
 * planner read the partial index of live staff by name.
 */
export const staffRolesArray = sql.raw(`'{${STAFF_ROLES.join(',')}}'::text[]`);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    homeNumber: text('home_number'),
    cellNumber: text('cell_number'),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    lastCoached: timestamp('last_coached', { withTimezone: true }),
    regApp: boolean('reg_app').notNull().default(false),
    /** The language the person chose for the app (one of COURSE_LANGUAGES); null until they choose. */
    language: text('language', { enum: COURSE_LANGUAGES }),
    /**
     * The language of the device the person last signed in with (lib/device-language.ts), when one of
     * the four: their own e-mails follow it until they choose one (auth's mailLanguageOf).
     */
    deviceLanguage: text('device_language', { enum: COURSE_LANGUAGES }),
    /** At most this many shifts a week (Monday to Sunday) for this person (roster plans); null: no limit. */
    maxShiftsPerWeek: integer('max_shifts_per_week'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('users_language_ck', sql`${t.language} in (${sql.raw(COURSE_LANGUAGES.map((l) => `'${l}'`).join(', '))})`),
    check('users_device_language_ck', sql`${t.deviceLanguage} in (${sql.raw(COURSE_LANGUAGES.map((l) => `'${l}'`).join(', '))})`),
    // One live account per address; a deleted user's address can be used again.
    uniqueIndex('users_email_live_uq').on(sql`lower(${t.email})`).where(sql`${t.deletedAt} is null`),
    index('users_roles_idx').using('gin', t.roles),
    // The participant and team directories page over live participants and live staff by name. The
    // name itself is in the index too, so a page's ids are read from the index alone (an expression
    // index cannot answer `lower(name)` without its column), and a deep page skips entries, not rows.
    index('users_live_participants_name_idx')
      .on(sql`lower(${t.name})`, t.id, t.name)
      .where(sql`${t.deletedAt} is null and ${t.roles} @> '{participant}'::text[]`),
    index('users_live_staff_name_idx')
      .on(sql`lower(${t.name})`, t.id, t.name)
      .where(sql`${t.deletedAt} is null and ${t.roles} && ${staffRolesArray}`),
    // Substring search ("contains", ILIKE '%x%') in names and addresses: trigram indexes (pg_trgm).
    index('users_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
  ],
);

/**
 * How many live users hold each set of roles (`roles` sorted, without repeats), kept exact by
 * statement-level triggers on `users` (migration user_role_counts): the unfiltered directories read
 * their total here instead of counting every live user on each page. Hand-written triggers; no code
 * writes this table.
 */
export const userRoleCounts = pgTable('user_role_counts', {
  roles: text('roles').array().primaryKey(),
  live: integer('live').notNull(),
});

/** Session tokens and one-time sign-in link tokens; only a hash of the secret is kept. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    kind: text('kind', { enum: ['session', 'login_link'] }).notNull(),
    scope: text('scope', { enum: ['backoffice', 'regapp'] })
      .notNull()
      .default('backoffice'),
    impersonatorId: integer('impersonator_id').references(() => users.id),
    /** A session obtained through a one-time e-mailed sign-in link (may set a password without the current one). */
    viaLink: boolean('via_link').notNull().default(false),
    /** A sign-in link the owner asked for on the sign-in page (those are limited per account). */
    selfRequested: boolean('self_requested').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('auth_tokens_hash_uq').on(t.tokenHash),
    index('auth_tokens_user_idx').on(t.userId),
    // For the housekeeping job that purges expired tokens.
    index('auth_tokens_expires_idx').on(t.expiresAt),
  ],
);

/** Failed sign-ins, counted per address and per client address to refuse guessing. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_email_idx').on(t.email, t.createdAt), index('login_failures_ip_idx').on(t.ip, t.createdAt)],
);

/** Mail written in the same transaction as the change that causes it; a worker delivers it. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').array().notNull(),
    cc: text('cc').array().notNull().default(sql`'{}'::text[]`),
    bcc: text('bcc').array().notNull().default(sql`'{}'::text[]`),
    from: text('from'),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** A calendar invitation (.ics) sent as the message's text/calendar part (nodemailer's icalEvent). */
    icalEvent: jsonb('ical_event').$type<{ method: string; filename: string; content: string }>(),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

/** Who changed what: written in the same transaction as the change. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id'),
    data: jsonb('data'),
    /** The fields the change touched, as they were (none for a creation), secrets redacted (lib/audit.ts). */
    before: jsonb('before').$type<Record<string, unknown>>(),
    /** The same fields as they became (none for a deletion). */
    after: jsonb('after').$type<Record<string, unknown>>(),
    /** The shift the changed record belongs to (the shift itself, its invites, calls, slots): its History. No foreign key: the trail outlives the shift. */
    eventId: integer('event_id'),
    /** The person the changed record is about (their account, qualifications, availability, invites): their History. */
    subjectUserId: integer('subject_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Swaps taken on a shift: the role-player attendance report reads them from the trail.
    index('audit_log_swap_taken_event_idx')
      .on(sql`((${t.data} ->> 'eventId')::int)`)
      .where(sql`${t.action} = 'invite_swap_taken'`),
    // The Activity page reads newest first under each filter; each index ends in (created_at, id)
    // so a page is read along it and stops after its rows. The first also serves the purge.
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt, t.id),
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.createdAt, t.id),
    index('audit_log_action_idx').on(t.action, t.createdAt, t.id),
    index('audit_log_event_idx').on(t.eventId, t.createdAt, t.id).where(sql`${t.eventId} is not null`),
    index('audit_log_subject_user_idx').on(t.subjectUserId, t.createdAt, t.id).where(sql`${t.subjectUserId} is not null`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Clients, participants and courses

export const clients = pgTable('clients', {
  id: serial('id').primaryKey(),
  orgName: text('org_name').notNull(),
  address: text('address').notNull().default(''),
  telephone: text('telephone').notNull().default(''),
  contactFirstName: text('contact_first_name').notNull().default(''),
  contactLastName: text('contact_last_name').notNull().default(''),
  contactEmail: text('contact_email').notNull().default(''),
  ...timestamps,
});

/** What a participant user carries beyond the user row; written by the CSV import. */
export const participantProfiles = pgTable(
  'participant_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    clientId: integer('client_id').references(() => clients.id),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    managerName: text('manager_name').notNull().default(''),
    managerEmail: text('manager_email').notNull().default(''),
    region: text('region').notNull().default(''),
    location: text('location').notNull().default(''),
    branch: text('branch').notNull().default(''),
    timeZone: text('time_zone').notNull().default(''),
    position: text('position').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    index('participant_profiles_client_idx').on(t.clientId),
    // The participant directory's three filters.
    index('participant_profiles_manager_name_idx').on(t.managerName),
    index('participant_profiles_branch_idx').on(t.branch),
    index('participant_profiles_region_idx').on(t.region),
    // The directory's search also finds participants by their manager's name.
    index('participant_profiles_manager_name_trgm_idx').using('gin', sql`${t.managerName} gin_trgm_ops`),
  ],
);

export const roleplayerAssessmentTemplates = pgTable('roleplayer_assessment_templates', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Coaching form questions: answer types binary (1/0), scale (1-6 stored as i/6) and comment. */
export const roleplayerAssessmentQuestions = pgTable('roleplayer_assessment_questions', {
  id: serial('id').primaryKey(),
  templateId: integer('template_id')
    .notNull()
    .references(() => roleplayerAssessmentTemplates.id, { onDelete: 'cascade' }),
  header: text('header').notNull(),
  content: text('content').notNull().default(''),
  answerType: text('answer_type', { enum: ['binary', 'scale', 'comment'] }).notNull(),
  position: integer('position').notNull().default(0),
});

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    description: text('description').notNull().default(''),
    roleplayerAssessmentTemplateId: integer('roleplayer_assessment_template_id').references(
      () => roleplayerAssessmentTemplates.id,
    ),
    projectManagerId: integer('project_manager_id').references(() => users.id),
    /** The registration key in the registration app's course link. */
    key: text('key').notNull(),
    changeTimeout: integer('change_timeout').notNull().default(2),
    cancelTimeout: integer('cancel_timeout').notNull().default(2),
    /** How many calls one participant may hold in the course through the registration app at once. */
    maxBookings: integer('max_bookings').notNull().default(1),
    ...timestamps,
  },
  (t) => [uniqueIndex('courses_key_uq').on(t.key), index('courses_client_idx').on(t.clientId)],
);

export const coursePreferences = pgTable('course_preferences', {
  courseId: integer('course_id')
    .primaryKey()
    .references(() => courses.id, { onDelete: 'cascade' }),
  language: text('language', { enum: COURSE_LANGUAGES }).notNull().default('en-CA'),
  resourcesReady: boolean('resources_ready').notNull().default(false),
  enableGroupSessions: boolean('enable_group_sessions').notNull().default(false),
  customReminderEnabled: boolean('custom_reminder_enabled').notNull().default(false),
  customReminderDaysBefore: integer('custom_reminder_days_before').notNull().default(1),
  customReminderText: text('custom_reminder_text').notNull().default(''),
  /** How long a freed place is held for the first on a registration app waiting list. */
  waitlistOfferHours: integer('waitlist_offer_hours').notNull().default(12),
  emailSender: text('email_sender').notNull().default(''),
  emailBccList: text('email_bcc_list').array().notNull().default(sql`'{}'::text[]`),
  emailActionPlanToParticipant: boolean('email_action_plan_to_participant').notNull().default(true),
  emailActionPlanToManager: boolean('email_action_plan_to_manager').notNull().default(false),
  emailShowProjectManagerContact: boolean('email_show_project_manager_contact').notNull().default(false),
  emailCustomWelcomeText: text('email_custom_welcome_text').notNull().default(''),
  emailCustomIntroductionBlurb: text('email_custom_introduction_blurb').notNull().default(''),
  emailCustomCommentsHeader: text('email_custom_comments_header').notNull().default(''),
  emailCustomStrengthsIntroduction: text('email_custom_strengths_introduction').notNull().default(''),
  emailCustomOpportunitiesIntroduction: text('email_custom_opportunities_introduction').notNull().default(''),
  emailCustomActionPlanText: text('email_custom_action_plan_text').notNull().default(''),
  /** Hours an invitee has to answer an invitation (capped by the shift's answer-by hours before start). */
  answerByHours: integer('answer_by_hours').notNull().default(48),
  /** People each backfill wave offers an open place to, and hours between waves. */
  backfillWaveSize: integer('backfill_wave_size').notNull().default(5),
  backfillWaveHours: integer('backfill_wave_hours').notNull().default(2),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A participant enrolled in a course (by CSV import or registration). */
export const courseParticipants = pgTable(
  'course_participants',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    invitationSentAt: timestamp('invitation_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.userId] }), index('course_participants_user_idx').on(t.userId)],
);

export const scenarioComponentTypes = pgTable(
  'scenario_component_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('scenario_component_types_name_uq').on(sql`lower(${t.name})`)],
);

export const scenarioComponents = pgTable(
  'scenario_components',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    scenarioComponentTypeId: integer('scenario_component_type_id')
      .notNull()
      .references(() => scenarioComponentTypes.id),
    content: text('content').notNull().default(''),
    duration: integer('duration').notNull().default(30),
    /** Role-player reference RP 1 to 5, or null for None. */
    rpReference: integer('rp_reference'),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('scenario_components_course_idx').on(t.courseId, t.position),
    check('scenario_components_duration_ck', sql`${t.duration} between 5 and 120 and ${t.duration} % 5 = 0`),
    check('scenario_components_rp_ck', sql`${t.rpReference} is null or ${t.rpReference} between 1 and 5`),
  ],
);

export const assessmentPartTypes = pgTable(
  'assessment_part_types',
  {
    id: serial('id').primaryKey(),
    blockType: text('block_type', { enum: BLOCK_TYPES }).notNull(),
  },
  (t) => [uniqueIndex('assessment_part_types_block_uq').on(t.blockType)],
);

/** One block of a course's skills-list form. `data` holds `{answers: string[]}` for multiple choice. */
export const assessmentParts = pgTable(
  'assessment_parts',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    assessmentPartTypeId: integer('assessment_part_type_id')
      .notNull()
      .references(() => assessmentPartTypes.id),
    text: text('text').notNull().default(''),
    position: integer('position').notNull().default(0),
    actionPlan: boolean('action_plan').notNull().default(false),
    data: jsonb('data').notNull().default({}),
    ...timestamps,
  },
  (t) => [index('assessment_parts_course_idx').on(t.courseId, t.position)],
);

/** A course resource: a URL, or an uploaded file kept under DATA_DIR/uploads. */
export const resourceLinks = pgTable(
  'resource_links',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    resourceType: text('resource_type', { enum: RESOURCE_TYPES }).notNull(),
    url: text('url'),
    fileName: text('file_name'),
    storedName: text('stored_name'),
    mimeType: text('mime_type'),
    size: integer('size'),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('resource_links_course_idx').on(t.courseId)],
);

/** Courses a role-player or coach is qualified for; a course with none accepts everybody. */
export const userQualifications = pgTable(
  'user_qualifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_qualifications_uq').on(t.userId, t.courseId), index('user_qualifications_course_idx').on(t.courseId)],
);

// ---------------------------------------------------------------------------------------------
// Shifts, invites, availability

export const cohorts = pgTable(
  'cohorts',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cohorts_course_name_uq').on(t.courseId, sql`lower(${t.name})`)],
);

/**
 * A meeting room shifts are held in. A room used by past shifts is kept (deleted_at set) so their
 * history still names it; the exclusion constraint of the migration forbids booking one room for
 * two overlapping shifts.
 */
export const rooms = pgTable(
  'rooms',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    roomType: text('room_type', { enum: ROOM_TYPES }).notNull().default(DEFAULT_ROOM_TYPE),
    /** Dial-in numbers: phone rooms only. */
    localNumber: text('local_number'),
    tollFreeNumber: text('toll_free_number'),
    /** The joining link of a teams, zoom, meet or custom room. */
    meetingUrl: text('meeting_url'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('rooms_name_live_uq').on(sql`lower(${t.name})`).where(sql`${t.deletedAt} is null`)],
);

/**
 * A shift of a course (the specification's course event): roleplay, training (orientation) or live.
 * Roleplay shifts also use sessions, extensions, staffing ratio and cohort.
 */
export const courseEvents = pgTable(
  'course_events',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    type: text('type', { enum: SHIFT_TYPES }).notNull(),
    begins: timestamp('begins', { withTimezone: true }).notNull(),
    ends: timestamp('ends', { withTimezone: true }).notNull(),
    cohortId: integer('cohort_id').references(() => cohorts.id),
    coachId: integer('coach_id').references(() => users.id),
    shiftCoordinatorId: integer('shift_coordinator_id').references(() => users.id),
    regAppVisibility: boolean('reg_app_visibility').notNull().default(true),
    isGroupSession: boolean('is_group_session').notNull().default(false),
    useGoogleCalendar: boolean('use_google_calendar').notNull().default(false),
    comments: text('comments').notNull().default(''),
    sessions: integer('sessions'),
    extensions: integer('extensions'),
    staffingRatio: numeric('staffing_ratio', { precision: 4, scale: 1, mode: 'number' }),
    roomId: integer('room_id').references(() => rooms.id),
    /** Invitations must be answered this many hours before the start; a shift short then opens to backfill. */
    answerByHoursBeforeStart: integer('answer_by_hours_before_start').notNull().default(72),
    /** Backfill fills the shift's missing places (a manager's Stop turns it off). */
    backfillEnabled: boolean('backfill_enabled').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('course_events_course_idx').on(t.courseId),
    index('course_events_begins_idx').on(t.begins),
    // The scheduled report reads a cohort's shifts in time order.
    index('course_events_cohort_begins_idx').on(t.cohortId, t.begins, t.id),
    // Serves "shifts overlapping a time range" without assuming how long a shift may last.
    index('course_events_period_idx').using('gist', sql`tstzrange(${t.begins}, ${t.ends}, '[)')`),
    // Fair shares read a person's shifts as coach or coordinator by time (their months, their last one).
    index('course_events_coach_begins_idx').on(t.coachId, t.begins).where(sql`${t.coachId} is not null`),
    index('course_events_coordinator_begins_idx')
      .on(t.shiftCoordinatorId, t.begins)
      .where(sql`${t.shiftCoordinatorId} is not null`),
    check('course_events_order_ck', sql`${t.ends} > ${t.begins}`),
  ],
);

/**
 * A call of a roleplay shift: one participant's (or a group's) run through the scenarios, in call block
 * `blockNumber` (0-based start slot); a block is the calls that share a number. The first meeting URL
 * set on any call of a shift locks the shift's room choice.
 */
export const calls = pgTable(
  'calls',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => courseEvents.id, { onDelete: 'cascade' }),
    blockNumber: integer('block_number').notNull(),
    meetingUrl: text('meeting_url'),
    ...timestamps,
  },
  (t) => [
    index('calls_event_block_idx').on(t.eventId, t.blockNumber),
    check('calls_block_number_ck', sql`${t.blockNumber} >= 0 and ${t.blockNumber} < ${sql.raw(String(MAX_CALL_BLOCKS))}`),
  ],
);

/**
 * The role-player who plays one Scenario component in a call (null while nobody is slotted). The
 * call's event and block number are copied onto the row when it is written, so that the database
 * itself keeps a role-player to one call per scenario and block (call_slots_rp_scenario_block_uq):
 * two managers slotting the same role-player at once cannot both win.
 */
export const callSlots = pgTable(
  'call_slots',
  {
    id: serial('id').primaryKey(),
    callId: integer('call_id')
      .notNull()
      .references(() => calls.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => courseEvents.id, { onDelete: 'cascade' }),
    blockNumber: integer('block_number').notNull(),
    scenarioComponentId: integer('scenario_component_id')
      .notNull()
      .references(() => scenarioComponents.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('call_slots_call_scenario_uq').on(t.callId, t.scenarioComponentId),
    uniqueIndex('call_slots_rp_scenario_block_uq')
      .on(t.eventId, t.blockNumber, t.scenarioComponentId, t.userId)
      .where(sql`${t.userId} is not null`),
    index('call_slots_user_idx').on(t.userId),
  ],
);

/**
 * A participant in a call. The call's event and block number are copied onto the row so that the
 * database keeps a participant to one call per block (participant_slots_block_user_uq).
 */
export const participantSlots = pgTable(
  'participant_slots',
  {
    id: serial('id').primaryKey(),
    callId: integer('call_id')
      .notNull()
      .references(() => calls.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => courseEvents.id, { onDelete: 'cascade' }),
    blockNumber: integer('block_number').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Whether the participant was added to the shift's calendar event. */
    addedToEvent: boolean('added_to_event').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('participant_slots_block_user_uq').on(t.eventId, t.blockNumber, t.userId),
    index('participant_slots_call_idx').on(t.callId),
    index('participant_slots_user_idx').on(t.userId),
  ],
);

/** A participant slot's note for one scenario (at most 15 characters). */
export const participantSlotNotes = pgTable(
  'participant_slot_notes',
  {
    id: serial('id').primaryKey(),
    participantSlotId: integer('participant_slot_id')
      .notNull()
      .references(() => participantSlots.id, { onDelete: 'cascade' }),
    scenarioComponentId: integer('scenario_component_id')
      .notNull()
      .references(() => scenarioComponents.id, { onDelete: 'cascade' }),
    note: text('note').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('participant_slot_notes_slot_scenario_uq').on(t.participantSlotId, t.scenarioComponentId),
    check('participant_slot_notes_note_ck', sql`char_length(${t.note}) <= 15`),
  ],
);

/** A person's place in a shift: invited, accepted, rejected or offered for swap. */
export const eventInvites = pgTable(
  'event_invites',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => courseEvents.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: INVITE_STATUSES }).notNull().default('invited'),
    /** Set while a swap is offered to one named user (direct swap). */
    swapToUserId: integer('swap_to_user_id').references(() => users.id),
    /** When the invitation was (last) sent, and when it lapses unanswered (null: no answer-by time). */
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    answerBy: timestamp('answer_by', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('event_invites_event_user_uq').on(t.eventId, t.userId),
    index('event_invites_user_idx').on(t.userId),
    // The invites offered for swap are few: the calendar feed and the swap lists start from them.
    index('event_invites_swap_requested_idx').on(t.eventId).where(sql`${t.status} = 'swap_requested'`),
  ],
);

export const partialSwapRequests = pgTable('partial_swap_requests', {
  id: serial('id').primaryKey(),
  eventInviteId: integer('event_invite_id')
    .notNull()
    .references(() => eventInvites.id, { onDelete: 'cascade' }),
  requestSubject: text('request_subject').notNull(),
  requestDetails: text('request_details').notNull(),
  createdById: integer('created_by_id').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A user's availability; the exclusion constraint of the migration forbids overlaps per user. */
export const userAvailabilities = pgTable(
  'user_availabilities',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [
    index('user_availabilities_time_idx').on(t.startTime),
    // Serves "availability overlapping a time range" for everybody at once (the suggested dates): the
    // exclusion constraint's index leads with user_id, so a range alone makes it read all of it.
    index('user_availabilities_period_idx').using('gist', sql`tstzrange(${t.startTime}, ${t.endTime}, '[)')`),
    check('user_availabilities_order_ck', sql`${t.endTime} > ${t.startTime}`),
  ],
);

/** One participant's assessment in one roleplay shift; complete when the skills list is submitted. */
export const participantAssessments = pgTable(
  'participant_assessments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    eventId: integer('event_id')
      .notNull()
      .references(() => courseEvents.id, { onDelete: 'cascade' }),
    actionPlanDescriptor: text('action_plan_descriptor').notNull().default(''),
    customActionPlan: text('custom_action_plan').notNull().default(''),
    internalComments: jsonb('internal_comments').notNull().default({}),
    /**
     * Each internal comment's version stamp, by the same key (an ISO time): a comment sent with an
     * older one is refused (409), without making the other scenarios' comments stale.
     */
    internalCommentStamps: jsonb('internal_comment_stamps').notNull().default({}),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    actionPlanEmailDate: timestamp('action_plan_email_date', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('participant_assessments_user_event_uq').on(t.userId, t.eventId),
    // Results and reports read a shift's assessments from the shift.
    index('participant_assessments_event_idx').on(t.eventId),
  ],
);

// ---------------------------------------------------------------------------------------------
// Reminders and scheduled jobs (issue 10): tables of the reminders work go here.

/**
 * Background work due at a time, run by the job runner (src/jobs/): one row per job, `key` unique so
 * that scheduling the same job again moves it instead of adding a second one. Runners take due rows
 * with FOR UPDATE SKIP LOCKED and mark them done in the transaction that does the work.
 */
export const scheduledJobs = pgTable(
  'scheduled_jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    /** Jobs scheduled for one subject (`shift:<id>`), so they can be removed together. */
    groupKey: text('group_key'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['pending', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('scheduled_jobs_key_uq').on(t.key),
    index('scheduled_jobs_due_idx').on(t.status, t.runAt),
    index('scheduled_jobs_group_idx').on(t.groupKey),
  ],
);

/**
 * The calendar invitation a participant slot's participant was sent: its stable UID, its SEQUENCE
 * and what it said, so a change sends an update and a removal a cancellation with the same UID.
 * `participant_slot_id` is not a foreign key: the row outlives its slot until the cancellation is sent.
 */
export const calendarInvitations = pgTable(
  'calendar_invitations',
  {
    id: serial('id').primaryKey(),
    participantSlotId: integer('participant_slot_id').notNull(),
    eventId: integer('event_id')
      .notNull()
      .references(() => courseEvents.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    uid: text('uid').notNull(),
    sequence: integer('sequence').notNull().default(0),
    /** What the last invitation said (times, room, joining details), compared with the slot's now. */
    details: jsonb('details').$type<Record<string, string | null>>().notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('calendar_invitations_slot_uq').on(t.participantSlotId),
    uniqueIndex('calendar_invitations_uid_uq').on(t.uid),
    index('calendar_invitations_event_idx').on(t.eventId),
  ],
);

/** A late reminder sent to a participant for a call: at most one per participant and call. */
export const lateReminders = pgTable(
  'late_reminders',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => courseEvents.id, { onDelete: 'cascade' }),
    callId: integer('call_id')
      .notNull()
      .references(() => calls.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    sentBy: integer('sent_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('late_reminders_call_user_uq').on(t.callId, t.userId)],
);

// (end of reminders and scheduled jobs)

// ---------------------------------------------------------------------------------------------
// Skills assessment (issue 11): tables of the assessments work go here.

/**
 * A participant assessment part: the answer to one skills-list block (assessment part) for one
 * scenario. Exactly one of `choice` (true/false items: true, false, na, dngt), `text` (short answers)
 * or `answerIndex` (multiple choice) is set. One row per assessment, block and scenario, so two
 * assessors on different scenarios never write the same row; `updated_at` is the version stamp.
 */
export const participantAssessmentParts = pgTable(
  'participant_assessment_parts',
  {
    id: serial('id').primaryKey(),
    participantAssessmentId: integer('participant_assessment_id')
      .notNull()
      .references(() => participantAssessments.id, { onDelete: 'cascade' }),
    assessmentPartId: integer('assessment_part_id')
      .notNull()
      .references(() => assessmentParts.id, { onDelete: 'cascade' }),
    scenarioComponentId: integer('scenario_component_id')
      .notNull()
      .references(() => scenarioComponents.id, { onDelete: 'cascade' }),
    choice: text('choice', { enum: TRUE_FALSE_ANSWERS }),
    text: text('text'),
    answerIndex: integer('answer_index'),
    updatedBy: integer('updated_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('participant_assessment_parts_uq').on(t.participantAssessmentId, t.assessmentPartId, t.scenarioComponentId),
    index('participant_assessment_parts_part_idx').on(t.assessmentPartId),
    check('participant_assessment_parts_one_ck', sql`num_nonnulls(${t.choice}, ${t.text}, ${t.answerIndex}) = 1`),
    check('participant_assessment_parts_choice_ck', sql`${t.choice} is null or ${t.choice} in ('true', 'false', 'na', 'dngt')`),
  ],
);

/** The rating (-1, 0 or 1) of one skills-list block in a participant assessment. */
export const assessmentRatings = pgTable(
  'assessment_ratings',
  {
    id: serial('id').primaryKey(),
    participantAssessmentId: integer('participant_assessment_id')
      .notNull()
      .references(() => participantAssessments.id, { onDelete: 'cascade' }),
    assessmentPartId: integer('assessment_part_id')
      .notNull()
      .references(() => assessmentParts.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull().default(0),
    updatedBy: integer('updated_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('assessment_ratings_uq').on(t.participantAssessmentId, t.assessmentPartId),
    check('assessment_ratings_rating_ck', sql`${t.rating} between -1 and 1`),
  ],
);

/**
 * A course's ratings folded per participant, block and cohort, kept by the results module in the
 * transaction of every change that moves them (an assessment, a shift's time, cohort or type, a
 * shift deleted), so that a course's results read one row per participant and block rather than
 * every rating of its history. `firstRating` and `latestRating` pack the session order (a shift's
 * start and id, results/repository.ts) with the rating: order × 4 + rating + 1, so min and max find
 * the first and latest. The invariant `results_summary_matches` holds it to the ratings.
 */
export const resultsBlockSummaries = pgTable(
  'results_block_summaries',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    cohortId: integer('cohort_id').references(() => cohorts.id, { onDelete: 'cascade' }),
    assessmentPartId: integer('assessment_part_id')
      .notNull()
      .references(() => assessmentParts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessions: integer('sessions').notNull(),
    minusOne: integer('minus_one').notNull(),
    zero: integer('zero').notNull(),
    plusOne: integer('plus_one').notNull(),
    firstRating: bigint('first_rating', { mode: 'bigint' }).notNull(),
    latestRating: bigint('latest_rating', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    index('results_block_summaries_course_cohort_idx').on(t.courseId, t.cohortId),
    index('results_block_summaries_course_user_idx').on(t.courseId, t.userId),
  ],
);

/**
 * The business settings an admin sets on the Settings page: one row (id 1), absent until first saved
 * (the defaults of BUSINESS_SETTING_DEFAULTS stand for it until then).
 */
export const businessSettings = pgTable(
  'business_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** Under this rater agreement (percent) a role-player's agreement with the calibrations is flagged. */
    raterAgreementThreshold: integer('rater_agreement_threshold').notNull(),
    /** The least rest between two shifts of one person, in minutes (roster plans); 10 hours by default. */
    restMinutes: integer('rest_minutes').notNull().default(600),
    updatedBy: integer('updated_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [
    check('business_settings_one_row_ck', sql`${t.id} = 1`),
    check('business_settings_threshold_ck', sql`${t.raterAgreementThreshold} between 0 and 100`),
    check('business_settings_rest_ck', sql`${t.restMinutes} between 0 and 2880`),
  ],
);

/**
 * A roster plan (issue 39): the shifts of a period planned in one step by a manager. `draft` holds the
 * plan as the service keeps it (proposals, locks, removals, open places, the figures of the last
 * solve); `fingerprint` is a digest of the facts it was solved on (the shifts' times and places, the
 * busy periods, availability and invitations of the people considered), compared again on apply.
 */
export const rosterPlans = pgTable(
  'roster_plans',
  {
    id: serial('id').primaryKey(),
    status: text('status', { enum: ['draft', 'applied'] })
      .notNull()
      .default('draft'),
    periodFrom: text('period_from').notNull(),
    periodTo: text('period_to').notNull(),
    courseIds: integer('course_ids').array().notNull().default(sql`'{}'::int[]`),
    draft: jsonb('draft').notNull(),
    fingerprint: text('fingerprint').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('roster_plans_status_ck', sql`${t.status} in ('draft', 'applied')`),
    index('roster_plans_created_idx').on(t.createdAt),
  ],
);

/**
 * A coach's calibration of one participant in one roleplay shift: a second, independent rating of the
 * skills list, never shown to the participant. One per (shift, participant, rater); its version stamp
 * covers the whole set of ratings, which are saved together.
 */
export const calibrations = pgTable(
  'calibrations',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => courseEvents.id, { onDelete: 'cascade' }),
    participantId: integer('participant_id')
      .notNull()
      .references(() => users.id),
    raterId: integer('rater_id')
      .notNull()
      .references(() => users.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('calibrations_event_participant_rater_uq').on(t.eventId, t.participantId, t.raterId),
    index('calibrations_rater_idx').on(t.raterId),
  ],
);

/** One rating (-1, 0 or 1) of a calibration, of one rating block of the shift's course's skills list. */
export const calibrationRatings = pgTable(
  'calibration_ratings',
  {
    calibrationId: integer('calibration_id')
      .notNull()
      .references(() => calibrations.id, { onDelete: 'cascade' }),
    assessmentPartId: integer('assessment_part_id')
      .notNull()
      .references(() => assessmentParts.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.calibrationId, t.assessmentPartId] }),
    check('calibration_ratings_rating_ck', sql`${t.rating} between -1 and 1`),
  ],
);

/** A participant's NPS rating (1 to 10) in a cohort; the NPS report reads it. */
export const npsRatings = pgTable(
  'nps_ratings',
  {
    id: serial('id').primaryKey(),
    cohortId: integer('cohort_id')
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    rating: integer('rating').notNull(),
    updatedBy: integer('updated_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('nps_ratings_cohort_user_uq').on(t.cohortId, t.userId),
    check('nps_ratings_rating_ck', sql`${t.rating} between 1 and 10`),
  ],
);

// (end of skills assessment)

// ---------------------------------------------------------------------------------------------
// Coaching (issue 12): tables of the coaching work go here.

/**
 * A coaching record (the specification's roleplayer assessment): one coach's record of one
 * role-player in one call, unique per role-player and call. The call's shift is copied onto the row
 * so that the record keeps its session when the call block is deleted (call_id is then cleared).
 */
export const roleplayerAssessments = pgTable(
  'roleplayer_assessments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    callId: integer('call_id').references(() => calls.id, { onDelete: 'set null' }),
    eventId: integer('event_id').references(() => courseEvents.id, { onDelete: 'set null' }),
    coachId: integer('coach_id')
      .notNull()
      .references(() => users.id),
    templateId: integer('template_id').references(() => roleplayerAssessmentTemplates.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('roleplayer_assessments_user_call_uq').on(t.userId, t.callId),
    index('roleplayer_assessments_coach_idx').on(t.coachId, t.createdAt),
    index('roleplayer_assessments_created_idx').on(t.createdAt),
  ],
);

/**
 * One answer of a coaching record, one per question. `answerValue` holds a binary answer as 1 or 0
 * and a scale answer i (1 to 6) as i/6; `answer` holds a comment. A question with answers cannot be
 * deleted (no cascade), so a record keeps its questions.
 */
export const roleplayerAssessmentAnswers = pgTable(
  'roleplayer_assessment_answers',
  {
    id: serial('id').primaryKey(),
    roleplayerAssessmentId: integer('roleplayer_assessment_id')
      .notNull()
      .references(() => roleplayerAssessments.id, { onDelete: 'cascade' }),
    roleplayerAssessmentQuestionId: integer('roleplayer_assessment_question_id')
      .notNull()
      .references(() => roleplayerAssessmentQuestions.id),
    answerValue: numeric('answer_value', { mode: 'number' }),
    answer: text('answer'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('roleplayer_assessment_answers_record_question_uq').on(
      t.roleplayerAssessmentId,
      t.roleplayerAssessmentQuestionId,
    ),
    index('roleplayer_assessment_answers_question_idx').on(t.roleplayerAssessmentQuestionId),
    check(
      'roleplayer_assessment_answers_value_ck',
      sql`${t.answerValue} is null or (${t.answerValue} >= 0 and ${t.answerValue} <= 1)`,
    ),
  ],
);

// (end of coaching)

// ---------------------------------------------------------------------------------------------
// People and reports (issues 13 and 14): tables or indexes of that work go here.

// (end of people and reports)

// ---------------------------------------------------------------------------------------------
// Personal calendar feeds (issue 25, part 1): owned by modules/calendar-feeds.

/**
 * A user's calendar feed address. The secret in the address is an HMAC of (user id, `nonce`) under
 * the server's feed key (FEED_KEY), so the owner's page can show the address again while the table
 * holds no usable secret: `nonce` is random but not secret, `token_hash` (SHA-256 of the secret) is
 * what the public .ics route looks the feed up by. Resetting gives the row a new nonce (see
 * docs/decisions.md, "Personal calendar feed").
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    nonce: text('nonce').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('calendar_feeds_token_hash_uq').on(t.tokenHash)],
);

/**
 * One person's part in one shift as their feed shows it: its SEQUENCE (grows with each change, so a
 * calendar app updates the event), when they lost it (declined, removed, swapped away, shift gone;
 * shown CANCELLED for 30 days), and the shift's times copied here so the feed finds a user's lost
 * parts in its window through (user_id, begins). The parts held now the feed reads from the shifts'
 * own tables, entry or not. `event_id` is not a foreign key: the row outlives its shift, with
 * `snapshot` holding what the feed says of a deleted one. Kept by the module's subscribers to the
 * shift, call, invite and room events.
 */
export const calendarFeedEntries = pgTable(
  'calendar_feed_entries',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').notNull(),
    begins: timestamp('begins', { withTimezone: true }).notNull(),
    ends: timestamp('ends', { withTimezone: true }).notNull(),
    sequence: integer('sequence').notNull().default(0),
    lostAt: timestamp('lost_at', { withTimezone: true }),
    snapshot: jsonb('snapshot').$type<{ summary: string; description: string; location: string | null }>(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.eventId] }),
    index('calendar_feed_entries_user_begins_idx').on(t.userId, t.begins),
    index('calendar_feed_entries_event_idx').on(t.eventId),
  ],
);

// (end of personal calendar feeds)

/**
 * Places given up late (declined or swapped away within the answer-by window), one per person and
 * shift, recorded by the fair-shares module when backfill announces one (backfill.lateGiveUp). The
 * shift may be deleted later; the give-up still counts, so its reference is cleared, not the row.
 */
export const lateGiveUps = pgTable(
  'late_give_ups',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').references(() => courseEvents.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('late_give_ups_event_user_uq').on(t.eventId, t.userId),
    index('late_give_ups_user_at_idx').on(t.userId, t.at),
  ],
);

// ---------------------------------------------------------------------------------------------
// The registration app (issue 26)

/**
 * A participant waiting for a place at a full time (a call block of a roleplay shift), in the order
 * they joined (id). When a place frees, the first waiting is offered it until `offered_until`.
 */
export const regappWaitlist = pgTable(
  'regapp_waitlist',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => courseEvents.id, { onDelete: 'cascade' }),
    blockNumber: integer('block_number').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Set while a freed place is held for this participant: they may claim it until then. */
    offeredUntil: timestamp('offered_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('regapp_waitlist_block_user_uq').on(t.eventId, t.blockNumber, t.userId),
    index('regapp_waitlist_block_idx').on(t.eventId, t.blockNumber, t.id),
    index('regapp_waitlist_user_idx').on(t.userId),
  ],
);

/**
 * Changes told to the live streams (modules/live): what changed and who may hear of it, never the
 * data. The id is the SSE event id, the same on every instance, so a reconnect to any instance
 * replays what it missed; rows older than an hour are purged.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    entityId: integer('entity_id').notNull(),
    shiftId: integer('shift_id'),
    courseId: integer('course_id'),
    userId: integer('user_id'),
    deleted: boolean('deleted').notNull().default(false),
    /** Who made the change (no reference: the stream outlives nobody's account). */
    actorId: integer('actor_id'),
    actorName: text('actor_name'),
    /** Who may hear of it: everyone holding one of `roles`, and the users listed by id. */
    audience: jsonb('audience').$type<{ roles: string[]; users: number[] }>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_events_created_idx').on(t.createdAt)],
);

/** Single-use tickets that open a live stream for a session (an EventSource cannot send a bearer token). */
export const liveTickets = pgTable(
  'live_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    /** The hash of the session token that asked for it: the stream belongs to that session. */
    sessionHash: text('session_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('live_tickets_expires_idx').on(t.expiresAt)],
);

/**
 * Calls of routes that send mail, per route and user, in the window that began with the first of
 * them (plugins/mail-rate-limit.ts): seen by every instance.
 */
export const mailRateCounts = pgTable(
  'mail_rate_counts',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [index('mail_rate_counts_window_idx').on(t.windowStart)],
);

/**
 * A missing place of a shift opened to backfill (modules/backfill): the shift was short at its
 * deadline, or somebody gave their place up late. Offered in waves (backfill_offers) until filled,
 * stopped by a manager, or closed when the shift starts.
 */
export const backfillPlaces = pgTable(
  'backfill_places',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => courseEvents.id, { onDelete: 'cascade' }),
    role: text('role', { enum: BACKFILL_ROLES }).notNull(),
    reason: text('reason', { enum: BACKFILL_REASONS }).notNull(),
    status: text('status', { enum: BACKFILL_PLACE_STATUSES }).notNull().default('open'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    /** Who gave the place up late, and the invite they gave up (still theirs while offered for swap). */
    gaveUpUserId: integer('gave_up_user_id').references(() => users.id),
    gaveUpInviteId: integer('gave_up_invite_id'),
    filledByUserId: integer('filled_by_user_id').references(() => users.id),
    filledAt: timestamp('filled_at', { withTimezone: true }),
    /** How many waves of offers were sent. */
    waves: integer('waves').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('backfill_places_event_idx').on(t.eventId), index('backfill_places_gave_up_invite_idx').on(t.gaveUpInviteId)],
);

/** One person offered a backfill place, in which wave and when; the first to take it wins. */
export const backfillOffers = pgTable(
  'backfill_offers',
  {
    id: serial('id').primaryKey(),
    placeId: integer('place_id')
      .notNull()
      .references(() => backfillPlaces.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    wave: integer('wave').notNull(),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('backfill_offers_place_user_uq').on(t.placeId, t.userId), index('backfill_offers_user_idx').on(t.userId)],
);
