import {
  blockStartTimes,
  callJoinUrl,
  callLengthMinutes,
  MAX_CALL_BLOCKS,
  type MailPreviews,
  MESSAGES,
  type ParticipantScheduleInfo,
} from '@app/shared';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { transaction } from '../../db/transaction';
import { audit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { invalidField } from '../../lib/records';
import { describeShiftTime } from '../../lib/zoned-time';
import { enqueueMail } from '../../mail/outbox';
import { mailPreview } from '../../mail/preview';
import { renderMail, type ScheduleCallFields } from '../../mail/templates';
import type { AuthUser } from '../../plugins/types';
import { enrolledPeople, preferencesOf } from '../courses';
import { presentShiftRoom } from '../rooms';
import { loadShift, lockShift } from '../shifts';
import { courseComponents, participantCallsOfShift } from './repository';

/** The course's resources flag and participants, inside the caller's transaction. */
async function scheduleFacts(tx: Tx, courseId: number) {
  const preferences = await preferencesOf(tx, courseId);
  const participants = await enrolledPeople(tx, courseId);
  return { preferences, participants };
}

/** GET /roleplay_shifts/{id}/participant_schedule: what the schedule e-mail dialog shows. */
export async function getScheduleInfo(opts: { db: Db; id: number }): Promise<ParticipantScheduleInfo> {
  return transaction(opts.db, async (tx) => {
    const record = await loadShift(tx, opts.id, { type: 'roleplay' });
    if (!record) throw notFound(MESSAGES.shiftNotFound);
    const { preferences, participants } = await scheduleFacts(tx, record.event.courseId);
    const { room } = record;
    return { room: room ? presentShiftRoom(room) : null, resourcesReady: preferences.resourcesReady, participants };
  });
}

/**
 * The schedule e-mails of a roleplay shift to the chosen participants, rendered (nothing queued),
 * in the course's language, naming the shift's date (business time zone) and the room: a
 * participant who sits in calls of the shift is told about each call in block order (its time, the
 * course's scenarios in order, and its joining link or the phone room's numbers); one in no call
 * gets the shift's time and the room's joining details. Refused with 409 while the shift has no
 * room or the course's resources are not marked ready, and with 400 when a user is not a
 * participant of the course. `lock` locks the shift (sending); a preview only reads it.
 */
async function scheduleMails(tx: Tx, opts: { config: Config; shiftId: number; userIds: number[]; lock: boolean; field: string }) {
  const record = opts.lock
    ? await lockShift(tx, opts.shiftId, 'roleplay')
    : await loadShift(tx, opts.shiftId, { type: 'roleplay' });
  if (!record) throw notFound(MESSAGES.shiftNotFound);
  const { event } = record;
  const { room } = record;
  const { preferences, participants } = await scheduleFacts(tx, event.courseId);
  if (!room) throw new AppError('shift_has_no_room', MESSAGES.scheduleNeedsRoom);
  if (!preferences.resourcesReady) throw new AppError('resources_not_ready', MESSAGES.scheduleNeedsResources);
  const byId = new Map(participants.map((p) => [p.id, p]));
  const chosen = [...new Set(opts.userIds)];
  const strangers = chosen.filter((id) => !byId.has(id));
  if (strangers.length > 0) {
    throw invalidField(opts.field, `must name participants of the course (not ${strangers.slice(0, 5).join(', ')})`);
  }
  const when = describeShiftTime(event, { timeZone: opts.config.timeZone, language: preferences.language });
  const phone = room.roomType === 'phone';
  const numbers = {
    localNumber: phone ? (room.localNumber ?? undefined) : undefined,
    tollFreeNumber: phone ? (room.tollFreeNumber ?? undefined) : undefined,
  };
  // Each participant's calls, in block order, with their own times and links.
  const components = await courseComponents(tx, event.courseId);
  const callLength = callLengthMinutes(components);
  const scenarios = components.filter((c) => c.isScenario).map((c) => c.content);
  const starts = blockStartTimes(event.begins, callLength, MAX_CALL_BLOCKS);
  const callsOf = new Map<number, ScheduleCallFields[]>();
  for (const seat of await participantCallsOfShift(tx, event.id)) {
    const mine = callsOf.get(seat.userId) ?? [];
    const begins = starts[seat.blockNumber] ?? event.begins;
    const ends = new Date(begins.getTime() + callLength * 60_000);
    mine.push({
      callNumber: mine.length + 1,
      callTime: describeShiftTime({ begins, ends }, { timeZone: opts.config.timeZone, language: preferences.language }).time,
      scenarios: scenarios.join(', ') || undefined,
      ...numbers,
      meetingUrl: callJoinUrl(room, seat.meetingUrl) ?? undefined,
    });
    callsOf.set(seat.userId, mine);
  }
  const mails = chosen.flatMap((id) => {
    const person = byId.get(id);
    if (!person) return [];
    const calls = callsOf.get(id) ?? [];
    const mail = renderMail('participant-schedule', preferences.language, {
      name: person.name,
      courseName: record.courseName,
      clientName: record.clientName,
      ...when,
      roomName: room.name,
      ...(calls.length > 0
        ? { callCount: calls.length, calls }
        : { ...numbers, meetingUrl: phone ? undefined : (room.meetingUrl ?? undefined) }),
    });
    return [{ person, mail }];
  });
  return { event, room, preferences, chosen, mails };
}

/**
 * GET /participant_schedule/preview?roleplay_shift_id=…&user_id=…: the schedule e-mail as that
 * participant would get it (sender, BCC list, subject, text), queuing nothing; refused as sending is.
 */
export async function previewParticipantSchedule(opts: {
  db: Db;
  config: Config;
  shiftId: number;
  userId: number;
}): Promise<MailPreviews> {
  return transaction(opts.db, async (tx) => {
    const { preferences, mails } = await scheduleMails(tx, {
      ...opts,
      userIds: [opts.userId],
      lock: false,
      field: 'user_id',
    });
    return {
      mails: mails.map(({ person, mail }) =>
        mailPreview(opts.config, {
          to: [{ name: person.name, email: person.email }],
          from: preferences.emailSender,
          bcc: preferences.emailBccList,
          subject: mail.subject,
          text: mail.text,
        }),
      ),
    };
  });
}

/**
 * POST /participant_schedule?roleplay_shift_id=… {userIds}: queues one e-mail per chosen
 * participant (scheduleMails: what each says, and when it is refused), from the course's sender
 * with its BCC list. Returns how many e-mails were queued.
 */
export async function sendParticipantSchedule(opts: {
  db: Db;
  config: Config;
  actor: AuthUser;
  shiftId: number;
  userIds: number[];
}): Promise<{ sent: number }> {
  return transaction(opts.db, async (tx) => {
    const { event, room, preferences, chosen, mails } = await scheduleMails(tx, { ...opts, lock: true, field: 'userIds' });
    for (const { person, mail } of mails) {
      await enqueueMail(tx, {
        to: [person.email],
        from: preferences.emailSender || null,
        bcc: preferences.emailBccList,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    }
    await audit(tx, {
      actorId: opts.actor.id,
      action: 'send_participant_schedule',
      entity: 'course_event',
      entityId: event.id,
      data: { userIds: chosen, roomId: room.id },
    });
    return { sent: chosen.length };
  });
}
