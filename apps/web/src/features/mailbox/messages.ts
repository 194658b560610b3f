import type { MessageDescriptor } from '@lingui/core';

/** The mailbox's texts (issue 40): the English here, the other languages in ./locales/. */
export const MAILBOX_TEXTS = {
  title: /*i18n*/ { id: 'mailbox.title', message: 'Mailbox' },
  intro: /*i18n*/ {
    id: 'mailbox.intro',
    message:
      'Every e-mail the system sends is listed here. When no SMTP server is configured, mail is not delivered: it waits here instead, so you can read exactly what would have been sent.',
  },
  search: /*i18n*/ { id: 'mailbox.search', message: 'Search by recipient or subject' },
  none: /*i18n*/ { id: 'mailbox.none', message: 'No e-mails yet' },
  noMatch: /*i18n*/ { id: 'mailbox.noMatch', message: 'No e-mail matches this search' },
  created: /*i18n*/ { id: 'mailbox.created', message: 'Created' },
  from: /*i18n*/ { id: 'mailbox.from', message: 'From' },
  to: /*i18n*/ { id: 'mailbox.to', message: 'To' },
  cc: /*i18n*/ { id: 'mailbox.cc', message: 'Cc' },
  bcc: /*i18n*/ { id: 'mailbox.bcc', message: 'Bcc' },
  subject: /*i18n*/ { id: 'mailbox.subject', message: 'Subject' },
  status: /*i18n*/ { id: 'mailbox.status', message: 'Status' },
  sent: /*i18n*/ { id: 'mailbox.sent', message: 'Sent' },
  attempts: /*i18n*/ { id: 'mailbox.attempts', message: 'Attempts' },
  lastError: /*i18n*/ { id: 'mailbox.lastError', message: 'Last error' },
  noSubject: /*i18n*/ { id: 'mailbox.noSubject', message: '(no subject)' },
  body: /*i18n*/ { id: 'mailbox.body', message: 'Message body' },
  text: /*i18n*/ { id: 'mailbox.text', message: 'Text' },
  html: /*i18n*/ { id: 'mailbox.html', message: 'HTML' },
  htmlBody: /*i18n*/ { id: 'mailbox.htmlBody', message: 'HTML body' },
  close: /*i18n*/ { id: 'mailbox.close', message: 'Close' },
  mailStatus: /*i18n*/ {
    id: 'mailbox.mailStatus',
    message: '{status, select, pending {Waiting} sending {Sending} sent {Sent} other {Failed}}',
  },
} satisfies Record<string, MessageDescriptor>;
