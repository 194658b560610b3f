import { z } from 'zod';
import {
  ANSWER_BY_HOURS_BEFORE_START,
  DEFAULT_STAFFING_RATIO,
  INVITE_STATUSES,
  MAX_CALL_BLOCKS,
  SHIFT_TYPES,
} from '../constants';
import { MESSAGES } from '../messages';
import { coachingQuestionSchema } from './coaching';
import { countTextSchema, idListTextSchema, idSchema, idTextSchema, isoDateSchema, isoDateTimeSchema } from './common';
import { fairShareSchema } from './fair-shares';
import { shiftRoomSchema } from './rooms';
import { languageSchema, roleSchema } from './users';

export const shiftTypeSchema = z.enum(SHIFT_TYPES);
export const inviteStatusSchema = z.enum(INVITE_STATUSES);

/** Hours before the start when invitations must be answered and a short shift opens to backfill. */
export const answerByHoursBeforeStartSchema = z
  .number()
  .int('must be a whole number')
  .min(ANSWER_BY_HOURS_BEFORE_START.min)
  .max(ANSWER_BY_HOURS_BEFORE_START.max);
/** The answer-by and backfill settings a shift's create and edit bodies may carry. */
const backfillSettings = {
  answerByHoursBeforeStart: answerByHoursBeforeStartSchema.optional(),
  backfillEnabled: z.boolean().optional(),
};

export const cohortSchema = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  name: z.string(),
  courseName: z.string(),
});
export type Cohort = z.infer<typeof cohortSchema>;

/** A roleplay shift's call blocks and spare call blocks (sessions and extensions) together are at most MAX_CALL_BLOCKS. */
export const CALL_BLOCKS_TOTAL = `Call blocks and spare call blocks together must be at most ${MAX_CALL_BLOCKS}`;

/** POST /courses/{courseId}/roleplay_shifts {roleplayShift}; the end follows from the call blocks. */
export const createRoleplayShiftBodySchema = z.object({
  roleplayShift: z
    .object({
      startTime: isoDateTimeSchema,
      sessions: z.number({ message: MESSAGES.required }).int().min(1, 'must be at least 1'),
      extensions: z.number({ message: MESSAGES.required }).int().min(1, 'must be at least 1'),
      cohortName: z.string({ message: MESSAGES.specifyCohortName }).trim().min(1, MESSAGES.specifyCohortName).max(100),
      staffingRatio: z
        .number()
        .min(1, 'must be at least 1')
        .max(10)
        .refine((n) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-9, 'must be in steps of 0.1')
        .default(DEFAULT_STAFFING_RATIO),
      coachId: idSchema.nullable().optional(),
      shiftCoordinatorId: idSchema.nullable().optional(),
      ...backfillSettings,
    })
    .refine((s) => s.sessions + s.extensions <= MAX_CALL_BLOCKS, {
      message: CALL_BLOCKS_TOTAL,
      path: ['extensions'],
    }),
});
export type CreateRoleplayShiftBody = z.input<typeof createRoleplayShiftBodySchema>;

const timedShift = z
  .object({
    startTime: isoDateTimeSchema,
    endTime: isoDateTimeSchema,
    coachId: idSchema.nullable().optional(),
    shiftCoordinatorId: idSchema.nullable().optional(),
    ...backfillSettings,
  })
  .refine((s) => Date.parse(s.endTime) > Date.parse(s.startTime), { message: 'must be after the start time', path: ['endTime'] });
export const createTrainingShiftBodySchema = z.object({ trainingShift: timedShift });
export const createLiveShiftBodySchema = z.object({ liveShift: timedShift });

/** PATCH /roleplay_shifts/{id} {roleplayShift}: managers change these; updatedAt guards against races. */
export const updateRoleplayShiftBodySchema = z.object({
  roleplayShift: z.object({
    startTime: isoDateTimeSchema.optional(),
    sessions: z.number().int().min(1).optional(),
    extensions: z.number().int().min(1).optional(),
    coachId: idSchema.nullable().optional(),
    shiftCoordinatorId: idSchema.nullable().optional(),
    regAppVisibility: z.boolean().optional(),
    isGroupSession: z.boolean().optional(),
    useGoogleCalendar: z.boolean().optional(),
    comments: z.string().max(10_000).optional(),
    /** The room booked for the shift's whole time; null frees it. */
    roomId: idSchema.nullable().optional(),
    ...backfillSettings,
    updatedAt: isoDateTimeSchema.optional(),
  }),
});
/** PATCH /course_events/{id} {courseEvent}: move a shift (a roleplay shift keeps its length). */
export const updateCourseEventBodySchema = z.object({
  courseEvent: z.object({
    begins: isoDateTimeSchema,
    ends: isoDateTimeSchema.optional(),
    ...backfillSettings,
    updatedAt: isoDateTimeSchema.optional(),
  }),
});

export const attendeeSchema = z.object({
  id: z.number().int(),
  inviteId: z.number().int(),
  name: z.string(),
  email: z.string(),
  roles: z.array(roleSchema),
  status: inviteStatusSchema,
  statusTime: z.string(),
  swapToUserId: z.number().int().nullable(),
  /** When an invitation waiting for its answer lapses (ISO); also kept on an expired one; null otherwise. */
  answerBy: z.string().nullable(),
});
export type Attendee = z.infer<typeof attendeeSchema>;

/**
 * A participant slotted in calls of a roleplay shift (participants sit in calls, they hold no invite):
 * `calls` is how many; `addedToEvent` is true once every one of their calls is on their calendar
 * (the shift's calendar invitations). The attendance panel lists them; the schedule e-mail goes to them.
 */
export const shiftParticipantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  calls: z.number().int(),
  addedToEvent: z.boolean(),
});
export type ShiftParticipant = z.infer<typeof shiftParticipantSchema>;

/** The course's role-player assessment template (the coaching form) with its questions in order. */
export const shiftAssessmentTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  questions: z.array(coachingQuestionSchema),
});

/** A shift as its page and the shift APIs show it. */
export const shiftSchema = z.object({
  id: z.number().int(),
  type: shiftTypeSchema,
  begins: z.string(),
  ends: z.string(),
  course: z.object({
    id: z.number().int(),
    name: z.string(),
    client: z.object({ id: z.number().int(), orgName: z.string() }),
    /** The course's resources are marked ready (the schedule e-mail waits for it). */
    resourcesReady: z.boolean(),
    roleplayerAssessmentTemplate: shiftAssessmentTemplateSchema.nullable(),
  }),
  details: z.object({
    id: z.number().int(),
    attendees: z.array(attendeeSchema),
    /** The attendees who are not participants only (the spec's role-players: staff on the shift). */
    roleplayers: z.array(attendeeSchema),
    /** Everyone slotted in a call of the shift (roleplay shifts; empty otherwise). */
    participants: z.array(shiftParticipantSchema),
    cohort: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    coachId: z.number().int().nullable(),
    shiftCoordinatorId: z.number().int().nullable(),
    /** The chosen coach's and coordinator's names (null when none is chosen), for everybody who sees the shift. */
    coachName: z.string().nullable(),
    shiftCoordinatorName: z.string().nullable(),
    regAppVisibility: z.boolean(),
    isGroupSession: z.boolean(),
    useGoogleCalendar: z.boolean(),
    comments: z.string(),
  }),
  sessions: z.number().int().nullable(),
  extensions: z.number().int().nullable(),
  staffingRatio: z.number().nullable(),
  /** Hours before the start when invitations must be answered and, if short, the shift opens to backfill. */
  answerByHoursBeforeStart: z.number().int(),
  /** Backfill is on for the shift (managers turn it off with Stop). */
  backfillEnabled: z.boolean(),
  /** Minutes of one call (the sum of the course's scenario component durations); roleplay only. */
  callLength: z.number().int().nullable(),
  /** The room the shift has booked, with its joining details. */
  room: shiftRoomSchema.nullable(),
  /** True once any call of the shift has a meeting URL: the room can no longer be changed. */
  roomLocked: z.boolean(),
  updatedAt: z.string(),
});
export type Shift = z.infer<typeof shiftSchema>;

/**
 * One call of a participant on a roleplay shift, as their calendar shows it: its own start and end,
 * and how to join it: its meeting link (the call's own in a custom room, the room's otherwise) or,
 * in a phone room, the room's numbers.
 */
export const myCallSchema = z.object({
  id: z.number().int(),
  begins: z.string(),
  ends: z.string(),
  joinUrl: z.string().nullable(),
  localNumber: z.string().nullable(),
  tollFreeNumber: z.string().nullable(),
});
export type MyCall = z.infer<typeof myCallSchema>;

/** GET /course_events (start_time, end_time): what the dashboard calendar shows. */
export const courseEventsQuerySchema = z.object({ start_time: isoDateTimeSchema, end_time: isoDateTimeSchema });
export const calendarShiftSchema = z.object({
  id: z.number().int(),
  type: shiftTypeSchema,
  begins: z.string(),
  ends: z.string(),
  courseId: z.number().int(),
  courseName: z.string(),
  clientName: z.string(),
  cohortName: z.string().nullable(),
  /** The viewer's own invite status, or null (admin and sc see every shift). */
  myStatus: inviteStatusSchema.nullable(),
  myInviteId: z.number().int().nullable(),
  /** Offered for swap to the viewer ('Shift Available'): the invite id to take. */
  swapInviteId: z.number().int().nullable(),
  /** The answer-by time of the viewer's own invitation while it waits for an answer (or expired); null otherwise. */
  answerBy: z.string().nullable(),
  /** A participant's own calls on a roleplay shift they sit in, by start: one calendar item each (empty otherwise). */
  myCalls: z.array(myCallSchema),
});
export type CalendarShift = z.infer<typeof calendarShiftSchema>;

export const suggestDatesQuerySchema = z.object({
  reference_date: isoDateSchema,
  sessions: countTextSchema,
  extensions: countTextSchema,
  staffing_ratio: z.coerce.number().min(1).max(10).default(DEFAULT_STAFFING_RATIO),
});
/** A person a suggestion names, with their fair share (the names are in fair-share order). */
const personSchema = z.object({ id: z.number().int(), name: z.string(), fairShare: fairShareSchema });
export const suggestedDateSchema = z.object({
  startTime: z.string(),
  endTime: z.string(),
  rolePlayersNeeded: z.number().int(),
  /**
   * The first SUGGESTION_NAMES available people of each role, fewest hours first (rankByFairShare of
   * the fair-shares module), and how many there are in all.
   */
  shiftCoordinators: z.array(personSchema),
  coaches: z.array(personSchema),
  rolePlayers: z.array(personSchema),
  shiftCoordinatorCount: z.number().int(),
  coachCount: z.number().int(),
  rolePlayerCount: z.number().int(),
});
export type SuggestedDate = z.infer<typeof suggestedDateSchema>;

// Invites and swaps ---------------------------------------------------------------------------

export const inviteBodySchema = z.object({ invites: z.object({ userIds: z.array(idSchema).min(1).max(200) }) });
export const eventInviteBodySchema = z.object({ userId: idSchema });
export const eventInviteSchema = z.object({
  id: z.number().int(),
  status: inviteStatusSchema,
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  eventType: shiftTypeSchema,
  eventId: z.number().int(),
  swapToUserId: z.number().int().nullable(),
  /** When the invitation lapses while waiting for an answer (also kept once expired); null otherwise. */
  answerBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EventInvite = z.infer<typeof eventInviteSchema>;
export const eventInvitesQuerySchema = z.object({
  eventType: shiftTypeSchema.optional(),
  eventId: idTextSchema.optional(),
  userId: idTextSchema.optional(),
});
export const directSwapBodySchema = z.object({ user_id: idSchema });
export const partialSwapBodySchema = z.object({
  partialSwap: z.object({
    requestSubject: z.string().trim().max(200).default(MESSAGES.shiftCoverageRequest),
    requestDetails: z.string().trim().min(1, 'is required').max(5000),
  }),
});
/**
 * PUT /role_players/swap_event/{id}: the body is optional; a swap request (a subject, by default
 * 'Shift Coverage Request', and the details, both trimmed) is written into the offer's e-mail.
 */
export const swapEventBodySchema = z
  .object({
    swapRequest: z
      .object({
        requestSubject: z.string().trim().max(200).default(MESSAGES.shiftCoverageRequest),
        requestDetails: z.string().trim().min(1, 'is required').max(5000),
      })
      .optional(),
  })
  // No body at all (a plain PUT) is an offer without a request.
  .nullish();
export type SwapEventBody = z.infer<typeof swapEventBodySchema>;
/** An invite with its shift, for the dashboard and the swap list. */
export const inviteWithShiftSchema = eventInviteSchema.extend({ shift: calendarShiftSchema });
export type InviteWithShift = z.infer<typeof inviteWithShiftSchema>;
export const userEventInvitesQuerySchema = courseEventsQuerySchema;

/** GET /roleplayers: who can be invited, with their availability for the shift. */
export const roleplayersQuerySchema = z.object({
  has: z.enum(['availability', 'any']).default('any'),
  course_ids: idListTextSchema.optional(),
  start_time: isoDateTimeSchema.optional(),
  end_time: isoDateTimeSchema.optional(),
  event_type: shiftTypeSchema.optional(),
  event_id: idTextSchema.optional(),
  /** participant: the course's enrolled participants, for an orientation or live shift (event_id). */
  role: z.enum(['rp', 'coach', 'sc', 'participant']).optional(),
});
export const invitableUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  roleList: z.array(roleSchema),
  qualified: z.boolean(),
  /** Availability covers the whole shift. */
  available: z.boolean(),
  /** Already holds an accepted or invited shift overlapping this one. */
  busy: z.boolean(),
  inviteStatus: inviteStatusSchema.nullable(),
  lastCoached: z.string().nullable(),
  /** Staff: their fair share; the list puts those equally suitable with fewer hours first. Null for participants. */
  fairShare: fairShareSchema.nullable(),
});
export type InvitableUser = z.infer<typeof invitableUserSchema>;

// Availability and holidays ---------------------------------------------------------------------

export const availabilitySchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  title: z.string(),
  updatedAt: z.string(),
});
export type Availability = z.infer<typeof availabilitySchema>;
export const availabilityInputSchema = z
  .object({ startTime: isoDateTimeSchema, endTime: isoDateTimeSchema })
  .refine((a) => Date.parse(a.endTime) > Date.parse(a.startTime), { message: 'must be after the start time', path: ['endTime'] });
export const createAvailabilityBodySchema = z.object({ userAvailability: availabilityInputSchema });
export const updateAvailabilityBodySchema = z.object({ userAvailability: availabilityInputSchema });
export const userAvailabilityParamsSchema = z.object({
  userId: idTextSchema,
  id: idTextSchema,
});
export const availabilitiesQuerySchema = z.object({
  start_time: isoDateTimeSchema,
  end_time: isoDateTimeSchema,
  course_ids: idListTextSchema.optional(),
  roles: z
    .string()
    .regex(/^(sc|rp|coach)(,(sc|rp|coach))*$/, 'must be a comma-separated list of sc, rp, coach')
    .optional(),
});
export const availabilityWithUserSchema = availabilitySchema.extend({ userName: z.string() });

export const holidaysQuerySchema = z.object({
  start_date: isoDateSchema,
  end_date: isoDateSchema,
  /** The language of the holidays' names (English where the holiday library has no other). */
  language: languageSchema.optional(),
});
export const holidaySchema = z.object({ date: z.string(), name: z.string(), regions: z.array(z.enum(['ca', 'us'])) });
export type Holiday = z.infer<typeof holidaySchema>;
