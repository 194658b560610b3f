import { z } from 'zod';
import { COURSE_LANGUAGES, MAX_CALL_BLOCKS } from '../constants';
import { idSchema, idTextSchema } from './common';

/**
 * The registration app (issue 26): participants sign in with an e-mailed one-time link and book,
 * move and cancel their own calls in a course's roleplay shifts, or wait for a full time.
 * Every route is under /api/v1/regapp and takes a `regapp`-scope session only.
 */

/** A course's registration key as it appears in the app's link (`/register/{key}`). */
export const regappKeySchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(64, 'must be at most 64 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'must be a course key (letters, digits, - and _)');

/** POST /regapp/sign_in_link {email, key}: always 202 with the same message. */
export const regappSignInLinkBodySchema = z.object({
  email: z.string().trim().toLowerCase().email('must be a valid e-mail address').max(254),
  key: regappKeySchema,
});
export type RegappSignInLinkBody = z.infer<typeof regappSignInLinkBodySchema>;
export const regappSignInLinkResponseSchema = z.object({ message: z.string() });
export type RegappSignInLinkResponse = z.infer<typeof regappSignInLinkResponseSchema>;

/** GET /regapp/courses/{key}. */
export const regappKeyParamsSchema = z.object({ key: regappKeySchema });

export const REGAPP_ROOM_KINDS = ['phone', 'online'] as const;
export type RegappRoomKind = (typeof REGAPP_ROOM_KINDS)[number];

/** A bookable time: one call block of a shift visible in the app, starting after the change window. */
export const regappTimeSchema = z.object({
  shiftId: z.number().int(),
  blockNumber: z.number().int(),
  /** ISO instants. */
  startTime: z.string(),
  endTime: z.string(),
  /** Calls of the block with no participant yet (0: full, the waiting list is open). */
  freePlaces: z.number().int(),
  roomKind: z.enum(REGAPP_ROOM_KINDS),
});
export type RegappTime = z.infer<typeof regappTimeSchema>;

/**
 * Why an action on a booking is closed: the call has begun (or taken place), or it starts within
 * the course's change (move) or cancel window. The app shows the reason beside the closed button.
 */
export const REGAPP_CLOSED_REASONS = ['call_started', 'change_window', 'cancel_window'] as const;
export type RegappClosedReason = (typeof REGAPP_CLOSED_REASONS)[number];

/** A booking is the participant's place in a call (its participant slot; `id` is that slot's id). */
export const regappBookingSchema = z.object({
  id: z.number().int(),
  shiftId: z.number().int(),
  blockNumber: z.number().int(),
  callId: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  /** Whether the participant may move it now (the server's own rule; the app draws Move from it). */
  canMove: z.boolean(),
  /** Why Move is closed, or null while it is open. */
  moveClosedReason: z.enum(REGAPP_CLOSED_REASONS).nullable(),
  canCancel: z.boolean(),
  cancelClosedReason: z.enum(REGAPP_CLOSED_REASONS).nullable(),
  /**
   * Whom to contact about a call that can no longer be changed here ('Name (e-mail)', or the
   * course's sender address), or null when the course names nobody (the app says "your course
   * coordinator" in its language). Null too while both actions are open.
   */
  contact: z.string().nullable(),
});
export type RegappBooking = z.infer<typeof regappBookingSchema>;

/** A place on a full time's waiting list; `offeredUntil` is set while a freed place is offered to them. */
export const regappWaitlistEntrySchema = z.object({
  id: z.number().int(),
  shiftId: z.number().int(),
  blockNumber: z.number().int(),
  /** 1 for the first in line. */
  position: z.number().int(),
  offeredUntil: z.string().nullable(),
});
export type RegappWaitlistEntry = z.infer<typeof regappWaitlistEntrySchema>;

export const regappCourseSchema = z.object({
  course: z.object({ name: z.string(), clientName: z.string(), language: z.enum(COURSE_LANGUAGES) }),
  participant: z.object({
    name: z.string(),
    email: z.string(),
    /** The participant's profile time zone (IANA), or '' when none is set (show the business zone). */
    timeZone: z.string(),
  }),
  businessTimeZone: z.string(),
  /** Days before a booked call within which it can no longer be moved. */
  changeTimeout: z.number().int(),
  /** Days before a booked call within which it can no longer be cancelled. */
  cancelTimeout: z.number().int(),
  /** How many bookings a participant may hold in this course at once. */
  maxBookings: z.number().int(),
  /**
   * Whether the participant may book another time now: false once they hold `maxBookings` calls
   * of the course (every call counts, a manager's seat too). The app draws Book and Join from it.
   */
  canBook: z.boolean(),
  /** Why booking is closed ('booking_limit'), or null while it is open. */
  bookClosedReason: z.enum(['booking_limit']).nullable(),
  times: z.array(regappTimeSchema),
  bookings: z.array(regappBookingSchema),
  waiting: z.array(regappWaitlistEntrySchema),
});
export type RegappCourse = z.infer<typeof regappCourseSchema>;

/** Which time: a call block of a shift. */
export const regappTimeChoiceSchema = z.object({
  shiftId: idSchema,
  blockNumber: z
    .number()
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(MAX_CALL_BLOCKS - 1, `must be at most ${MAX_CALL_BLOCKS - 1}`),
});
export type RegappTimeChoice = z.infer<typeof regappTimeChoiceSchema>;

/** POST /regapp/bookings and PUT /regapp/bookings/{id} (move). */
export const regappBookingBodySchema = z.object({ booking: regappTimeChoiceSchema });
export type RegappBookingBody = z.infer<typeof regappBookingBodySchema>;
/** 201 (book, claim) and 200 (move) answers. */
export const regappBookingResponseSchema = z.object({ booking: regappBookingSchema });
export type RegappBookingResponse = z.infer<typeof regappBookingResponseSchema>;

/** POST /regapp/waitlist {entry}. */
export const regappWaitlistBodySchema = z.object({ entry: regappTimeChoiceSchema });
export type RegappWaitlistBody = z.infer<typeof regappWaitlistBodySchema>;
export const regappWaitlistResponseSchema = z.object({ entry: regappWaitlistEntrySchema });
export type RegappWaitlistResponse = z.infer<typeof regappWaitlistResponseSchema>;

/** DELETE /regapp/bookings/{id}, DELETE /regapp/waitlist/{id}, POST /regapp/waitlist/{id}/claim. */
export const regappIdParamsSchema = z.object({ id: idTextSchema });

/** GET /courses/{id}/regapp_summary: the Regapp Configuration card's counts of the course's participants. */
export const regappSummarySchema = z.object({
  /** Participants holding at least one call in the course's roleplay shifts. */
  booked: z.number().int(),
  /** Participants with no call who wait for a time. */
  waiting: z.number().int(),
  /** Participants with neither. */
  notBooked: z.number().int(),
});
export type RegappSummary = z.infer<typeof regappSummarySchema>;
