import { type inviteEmailQuerySchema, MESSAGES } from '@app/shared';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import { audit } from '../../lib/audit';
import { badRequest, notFound } from '../../lib/errors';
import { enqueueMail } from '../../mail/outbox';
import { renderMail } from '../../mail/templates';
import type { AuthUser } from '../../plugins/types';
import { preferencesOf } from './preferences-service';
import { registrationUrl } from './registration-url';
import * as repo from './repository';
import { loadCourse } from './service';

export const NO_PARTICIPANTS_TO_INVITE = 'There are no participants to invite';
export const NO_PENDING_PARTICIPANTS = 'There are no pending participants to invite: all are already in a shift';
export const PARTICIPANT_NOT_PENDING = 'This participant is already in a shift of this course';

type InviteQuery = z.infer<typeof inviteEmailQuerySchema>;

/**
 * Queues the registration invitation e-mail for one participant (`user_id`), the pending ones
 * (`pending_only`) or all participants of a course, in the course's language and with its e-mail
 * preferences (sender, BCC list, welcome text, project manager contact), and records when each was
 * invited. The mails and the dates commit together.
 */
export async function sendInvitationEmails(opts: {
  db: Db;
  config: Config;
  actor: AuthUser;
  courseId: number;
  query: InviteQuery;
}): Promise<{ message: string; queued: number }> {
  const { query } = opts;
  return transaction(opts.db, async (tx) => {
    const record = await loadCourse(tx, opts.courseId);
    if (!record) throw notFound(MESSAGES.courseNotFound);
    const preferences = await preferencesOf(tx, opts.courseId);

    const oneUser = query.user_id;
    if (oneUser !== undefined) {
      if (!(await repo.isEnrolledLive(tx, opts.courseId, oneUser))) throw notFound(MESSAGES.notEnrolledInCourse);
    }
    const recipients = await repo.lockInvitationRecipients(tx, opts.courseId, {
      userId: oneUser,
      pendingOnly: query.pending_only ?? false,
    });
    if (recipients.length === 0) {
      if (oneUser !== undefined) throw badRequest(PARTICIPANT_NOT_PENDING);
      throw badRequest(query.pending_only ? NO_PENDING_PARTICIPANTS : NO_PARTICIPANTS_TO_INVITE);
    }

    const link = registrationUrl(opts.config, record.course.key);
    const manager = preferences.emailShowProjectManagerContact ? record.manager : null;
    for (const person of recipients) {
      const mail = renderMail('course-invitation', preferences.language, {
        name: person.name,
        courseName: record.course.name,
        clientName: record.orgName,
        link,
        welcomeText: preferences.emailCustomWelcomeText,
        managerName: manager?.name,
        managerEmail: manager?.email,
      });
      await enqueueMail(tx, {
        to: [person.email],
        from: preferences.emailSender || null,
        bcc: preferences.emailBccList,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    }
    const ids = recipients.map((r) => r.id);
    const sentAt = new Date();
    await repo.markInvitationsSent(tx, opts.courseId, ids, sentAt);
    await audit(tx, {
      actorId: opts.actor.id,
      action: 'invite_email',
      entity: 'course',
      entityId: opts.courseId,
      data: { queued: ids.length, pendingOnly: query.pending_only ?? false, userId: oneUser ?? null },
    });
    return { message: MESSAGES.invitationEmailsQueued, queued: ids.length };
  });
}
