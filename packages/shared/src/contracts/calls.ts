import { z } from 'zod';
import { MAX_CALL_BLOCKS } from '../constants';
import { idSchema, idTextSchema, isoDateTimeSchema, permissionsSchema } from './common';
import { mailRecipientSchema } from './mailbox';
import { shiftRoomSchema } from './rooms';

/** A participant slot's note for a scenario holds at most this many characters. */
export const MAX_PARTICIPANT_SLOT_NOTE = 15;

/** A person in a slot, by name. */
export const slotUserSchema = z.object({ id: z.number().int(), name: z.string() });
export type SlotUser = z.infer<typeof slotUserSchema>;

/** The role-player who plays one Scenario component in a call (null while nobody is slotted). */
export const callSlotSchema = z.object({
  id: z.number().int(),
  callId: z.number().int(),
  scenarioComponentId: z.number().int(),
  userId: z.number().int().nullable(),
  user: slotUserSchema.nullable(),
});
export type CallSlot = z.infer<typeof callSlotSchema>;

/** A participant slot's note for one scenario. */
export const scenarioNoteSchema = z.object({
  id: z.number().int(),
  scenarioComponentId: z.number().int(),
  note: z.string(),
});
export type ScenarioNote = z.infer<typeof scenarioNoteSchema>;

/** A participant in a call, with their notes per scenario. */
export const participantSlotSchema = z.object({
  id: z.number().int(),
  callId: z.number().int(),
  user: slotUserSchema,
  addedToEvent: z.boolean(),
  scenarioNotes: z.array(scenarioNoteSchema),
});
export type ParticipantSlot = z.infer<typeof participantSlotSchema>;

/** One call of a block: its meeting URL, a slot per Scenario component with a role-player, its participants. */
export const callSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  blockNumber: z.number().int(),
  meetingUrl: z.string().nullable(),
  /** Where the call is joined: the call's link in a custom room, the room's in a teams/zoom/meet room, else null. */
  joinUrl: z.string().nullable(),
  /** The call's version stamp (moved by a change of its meeting URL), sent back with the next change. */
  updatedAt: z.string(),
  callSlots: z.array(callSlotSchema),
  participantSlots: z.array(participantSlotSchema),
});
export type Call = z.infer<typeof callSchema>;

/** A call block: the calls sharing a block number, and when the block starts. */
export const callBlockSchema = z.object({
  blockNumber: z.number().int(),
  startTime: z.string(),
  calls: z.array(callSchema),
});
export type CallBlock = z.infer<typeof callBlockSchema>;

/** A Scenario component of the shift's course: the columns of the block view. */
export const callScenarioSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  duration: z.number().int(),
  rpReference: z.number().int().nullable(),
});

/**
 * Who the slot menus of the block view may offer (managers only): the shift's invite holders, with
 * whether they declined it, and the participants enrolled in the course. The menus filter them with
 * the shared slot rules (offeredRoleplayers, offeredParticipants).
 */
export const slotCandidatesSchema = z.object({
  roleplayers: z.array(slotUserSchema.extend({ declined: z.boolean() })),
  participants: z.array(slotUserSchema),
});
export type SlotCandidates = z.infer<typeof slotCandidatesSchema>;

/**
 * GET /roleplay_shifts/{id}/calls: the shift's call blocks (only those with calls), the start time of
 * every start slot, and the course's Scenario components. A participant sees only their own call.
 */
export const shiftCallsSchema = z.object({
  eventId: z.number().int(),
  /**
   * `manage`: the viewer builds the day (blocks, calls, slots, the room). `viewResults`: the viewer may
   * read the course's Results page (managers, the course's coaches).
   */
  permissions: permissionsSchema('manage', 'viewResults'),
  callLength: z.number().int(),
  /** The shift's room with its joining details (numbers of a phone room), or null. */
  room: shiftRoomSchema.nullable(),
  /** Whether a call's meeting URL locks the room choice. */
  roomLocked: z.boolean(),
  /** The start times of slots 0 .. sessions + extensions - 1 (the slots a block may use). */
  slotStartTimes: z.array(z.string()),
  scenarios: z.array(callScenarioSchema),
  blocks: z.array(callBlockSchema),
  /** The slot menus' candidates: for managers only (null for everybody else). */
  candidates: slotCandidatesSchema.nullable(),
});
export type ShiftCalls = z.infer<typeof shiftCallsSchema>;

export const blockNumberSchema = z
  .number()
  .int('must be a whole number')
  .min(0, 'must be 0 or more')
  .max(MAX_CALL_BLOCKS - 1, `must be less than ${MAX_CALL_BLOCKS}`);

/** POST /calls {call}: a call in block `blockNumber` of a roleplay shift. */
export const createCallBodySchema = z.object({
  call: z.object({ eventId: idSchema, blockNumber: blockNumberSchema }),
});
export type CreateCallBody = z.input<typeof createCallBodySchema>;

const httpUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => {
    if (value === '') return true;
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'must be a web address starting with https://')
  .transform((value) => (value === '' ? null : value));

/**
 * PATCH /calls/{id} {call: {meetingUrl, updatedAt}}: a custom room's meeting URL for this call (empty
 * or null clears it). A stale `updatedAt` (the call's stamp the edit began from) answers 409; without
 * it the link is saved as before.
 */
export const updateCallBodySchema = z.object({
  call: z.object({
    meetingUrl: httpUrl.nullable().transform((value) => value ?? null),
    updatedAt: isoDateTimeSchema.optional(),
  }),
});
export type UpdateCallBody = z.input<typeof updateCallBodySchema>;

/** DELETE /roleplay_shifts/{id}/call_blocks/{blockNumber}. */
export const callBlockParamsSchema = z.object({
  id: idTextSchema,
  blockNumber: z
    .string()
    .regex(/^(0|[1-9][0-9]{0,2})$/, { message: 'must be a block number: a whole number in plain digits', abort: true })
    .transform(Number)
    .pipe(blockNumberSchema),
});

/** POST /call_slots {callSlot}. */
export const createCallSlotBodySchema = z.object({
  callSlot: z.object({ callId: idSchema, scenarioComponentId: idSchema, userId: idSchema.nullable().optional() }),
});
export type CreateCallSlotBody = z.input<typeof createCallSlotBodySchema>;

/** PUT /call_slots/{id} {callSlot: {userId}}: another role-player (null empties the slot). */
export const updateCallSlotBodySchema = z.object({
  callSlot: z.object({ userId: idSchema.nullable() }),
});
export type UpdateCallSlotBody = z.input<typeof updateCallSlotBodySchema>;

/** POST /participant_slots {participantSlot}. */
export const createParticipantSlotBodySchema = z.object({
  participantSlot: z.object({ callId: idSchema, userId: idSchema }),
});
export type CreateParticipantSlotBody = z.input<typeof createParticipantSlotBodySchema>;

/** PUT /participant_slots/{id} {participantSlot: {callId}}: moves the participant to another call of the shift. */
export const updateParticipantSlotBodySchema = z.object({
  participantSlot: z.object({ callId: idSchema }),
});
export type UpdateParticipantSlotBody = z.input<typeof updateParticipantSlotBodySchema>;

/** PUT /participant_slots/{id}/note {participantSlotNote}: the note for one scenario (empty removes it). */
export const participantSlotNoteBodySchema = z.object({
  participantSlotNote: z.object({
    id: idSchema.optional(),
    scenarioComponentId: idSchema,
    note: z.string().trim().max(MAX_PARTICIPANT_SLOT_NOTE, `must be at most ${MAX_PARTICIPANT_SLOT_NOTE} characters`),
  }),
});
export type ParticipantSlotNoteBody = z.input<typeof participantSlotNoteBodySchema>;

/** What POST /participant_slots answers: the slot and its call. */
export const createdParticipantSlotSchema = participantSlotSchema;

/** POST /participant_slots/{id}/send_reminder?resend_invite=1|0: 1 sends the calendar invitation (.ics) again with the reminder. */
export const sendReminderQuerySchema = z.object({ resend_invite: z.enum(['0', '1']) });
export type SendReminderQuery = z.input<typeof sendReminderQuerySchema>;

/** The answer to a reminder: the text to show ('Successfully sent reminder email'). Failures answer { error }. */
export const sendReminderResultSchema = z.object({ message: z.string() });
export type SendReminderResult = z.infer<typeof sendReminderResultSchema>;

/**
 * POST /roleplay_shifts/{id}/late_reminders (admin, coach, sc; on the shift's day): e-mails the
 * participants whose call starts within the hour or has started, once per participant per call, and
 * names whom it reached (`recipients`, by call). GET …/late_reminders/preview shows those e-mails
 * first (mailPreviewsSchema) without sending anything.
 */
export const lateRemindersResultSchema = z.object({
  sent: z.number().int(),
  recipients: z.array(mailRecipientSchema),
  message: z.string(),
});
export type LateRemindersResult = z.infer<typeof lateRemindersResultSchema>;
