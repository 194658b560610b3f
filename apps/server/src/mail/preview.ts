import type { MailPreview, MailRecipient } from '@app/shared';
import type { Config } from '../config';

/**
 * An e-mail as it would leave, for a preview before sending: the recipients by name, the cc and the
 * bcc (the course's list and the server's ALWAYS_BCC, as the worker adds it), the sender (the
 * course's, else MAIL_FROM), the subject and the text.
 */
export function mailPreview(
  config: Pick<Config, 'mailFrom' | 'alwaysBcc'>,
  mail: { to: MailRecipient[]; cc?: string[]; bcc?: string[]; from?: string | null; subject: string; text: string },
): MailPreview {
  const bcc = [...(mail.bcc ?? []), ...(config.alwaysBcc ? [config.alwaysBcc] : [])];
  return {
    to: mail.to,
    cc: mail.cc ?? [],
    bcc: [...new Set(bcc.map((address) => address.trim()).filter(Boolean))],
    from: mail.from || config.mailFrom,
    subject: mail.subject,
    text: mail.text,
  };
}
