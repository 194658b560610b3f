import { PLACE_HOLDING_INVITE_STATUSES, SHIFT_ROUTES } from '@app/shared';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import { describeShiftTime } from '../../lib/zoned-time';
import { enqueueMail } from '../../mail/outbox';
import { renderMail } from '../../mail/templates';
import { createLoginLink, mailLanguageOf } from '../auth';
import { preferencesOf } from '../courses';
import type { ShiftRecord } from './presenter';
import { isStaff } from './records';
import { holdersOf as holderRows } from './repository';

interface Holder {
  userId: number;
  name: string;
  email: string;
  staff: boolean;
}

/** Live users holding an invited, accepted or swap_requested invite of the shift. */
async function holdersOf(tx: Tx, eventId: number): Promise<Holder[]> {
  const rows = await holderRows(tx, eventId, [...PLACE_HOLDING_INVITE_STATUSES]);
  return rows.map((r) => ({ userId: r.userId, name: r.name, email: r.email, staff: isStaff(r.roles) }));
}

/**
 * Reads who is to be told of a shift's cancellation, before the shift and its invites are deleted.
 * Staff holders always; participants holding invites only when asked.
 */
export async function cancellationRecipients(tx: Tx, eventId: number, emailParticipants: boolean): Promise<Holder[]> {
  const holders = await holdersOf(tx, eventId);
  return holders.filter((h) => h.staff || emailParticipants);
}

/**
 * Queues the 'shift-cancelled' e-mail to each recipient, with the shift's date and time in the
 * business time zone. A staff member's copy is their own, in their language (auth's mailLanguageOf);
 * participants' copies are the course's e-mails: in its language, from its sender with its BCC list,
 * like its other participant e-mails.
 */
export async function queueCancellationMails(
  tx: Tx,
  opts: { config: Config; record: ShiftRecord; recipients: Holder[] },
): Promise<number> {
  if (opts.recipients.length === 0) return 0;
  const preferences = await preferencesOf(tx, opts.record.event.courseId);
  for (const person of opts.recipients) {
    const language = person.staff ? await mailLanguageOf(tx, person.userId) : preferences.language;
    const mail = renderMail('shift-cancelled', language, {
      name: person.name,
      courseName: opts.record.courseName,
      clientName: opts.record.clientName,
      ...describeShiftTime(opts.record.event, { timeZone: opts.config.timeZone, language }),
    });
    await enqueueMail(tx, {
      to: [person.email],
      from: person.staff ? null : preferences.emailSender || null,
      bcc: person.staff ? [] : preferences.emailBccList,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
  }
  return opts.recipients.length;
}

/**
 * Queues the 'shift-rescheduled' e-mail to the staff holding the shift (invited, accepted or
 * offering it for swap), each in their own language, with the old and the new time and a sign-in
 * link to the shift's page. Nothing is sent when the time did not change.
 */
export async function queueRescheduleMails(
  tx: Tx,
  opts: { config: Config; record: ShiftRecord; previous: { begins: Date; ends: Date } },
): Promise<number> {
  const { event } = opts.record;
  if (event.begins.getTime() === opts.previous.begins.getTime() && event.ends.getTime() === opts.previous.ends.getTime()) {
    return 0;
  }
  const staff = (await holdersOf(tx, event.id)).filter((h) => h.staff);
  if (staff.length === 0) return 0;
  const path = `/courses/${event.courseId}/${SHIFT_ROUTES[event.type]}/${event.id}`;
  for (const person of staff) {
    const link = await createLoginLink({ tx, config: opts.config, userId: person.userId, path });
    const language = await mailLanguageOf(tx, person.userId);
    const timing = { timeZone: opts.config.timeZone, language };
    const before = describeShiftTime(opts.previous, timing);
    const now = describeShiftTime(event, timing);
    const mail = renderMail('shift-rescheduled', language, {
      name: person.name,
      courseName: opts.record.courseName,
      clientName: opts.record.clientName,
      previousDate: before.date,
      previousTime: before.time,
      ...now,
      link,
    });
    await enqueueMail(tx, { to: [person.email], subject: mail.subject, text: mail.text, html: mail.html });
  }
  return staff.length;
}
