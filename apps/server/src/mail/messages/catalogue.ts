import type { MailTemplateName } from '../template-data';

/**
 * One language's e-mail texts: ICU MessageFormat strings (`{name}` fills in a value; plurals and
 * selects as ICU writes them). `common` holds what several templates share: the greeting, the
 * shift paragraphs and the note under a one-click sign-in button. Each template has its subject
 * and the texts its layout in templates.ts names. Every language has the keys and placeholders of
 * en-CA (templates.test.ts checks it).
 */
export type MailCatalogue = {
  common: { greeting: string; shiftDetails: string; cohort: string; signInNote: string };
} & { [N in MailTemplateName]: { subject: string } & Record<string, string> };
