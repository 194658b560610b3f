import type { MessageDescriptor } from '@lingui/core';

/** The e-mail preview's texts (issue 40), in the shell's catalogue; the e-mails themselves are the server's. */
export const MAIL_PREVIEW_TEXTS = {
  mailTo: /*i18n*/ { id: 'mailPreview.mailTo', message: 'E-mail to {names}' },
  textTo: /*i18n*/ { id: 'mailPreview.textTo', message: 'Text of the e-mail to {names}' },
  to: /*i18n*/ { id: 'mailPreview.to', message: 'To' },
  cc: /*i18n*/ { id: 'mailPreview.cc', message: 'Cc' },
  bcc: /*i18n*/ { id: 'mailPreview.bcc', message: 'Bcc' },
  from: /*i18n*/ { id: 'mailPreview.from', message: 'From' },
  subject: /*i18n*/ { id: 'mailPreview.subject', message: 'Subject' },
  preparing: /*i18n*/ { id: 'mailPreview.preparing', message: 'Preparing the e-mail…' },
  /** The heading over the e-mails: 'As it will arrive for Ann Lee', '2 recipients: Ann Lee, Bo Wu'. */
  recipients: /*i18n*/ {
    id: 'mailPreview.recipients',
    message:
      '{oneForAll, select, true {As it will arrive for {names}} other {{count, plural, one {# recipient: {names}} other {# recipients: {names}}}}}',
  },
  /** The shared mailPreviewOthersText, in the reader's language. */
  others: /*i18n*/ {
    id: 'mailPreview.others',
    message:
      '{count, plural, one {One other person gets the same e-mail, with their own name and details.} other {# other people get the same e-mail, each with their own name and details.}}',
  },
  send: /*i18n*/ { id: 'mailPreview.send', message: 'Send' },
} satisfies Record<string, MessageDescriptor>;
