import type { CourseLanguage } from '@app/shared';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import { enqueueMail } from '../../mail/outbox';
import type { RenderedMail } from '../../mail/templates';
import { createLoginLink, mailLanguageOf } from '../auth';
import type { Person } from './repository';

/**
 * Queues one e-mail to a person with a fresh one-click sign-in link that lands on `path`; `render`
 * writes the mail around the link, in `language`: the person's own (auth's mailLanguageOf), since
 * every mail sent through here is about their own place on a shift. Call it in the transaction of
 * the change the mail tells about.
 */
export async function mailWithSignIn(opts: {
  tx: Tx;
  config: Config;
  to: Person;
  path: string;
  render: (link: string, language: CourseLanguage) => RenderedMail;
}): Promise<void> {
  const link = await createLoginLink({ tx: opts.tx, config: opts.config, userId: opts.to.id, path: opts.path });
  const mail = opts.render(link, await mailLanguageOf(opts.tx, opts.to.id));
  await enqueueMail(opts.tx, { to: [opts.to.email], subject: mail.subject, text: mail.text, html: mail.html });
}
