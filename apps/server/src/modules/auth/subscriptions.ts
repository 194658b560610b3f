import type { Config } from '../../config';
import type { EventHub } from '../../lib/events';
import { enqueueMail } from '../../mail/outbox';
import { renderMail } from '../../mail/templates';
import { findLiveUser } from '../users';
import { createLoginLink, mailLanguageOf } from './service';

/**
 * What sign-in follows (app.ts subscribes it when it builds the app): a password reset gets the
 * participant a one-time sign-in link to their user page, e-mailed in the reset's transaction, so
 * the flag, the link and the e-mail commit together.
 */
export function subscribeAuth(hub: EventHub, config: Config): void {
  hub.inTransaction('user.passwordReset', async (tx, { userId }) => {
    const row = await findLiveUser(tx, userId);
    if (!row) return;
    const link = await createLoginLink({ tx, config, userId: row.id, path: `/users/${row.id}` });
    // The person's own e-mail: in their language (a participant's falls back to their course's).
    const mail = renderMail('password-reset', await mailLanguageOf(tx, row.id), { name: row.name, link });
    await enqueueMail(tx, { to: [row.email], subject: mail.subject, text: mail.text, html: mail.html });
  });
}
