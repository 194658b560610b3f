/**
 * Reminders of a participant's session (their call in a roleplay shift): the calendar invitation
 * (.ics) kept in step with the call, the reminder a manager sends, the Late Reminder, and the
 * scheduled reminder n days before (course preferences), which the job runner sends. Every e-mail
 * is queued in the outbox in the transaction of the change that causes it, in the course's
 * language, from its sender with its BCC list.
 */
import { randomUUID } from 'node:crypto';
import {
  callJoinUrl,
  type LateRemindersResult,
  lateRemindersSentText,
  type MailPreviews,
  type MailRecipient,
  MESSAGES,
  type SendReminderResult,
} from '@app/shared';
import { TZDate } from '@date-fns/tz';
import { subDays } from 'date-fns';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { transaction } from '../../db/transaction';
import { cancelJobsOfGroup, scheduleJob } from '../../jobs/queue';
import type { JobHandlers } from '../../jobs/runner';
import { audit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { describeShiftTime, zonedDate } from '../../lib/zoned-time';
import { enqueueMail, type OutgoingMail } from '../../mail/outbox';
import { mailPreview } from '../../mail/preview';
import { type MailTemplateData, renderMail, type SessionMailFields } from '../../mail/templates';
import type { AuthUser } from '../../plugins/types';
import { preferencesOf } from '../courses';
import { callLengthMinutes } from '../scenario-components';
import { assertMayView, loadShift, type ShiftRecord } from '../shifts';
import { organizerOf, sessionIcs } from './calendar';
import type { SlotSession } from './repository';
import * as repo from './repository';

const MINUTE = 60_000;
/** The Late Reminder's window: calls starting within this time from now, or started and not ended. */
export const LATE_REMINDER_WINDOW_MINUTES = 60;
export const PARTICIPANT_REMINDER_JOB = 'participant-reminder';

type Preferences = Awaited<ReturnType<typeof preferencesOf>>;

/** What an invitation says; compared with what was sent to decide whether an update is due. */
type SessionDetails = Record<'start' | 'end' | 'roomName' | 'joinUrl' | 'localNumber' | 'tollFreeNumber', string | null>;

/** A shift with what every session mail of it needs. */
interface ShiftContext {
  record: ShiftRecord;
  preferences: Preferences;
  callLength: number;
}

async function shiftContext(tx: Tx, record: ShiftRecord): Promise<ShiftContext> {
  return {
    record,
    preferences: await preferencesOf(tx, record.event.courseId),
    callLength: await callLengthMinutes(tx, record.event.courseId),
  };
}

/** When a block's calls start and end (block k starts k call lengths after the shift begins). */
function callTimes(ctx: ShiftContext, blockNumber: number): { start: Date; end: Date } {
  const start = new Date(ctx.record.event.begins.getTime() + blockNumber * ctx.callLength * MINUTE);
  return { start, end: new Date(start.getTime() + ctx.callLength * MINUTE) };
}

/** The session of a slot: its call's time, the room and the joining details its call has now. */
function sessionDetails(ctx: ShiftContext, slot: Pick<SlotSession, 'blockNumber' | 'meetingUrl'>): SessionDetails {
  const { room } = ctx.record;
  const { start, end } = callTimes(ctx, slot.blockNumber);
  const phone = room?.roomType === 'phone';
  return {
    start: start.toISOString(),
    end: end.toISOString(),
    roomName: room?.name ?? null,
    joinUrl: callJoinUrl(room, slot.meetingUrl),
    localNumber: phone ? (room?.localNumber ?? null) : null,
    tollFreeNumber: phone ? (room?.tollFreeNumber ?? null) : null,
  };
}

function sameDetails(a: Record<string, string | null>, b: SessionDetails): boolean {
  return (Object.keys(b) as Array<keyof SessionDetails>).every((key) => (a[key] ?? null) === b[key]);
}

/** The mail fields of a session for one participant. */
function sessionFields(config: Config, ctx: ShiftContext, details: SessionDetails, name: string): SessionMailFields {
  const when = describeShiftTime(
    { begins: new Date(details.start ?? 0), ends: new Date(details.end ?? 0) },
    { timeZone: config.timeZone, language: ctx.preferences.language },
  );
  return {
    name,
    courseName: ctx.record.courseName,
    clientName: ctx.record.clientName,
    ...when,
    roomName: details.roomName ?? undefined,
    localNumber: details.localNumber ?? undefined,
    tollFreeNumber: details.tollFreeNumber ?? undefined,
    joinUrl: details.joinUrl ?? undefined,
  };
}

type SessionTemplate =
  | 'session-invitation'
  | 'session-invitation-updated'
  | 'session-invitation-cancelled'
  | 'session-reminder'
  | 'session-starting-soon';

/** Queues a session mail to a participant from the course's sender with its BCC list. */
async function queueSessionMail<N extends SessionTemplate>(
  tx: Tx,
  opts: {
    ctx: ShiftContext;
    template: N;
    data: MailTemplateData[N];
    to: string;
    icalEvent?: OutgoingMail['icalEvent'];
  },
): Promise<void> {
  const mail = renderMail(opts.template, opts.ctx.preferences.language, opts.data);
  await enqueueMail(tx, {
    to: [opts.to],
    from: opts.ctx.preferences.emailSender || null,
    bcc: opts.ctx.preferences.emailBccList,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    icalEvent: opts.icalEvent ?? null,
  });
}

/** The .ics of an invitation, for the participant, with the mail's text as its description. */
function invitationIcs(
  config: Config,
  ctx: ShiftContext,
  opts: {
    method: 'REQUEST' | 'CANCEL';
    uid: string;
    sequence: number;
    details: SessionDetails;
    participant: { name: string; email: string };
    description: string;
  },
): NonNullable<OutgoingMail['icalEvent']> {
  const { details } = opts;
  const where = [details.roomName, details.joinUrl ?? details.localNumber].filter(Boolean).join(' – ');
  const content = sessionIcs(opts.method, {
    uid: opts.uid,
    sequence: opts.sequence,
    start: new Date(details.start ?? 0),
    end: new Date(details.end ?? 0),
    summary: `${ctx.record.courseName} (${ctx.record.clientName})`,
    description: opts.description,
    location: where || null,
    url: details.joinUrl,
    organizer: organizerOf(ctx.preferences.emailSender || config.mailFrom),
    attendee: opts.participant,
  });
  return { method: opts.method, content, filename: opts.method === 'CANCEL' ? 'cancel.ics' : 'invite.ics' };
}

/** Queues an invitation mail (new, updated or cancelled) with its .ics. */
async function queueInvitation(
  tx: Tx,
  config: Config,
  ctx: ShiftContext,
  opts: {
    kind: 'new' | 'updated' | 'cancelled';
    uid: string;
    sequence: number;
    details: SessionDetails;
    participant: { name: string; email: string };
  },
): Promise<void> {
  const template =
    opts.kind === 'new'
      ? 'session-invitation'
      : opts.kind === 'updated'
        ? 'session-invitation-updated'
        : 'session-invitation-cancelled';
  const data = sessionFields(config, ctx, opts.details, opts.participant.name);
  const text = renderMail(template, ctx.preferences.language, data).text;
  await queueSessionMail(tx, {
    ctx,
    template,
    data,
    to: opts.participant.email,
    icalEvent: invitationIcs(config, ctx, {
      method: opts.kind === 'cancelled' ? 'CANCEL' : 'REQUEST',
      uid: opts.uid,
      sequence: opts.sequence,
      details: opts.details,
      participant: opts.participant,
      description: text,
    }),
  });
}

function newUid(config: Config): string {
  const host = (() => {
    try {
      return new URL(config.appUrl).hostname || 'localhost';
    } catch {
      return 'localhost';
    }
  })();
  return `${randomUUID()}@${host}`;
}

/** Sends the cancellation of a stored invitation to its participant (when they still have an account). */
async function cancelInvitation(tx: Tx, config: Config, ctx: ShiftContext, invitation: repo.InvitationRow): Promise<void> {
  const contact = await repo.findContact(tx, invitation.userId);
  if (!contact || contact.deletedAt) return;
  await queueInvitation(tx, config, ctx, {
    kind: 'cancelled',
    uid: invitation.uid,
    sequence: invitation.sequence + 1,
    details: invitation.details as SessionDetails,
    participant: { name: contact.name, email: contact.email },
  });
}

/**
 * Keeps the calendar invitations of a shift in step with its participant slots. On a shift that
 * uses calendar invites, a participant slotted into a call gets an invitation (METHOD:REQUEST) and
 * is marked added to the event; a change of their call's time, room or joining link sends an update
 * (same UID, SEQUENCE + 1); leaving the call, the call or block being removed, or the shift giving up
 * calendar invites sends a cancellation (METHOD:CANCEL, same UID). Nothing is sent for a shift that
 * has ended.
 */
async function syncInvitations(tx: Tx, config: Config, ctx: ShiftContext, slots: SlotSession[], now: Date): Promise<void> {
  const { event } = ctx.record;
  const invitations = await repo.invitationsOfShift(tx, event.id);
  if (event.ends.getTime() <= now.getTime()) return;
  const bySlot = new Map(invitations.map((row) => [row.participantSlotId, row]));
  const wanted = event.useGoogleCalendar;
  const added: number[] = [];
  const removed: number[] = [];
  const gone: number[] = [];

  for (const slot of slots) {
    const invitation = bySlot.get(slot.id);
    bySlot.delete(slot.id);
    const participant = { name: slot.name, email: slot.email };
    const details = sessionDetails(ctx, slot);
    if (!wanted) {
      if (invitation) {
        await cancelInvitation(tx, config, ctx, invitation);
        gone.push(invitation.id);
      }
      removed.push(slot.id);
      continue;
    }
    if (!invitation) {
      const uid = newUid(config);
      await repo.insertInvitation(tx, { participantSlotId: slot.id, eventId: event.id, userId: slot.userId, uid, details });
      await queueInvitation(tx, config, ctx, { kind: 'new', uid, sequence: 0, details, participant });
    } else if (!sameDetails(invitation.details, details)) {
      const sequence = invitation.sequence + 1;
      await repo.updateInvitation(tx, invitation.id, { sequence, details });
      await queueInvitation(tx, config, ctx, { kind: 'updated', uid: invitation.uid, sequence, details, participant });
    }
    added.push(slot.id);
  }
  // Invitations whose participant slot is gone (removed, or its call or block deleted).
  for (const invitation of bySlot.values()) {
    await cancelInvitation(tx, config, ctx, invitation);
    gone.push(invitation.id);
  }
  await repo.deleteInvitations(tx, gone);
  await repo.setAddedToEvent(tx, added, true);
  await repo.setAddedToEvent(tx, removed, false);
}

const shiftGroup = (eventId: number) => `shift:${eventId}`;
const reminderKey = (slotId: number) => `${PARTICIPANT_REMINDER_JOB}:${slotId}`;

/**
 * When the reminder of a call is due: `days` calendar days before the call's start, at the same
 * time of day in the business time zone.
 */
export function reminderTime(callStart: Date, days: number, timeZone: string): Date {
  return new Date(subDays(new TZDate(callStart.getTime(), timeZone), days).getTime());
}

/**
 * Schedules (or moves) the reminder job of every participant slot of the shift for n days before
 * their call, and removes the jobs of slots that are gone. Jobs are kept whether or not the course's
 * reminder is switched on: the job reads the preference when it runs.
 */
async function scheduleReminders(tx: Tx, config: Config, ctx: ShiftContext, slots: SlotSession[]): Promise<void> {
  const keys: string[] = [];
  for (const slot of slots) {
    const key = reminderKey(slot.id);
    keys.push(key);
    const { start } = callTimes(ctx, slot.blockNumber);
    await scheduleJob(tx, {
      kind: PARTICIPANT_REMINDER_JOB,
      key,
      groupKey: shiftGroup(ctx.record.event.id),
      runAt: reminderTime(start, ctx.preferences.customReminderDaysBefore, config.timeZone),
      payload: { participantSlotId: slot.id },
    });
  }
  await cancelJobsOfGroup(tx, shiftGroup(ctx.record.event.id), keys);
}

/**
 * Brings a roleplay shift's reminders in step after a change of its calls or slots, its time, its
 * room or its calendar setting: the calendar invitations (sync) and the scheduled reminders. Runs in
 * the caller's transaction. Other kinds of shift, or a shift that is gone, are left alone.
 */
export async function shiftCallsChanged(tx: Tx, opts: { config: Config; eventId: number; now?: Date }): Promise<void> {
  await repo.lockShiftReminders(tx, opts.eventId);
  const record = await loadShift(tx, opts.eventId, { type: 'roleplay' });
  if (!record) return;
  const ctx = await shiftContext(tx, record);
  const slots = await repo.slotsOfShift(tx, record.event.id);
  await syncInvitations(tx, opts.config, ctx, slots, opts.now ?? new Date());
  await scheduleReminders(tx, opts.config, ctx, slots);
}

/**
 * Before a shift is deleted (in the same transaction): cancels every calendar invitation of it, and
 * its scheduled reminders.
 */
export async function shiftDeleting(tx: Tx, opts: { config: Config; eventId: number; now?: Date }): Promise<void> {
  await repo.lockShiftReminders(tx, opts.eventId);
  const record = await loadShift(tx, opts.eventId);
  if (!record) return;
  await cancelJobsOfGroup(tx, shiftGroup(record.event.id));
  const invitations = await repo.invitationsOfShift(tx, record.event.id);
  if (invitations.length === 0 || record.event.ends.getTime() <= (opts.now ?? new Date()).getTime()) return;
  const ctx = await shiftContext(tx, record);
  for (const invitation of invitations) await cancelInvitation(tx, opts.config, ctx, invitation);
  await repo.deleteInvitations(
    tx,
    invitations.map((row) => row.id),
  );
}

/**
 * After a room's own joining details (link, numbers, name, type) changed, in the same transaction:
 * brings the invitations of the roleplay shifts ahead that book it in step (updated .ics where what
 * an invitation says has changed, nothing otherwise).
 */
export async function roomChanged(tx: Tx, opts: { config: Config; roomId: number; now?: Date }): Promise<void> {
  const now = opts.now ?? new Date();
  for (const eventId of await repo.roleplayShiftsAhead(tx, { roomId: opts.roomId }, now)) {
    await shiftCallsChanged(tx, { config: opts.config, eventId, now });
  }
}

/**
 * After a change of a course's scenario that moves its call blocks (a component's duration), in the
 * same transaction: updated .ics and rescheduled reminders for the roleplay shifts ahead of the course.
 */
export async function callLengthChanged(tx: Tx, opts: { config: Config; courseId: number; now?: Date }): Promise<void> {
  const now = opts.now ?? new Date();
  for (const eventId of await repo.roleplayShiftsAhead(tx, { courseId: opts.courseId }, now)) {
    await shiftCallsChanged(tx, { config: opts.config, eventId, now });
  }
}

/**
 * Before a course is deleted with its shifts (in the same transaction): cancels the calendar
 * invitations and scheduled reminders of its roleplay shifts ahead.
 */
export async function courseDeleting(tx: Tx, opts: { config: Config; courseId: number; now?: Date }): Promise<void> {
  const now = opts.now ?? new Date();
  for (const eventId of await repo.roleplayShiftsAhead(tx, { courseId: opts.courseId }, now)) {
    await shiftDeleting(tx, { config: opts.config, eventId, now });
  }
}

/**
 * POST /participant_slots/{id}/send_reminder: e-mails the participant a reminder of their session,
 * with the calendar invitation again when `resendInvite`. Refused (409 reminder_not_allowed) unless
 * the shift uses calendar invites and the participant was added to its event.
 */
export async function sendReminder(opts: {
  db: Db;
  config: Config;
  actor: AuthUser;
  id: number;
  resendInvite: boolean;
}): Promise<SendReminderResult> {
  return transaction(opts.db, async (tx) => {
    const { slot, ctx, details, data, invitation } = await reminderOf(tx, opts);
    await queueSessionMail(tx, {
      ctx,
      template: 'session-reminder',
      data,
      to: slot.email,
      icalEvent: invitation
        ? invitationIcs(opts.config, ctx, {
            method: 'REQUEST',
            uid: invitation.uid,
            sequence: invitation.sequence,
            details,
            participant: { name: slot.name, email: slot.email },
            description: renderMail('session-invitation', ctx.preferences.language, data).text,
          })
        : null,
    });
    await audit(tx, {
      actorId: opts.actor.id,
      action: 'send_reminder',
      entity: 'participant_slot',
      entityId: slot.id,
      eventId: slot.eventId,
      data: { resendInvite: invitation !== undefined },
    });
    return { message: MESSAGES.successfullySentReminder };
  });
}

/** A participant slot's reminder: the slot, its shift, the mail's fields and (asked to resend) the invitation; refused as sending is. */
async function reminderOf(tx: Tx, opts: { config: Config; id: number; resendInvite: boolean }) {
  const slot = await repo.findSlot(tx, opts.id);
  if (!slot) throw notFound(MESSAGES.participantSlotNotFound);
  const record = await loadShift(tx, slot.eventId, { type: 'roleplay' });
  if (!record) throw notFound(MESSAGES.shiftNotFound);
  if (!record.event.useGoogleCalendar || !slot.addedToEvent) {
    throw new AppError('reminder_not_allowed', MESSAGES.reminderNotAllowed);
  }
  const ctx = await shiftContext(tx, record);
  const details = sessionDetails(ctx, slot);
  const data = sessionFields(opts.config, ctx, details, slot.name);
  const invitation = opts.resendInvite ? await repo.findInvitation(tx, slot.id) : undefined;
  return { slot, ctx, details, data, invitation };
}

/**
 * GET /participant_slots/{id}/send_reminder/preview?resend_invite=1|0: the reminder e-mail as the
 * participant would get it (sender, BCC list, subject, text), sending nothing; refused as sending is.
 */
export async function previewReminder(opts: {
  db: Db;
  config: Config;
  id: number;
  resendInvite: boolean;
}): Promise<MailPreviews> {
  return transaction(opts.db, async (tx) => {
    const { slot, ctx, data } = await reminderOf(tx, opts);
    const mail = renderMail('session-reminder', ctx.preferences.language, data);
    return {
      mails: [
        mailPreview(opts.config, {
          to: [{ name: slot.name, email: slot.email }],
          from: ctx.preferences.emailSender,
          bcc: ctx.preferences.emailBccList,
          subject: mail.subject,
          text: mail.text,
        }),
      ],
    };
  });
}

/** The Late Reminder's shift, checked: the viewer may see it, and it is today in the business time zone. */
async function lateReminderShift(tx: Tx, opts: { config: Config; actor: AuthUser; id: number; now: Date }) {
  const record = await loadShift(tx, opts.id, { type: 'roleplay' });
  if (!record) throw notFound(MESSAGES.shiftNotFound);
  await assertMayView(tx, { viewer: opts.actor, record, timeZone: opts.config.timeZone, now: opts.now });
  if (zonedDate(record.event.begins, opts.config.timeZone) !== zonedDate(opts.now, opts.config.timeZone)) {
    throw new AppError('late_reminder_not_today', MESSAGES.lateReminderNotToday);
  }
  return shiftContext(tx, record);
}

/**
 * The late reminders due now on the shift: each participant slot whose call starts within the next
 * hour or has started and not ended, and has not been reminded for that call yet, with its e-mail.
 */
async function lateRemindersDue(tx: Tx, config: Config, ctx: ShiftContext, now: Date) {
  const horizon = now.getTime() + LATE_REMINDER_WINDOW_MINUTES * MINUTE;
  const sent = await repo.lateRemindersSent(tx, ctx.record.event.id);
  return (await repo.slotsOfShift(tx, ctx.record.event.id))
    .filter((slot) => {
      const { start, end } = callTimes(ctx, slot.blockNumber);
      return start.getTime() <= horizon && end.getTime() > now.getTime() && !sent.has(`${slot.callId}:${slot.userId}`);
    })
    .map((slot) => ({
      slot,
      mail: renderMail(
        'session-starting-soon',
        ctx.preferences.language,
        sessionFields(config, ctx, sessionDetails(ctx, slot), slot.name),
      ),
    }));
}

/**
 * GET /roleplay_shifts/{id}/late_reminders/preview: the e-mails the Late Reminder would send now (to
 * whom, with the course's sender and BCC list, subject and text), sending nothing. Refused as the
 * sending is (not the shift's day, a coach not on the shift).
 */
export async function previewLateReminders(opts: {
  db: Db;
  config: Config;
  actor: AuthUser;
  id: number;
  now?: Date;
}): Promise<MailPreviews> {
  const now = opts.now ?? new Date();
  return transaction(opts.db, async (tx) => {
    const ctx = await lateReminderShift(tx, { ...opts, now });
    const due = await lateRemindersDue(tx, opts.config, ctx, now);
    return {
      mails: due.map(({ slot, mail }) =>
        mailPreview(opts.config, {
          to: [{ name: slot.name, email: slot.email }],
          from: ctx.preferences.emailSender,
          bcc: ctx.preferences.emailBccList,
          subject: mail.subject,
          text: mail.text,
        }),
      ),
    };
  });
}

/**
 * POST /roleplay_shifts/{id}/late_reminders: on the shift's day (business time zone) only, e-mails
 * each participant whose call starts within the next hour or has started and not ended, once per
 * participant and call (late_reminders' unique key, so two clicks at once send one), and names
 * whom it reached. A coach must be on the shift (as for its page).
 */
export async function sendLateReminders(opts: {
  db: Db;
  config: Config;
  actor: AuthUser;
  id: number;
  now?: Date;
}): Promise<LateRemindersResult> {
  const now = opts.now ?? new Date();
  return transaction(opts.db, async (tx) => {
    const ctx = await lateReminderShift(tx, { ...opts, now });
    const recipients: MailRecipient[] = [];
    for (const { slot } of await lateRemindersDue(tx, opts.config, ctx, now)) {
      const first = await repo.recordLateReminder(tx, {
        eventId: ctx.record.event.id,
        callId: slot.callId,
        userId: slot.userId,
        sentBy: opts.actor.id,
      });
      if (!first) continue;
      await queueSessionMail(tx, {
        ctx,
        template: 'session-starting-soon',
        data: sessionFields(opts.config, ctx, sessionDetails(ctx, slot), slot.name),
        to: slot.email,
      });
      recipients.push({ name: slot.name, email: slot.email });
    }
    await audit(tx, {
      actorId: opts.actor.id,
      action: 'send_late_reminders',
      entity: 'course_event',
      entityId: ctx.record.event.id,
      data: { sent: recipients.length },
    });
    return {
      sent: recipients.length,
      recipients,
      message: lateRemindersSentText(recipients.map((r) => r.name)),
    };
  });
}

/**
 * The scheduled reminder of one participant slot (job payload `participantSlotId`): sends the
 * 'session-reminder' with the course's custom text when the course's reminder is switched on.
 * Nothing is sent when the slot or shift is gone, the call has started, or the preference is off.
 * A job that finds itself early (the preference now asks for fewer days) waits for the right time.
 */
async function runParticipantReminder(tx: Tx, payload: Record<string, unknown>, opts: { config: Config; now: Date }) {
  const slotId = Number(payload.participantSlotId);
  if (!Number.isInteger(slotId)) return undefined;
  const slot = await repo.findSlot(tx, slotId);
  if (!slot) return undefined;
  const record = await loadShift(tx, slot.eventId, { type: 'roleplay' });
  if (!record) return undefined;
  const ctx = await shiftContext(tx, record);
  const { start } = callTimes(ctx, slot.blockNumber);
  if (!ctx.preferences.customReminderEnabled || start.getTime() <= opts.now.getTime()) return undefined;
  const due = reminderTime(start, ctx.preferences.customReminderDaysBefore, opts.config.timeZone);
  if (due.getTime() > opts.now.getTime()) return { runAt: due };
  const contact = await repo.findContact(tx, slot.userId);
  if (!contact || contact.deletedAt) return undefined;
  await queueSessionMail(tx, {
    ctx,
    template: 'session-reminder',
    data: {
      ...sessionFields(opts.config, ctx, sessionDetails(ctx, slot), slot.name),
      customText: ctx.preferences.customReminderText || undefined,
    },
    to: slot.email,
  });
  return undefined;
}

/** The job handlers of the reminders module, for the job runner. */
export const reminderJobHandlers: JobHandlers = {
  [PARTICIPANT_REMINDER_JOB]: (tx, job, ctx) => runParticipantReminder(tx, job.payload, ctx),
};
