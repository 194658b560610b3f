import { z } from 'zod';
import { idTextSchema } from './common';

/**
 * Live updates (issue 27): one server-sent event stream per signed-in browser. An event says what
 * changed (its kind and id, and the shift or course it belongs to), never the data: the web reads
 * again what it shows through its query keys.
 */

/** What a change may concern. */
export const LIVE_KINDS = [
  'shift',
  'invite',
  'call',
  'availability',
  'assessment',
  'nps',
  'coaching_record',
  'calibration',
  'room',
  'course',
] as const;
export type LiveKind = (typeof LIVE_KINDS)[number];

/** The answer of POST /live/ticket: a single-use ticket, good for LIVE_TICKET_SECONDS, for this session. */
export const liveTicketSchema = z.object({ ticket: z.string() });
export type LiveTicket = z.infer<typeof liveTicketSchema>;
export const LIVE_TICKET_SECONDS = 30;

/**
 * GET /live's query. An EventSource opened anew cannot send the Last-Event-ID header, so the id of
 * the last event received may also come as `last_event_id` (the header wins when both are sent).
 */
export const liveStreamQuerySchema = z.object({
  // First, so that a bad one is named even when the ticket is missing too.
  last_event_id: idTextSchema.optional(),
  ticket: z.string().min(1, 'is required').max(200),
});
export type LiveStreamQuery = z.infer<typeof liveStreamQuerySchema>;

/** The SSE event names of the stream. */
export const LIVE_EVENTS = {
  /** Something changed: the data is a `LiveChange`. */
  change: 'change',
  /** Too much was missed to replay: read everything again. */
  refetch: 'refetch',
  /** The stream is open; its id is the newest event's, the point a reconnect replays from. */
  ready: 'ready',
} as const;

/** The data of a `change` event. */
export const liveChangeSchema = z.object({
  kind: z.enum(LIVE_KINDS),
  /** The changed record's id (the shift's for shift and call changes, the person's for availability). */
  id: z.number().int(),
  shiftId: z.number().int().nullable(),
  courseId: z.number().int().nullable(),
  /** Whose record it is when that is a person (an invitee, the owner of availability or a coaching record). */
  userId: z.number().int().nullable(),
  /** The record is gone. */
  deleted: z.boolean(),
  /** Who made the change, when it was made through the API by a signed-in person. */
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type LiveChange = z.infer<typeof liveChangeSchema>;
