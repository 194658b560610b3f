import { COURSE_LANGUAGES, type CourseLanguage } from '@app/shared';
import { IntlMessageFormat } from 'intl-messageformat';
import type { MailCatalogue } from './messages/catalogue';
import { enCA } from './messages/en-ca';
import { esES } from './messages/es-es';
import { frCA } from './messages/fr-ca';
import { ptPT } from './messages/pt-pt';
import type { MailTemplateData, MailTemplateName, SessionMailFields, ShiftMailFields } from './template-data';

// The template data types live in template-data.ts (the catalogues import them); importers keep this path.
export type { MailTemplateData, MailTemplateName, ScheduleCallFields, SessionMailFields, ShiftMailFields } from './template-data';

/** A template value: everything is shown as text, never as markup. */
type Value = string | number | undefined;

/**
 * One block of a message body, in the order shown:
 * - `greeting`, `shift` (the shift paragraphs, with the cohort when the shift has one) and
 *   `signInNote`: the shared texts of the language's `common` messages;
 * - `{ say }`: the template's message of that name, shown only when every data value named in
 *   `when` is present and not blank, and none named in `unless` is;
 * - `{ value }`: a data value typed by a person, shown as its own paragraph (with the same `when`);
 * - `{ action, href }`: a call to action labelled by the template's message `action`, whose
 *   address is the data value named by `href`;
 * - `{ each, layout }`: the blocks of `layout` once for each record of the list named by `each`,
 *   reading the record's values before the mail's.
 */
type Block<D> =
  | 'greeting'
  | 'shift'
  | 'signInNote'
  | { say: string; when?: Array<keyof D & string>; unless?: Array<keyof D & string> }
  | { value: keyof D & string; when?: Array<keyof D & string> }
  | { action: string; href: keyof D & string }
  | { each: keyof D & string; layout: Block<Record<string, Value>>[] };

const SHIFT_MAIL: Block<ShiftMailFields & { link: string }>[] = [
  'greeting',
  { say: 'intro' },
  'shift',
  { action: 'action', href: 'link' },
  'signInNote',
];

/** The session paragraphs: when, the room, its numbers, the joining link (each only when given). */
const SESSION: Block<SessionMailFields>[] = [
  { say: 'session' },
  { say: 'room', when: ['roomName'] },
  { say: 'localNumber', when: ['localNumber'] },
  { say: 'tollFreeNumber', when: ['tollFreeNumber'] },
  { say: 'joinUrl', when: ['joinUrl'] },
];

/**
 * The layout of each template, the same in every language; the texts are in messages/<language>.ts (en-ca.ts, fr-ca.ts, pt-pt.ts, es-es.ts).
 * To add a template: add its data above, its layout here and its messages in every catalogue.
 */
const LAYOUTS: { [N in MailTemplateName]: Block<MailTemplateData[N]>[] } = {
  'shift-invitation': SHIFT_MAIL,
  'shift-invite-removed': SHIFT_MAIL,
  'shift-invite-accepted': SHIFT_MAIL,
  'shift-invite-declined': SHIFT_MAIL,
  'shift-invite-answer-by': SHIFT_MAIL,
  'shift-invite-expired': SHIFT_MAIL,
  'shift-invite-expired-coordinator': SHIFT_MAIL,
  'backfill-offer': SHIFT_MAIL,
  'shift-swap-offer': [
    'greeting',
    { say: 'intro' },
    { value: 'requestSubject', when: ['requestSubject', 'requestDetails'] },
    { value: 'requestDetails', when: ['requestDetails'] },
    'shift',
    { action: 'action', href: 'link' },
    'signInNote',
  ],
  'shift-swap-direct': SHIFT_MAIL,
  'shift-swap-withdrawn': SHIFT_MAIL,
  'shift-swap-taken': SHIFT_MAIL,
  'shift-swap-confirmed': SHIFT_MAIL,
  'shift-coverage-request': [
    'greeting',
    { say: 'intro' },
    { value: 'requestDetails' },
    'shift',
    { say: 'contact' },
    { action: 'action', href: 'link' },
    'signInNote',
  ],
  'password-reset': ['greeting', { say: 'intro' }, { action: 'action', href: 'link' }, { say: 'note' }],
  'sign-in-link': ['greeting', { say: 'intro' }, { action: 'action', href: 'link' }, { say: 'note' }],
  'course-invitation': [
    'greeting',
    { say: 'intro' },
    { value: 'welcomeText', when: ['welcomeText'] },
    { action: 'action', href: 'link' },
    { say: 'manager', when: ['managerName', 'managerEmail'] },
    { say: 'closing' },
  ],
  'shift-cancelled': ['greeting', { say: 'intro' }, { say: 'note' }, { say: 'closing' }],
  'shift-rescheduled': [
    'greeting',
    { say: 'intro' },
    { say: 'times' },
    { action: 'action', href: 'link' },
    { say: 'note' },
    'signInNote',
  ],
  'participant-schedule': [
    'greeting',
    { say: 'intro', unless: ['callCount'] },
    { say: 'introCalls', when: ['callCount'] },
    { say: 'room' },
    {
      each: 'calls',
      layout: [
        { say: 'call' },
        { say: 'scenarios', when: ['scenarios'] },
        { say: 'localNumber', when: ['localNumber'] },
        { say: 'tollFreeNumber', when: ['tollFreeNumber'] },
        { say: 'meetingUrl', when: ['meetingUrl'] },
      ],
    },
    { say: 'localNumber', when: ['localNumber'], unless: ['callCount'] },
    { say: 'tollFreeNumber', when: ['tollFreeNumber'], unless: ['callCount'] },
    { say: 'meetingUrl', when: ['meetingUrl'], unless: ['callCount'] },
    { say: 'closing' },
  ],
  'action-plan': [
    'greeting',
    { say: 'intro' },
    { value: 'introduction', when: ['introduction'] },
    { say: 'itemsHeading', when: ['items'] },
    { value: 'items', when: ['items'] },
    { say: 'customHeading', when: ['customActionPlan'] },
    { value: 'customActionPlan', when: ['customActionPlan'] },
    { value: 'actionPlanText', when: ['actionPlanText'] },
    { say: 'closing' },
  ],
  'session-invitation': ['greeting', { say: 'intro' }, ...SESSION, { say: 'closing' }],
  'session-invitation-updated': ['greeting', { say: 'intro' }, ...SESSION, { say: 'closing' }],
  'session-invitation-cancelled': ['greeting', { say: 'intro' }, { say: 'session' }, { say: 'closing' }],
  'session-reminder': [
    'greeting',
    { say: 'intro' },
    { value: 'customText', when: ['customText'] },
    ...SESSION,
    { say: 'closing' },
  ],
  'session-starting-soon': ['greeting', { say: 'intro' }, ...SESSION, { say: 'closing' }],
  'regapp-sign-in-link': ['greeting', { say: 'intro' }, { action: 'action', href: 'link' }, { say: 'note' }],
  'regapp-confirmation': [
    'greeting',
    { say: 'intro' },
    { value: 'welcomeText', when: ['welcomeText'] },
    ...SESSION,
    { action: 'action', href: 'link' },
    { say: 'closing' },
  ],
  'regapp-offer': ['greeting', { say: 'intro' }, ...SESSION, { action: 'action', href: 'link' }, { say: 'note' }],
};

/** The texts of every course language. */
export const MAIL_CATALOGUES: Record<CourseLanguage, MailCatalogue> = {
  'en-CA': enCA,
  'fr-CA': frCA,
  'pt-PT': ptPT,
  'es-ES': esES,
};

/** The business default: the language of a mail whose reader has none (and of an unknown one). */
export const DEFAULT_MAIL_LANGUAGE: CourseLanguage = 'en-CA';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** The language actually used (en-CA when the one asked for is not a course language). */
  language: CourseLanguage;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Makes any text safe to place in HTML content or a quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

function isCourseLanguage(language: string | null | undefined): language is CourseLanguage {
  return (COURSE_LANGUAGES as readonly string[]).includes(language ?? '');
}

/** A value worth showing: given, and not only white space. */
function present(value: Value): boolean {
  return value !== undefined && String(value).trim() !== '';
}

const compiled = new Map<string, IntlMessageFormat>();

/** Formats one catalogue message with the data; a placeholder without a value is an error. */
function format(language: CourseLanguage, message: string | undefined, data: Record<string, Value>, what: string): string {
  if (message === undefined) throw new Error(`mail template ${what}: no message in ${language}`);
  const key = `${language}\u0000${message}`;
  let formatter = compiled.get(key);
  if (!formatter) {
    formatter = new IntlMessageFormat(message, language, undefined, { ignoreTag: true });
    compiled.set(key, formatter);
  }
  try {
    return String(formatter.format(data));
  } catch (err) {
    throw new Error(`mail template ${what}: ${err instanceof Error ? err.message : String(err)}`);
  }
}

function linkOf(data: Record<string, Value>, key: string, template: string): string {
  const href = String(data[key] ?? '');
  // Only web addresses become links: a javascript: or data: value never reaches a mail client.
  if (!/^https?:\/\//i.test(href)) throw new Error(`mail template ${template}: ${key} must be an http(s) address`);
  return href;
}

/**
 * Renders an e-mail from a template in a course language (unknown or missing languages fall
 * back to en-CA). Every value is shown as text: HTML-escaped in the HTML part, and without line
 * breaks in the subject.
 */
export function renderMail<N extends MailTemplateName>(
  name: N,
  language: string | null | undefined,
  data: MailTemplateData[N],
): RenderedMail {
  const used: CourseLanguage = isCourseLanguage(language) ? language : DEFAULT_MAIL_LANGUAGE;
  const catalogue = MAIL_CATALOGUES[used];
  const messages: Record<string, string> = catalogue[name];
  const values = data as unknown as Record<string, Value>;
  const sayIn = (scope: Record<string, Value>) => (message: string | undefined, what: string) =>
    format(used, message, scope, `${name} ${what}`);

  const subject = sayIn(values)(messages.subject, 'subject')
    .replace(/[\r\n]+/g, ' ')
    .trim();
  const textParts: string[] = [];
  const htmlParts: string[] = [];
  const paragraph = (text: string) => {
    textParts.push(text);
    htmlParts.push(`<p>${escapeHtml(text).replace(/\r?\n/g, '<br>')}</p>`);
  };
  const render = (blocks: Block<Record<string, Value>>[], values: Record<string, Value>) => {
    const say = sayIn(values);
    for (const block of blocks) {
      if (typeof block !== 'string' && 'each' in block) {
        // A list of records (e.g. a participant's calls): its blocks once per record.
        const records: unknown = values[block.each];
        for (const record of Array.isArray(records) ? (records as Array<Record<string, Value>>) : []) {
          render(block.layout, { ...values, ...record });
        }
      } else renderBlock(block, values, say);
    }
  };
  const renderBlock = (
    block: Exclude<Block<Record<string, Value>>, { each: string }>,
    values: Record<string, Value>,
    say: (message: string | undefined, what: string) => string,
  ) => {
    if (block === 'greeting' || block === 'signInNote') {
      paragraph(say(catalogue.common[block], block));
    } else if (block === 'shift') {
      paragraph(say(catalogue.common.shiftDetails, 'shiftDetails'));
      if (present(values.cohortName)) paragraph(say(catalogue.common.cohort, 'cohort'));
    } else if ('href' in block) {
      const href = linkOf(values, block.href, name);
      const label = say(messages[block.action], block.action);
      textParts.push(`${label}:\n${href}`);
      htmlParts.push(
        `<p><a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 18px;background:#1565c0;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(label)}</a></p>`,
        `<p style="font-size:13px;color:#555555">${escapeHtml(href)}</p>`,
      );
    } else if (
      (!block.when || block.when.every((key) => present(values[key]))) &&
      !('unless' in block && block.unless?.some((key) => present(values[key])))
    ) {
      if ('say' in block) paragraph(say(messages[block.say], block.say));
      else {
        const value = values[block.value];
        if (value === undefined) throw new Error(`mail template ${name}: no value for ${block.value}`);
        paragraph(String(value));
      }
    }
  };
  render(LAYOUTS[name] as Block<Record<string, Value>>[], values);

  const html = [
    '<!doctype html>',
    `<html lang="${used}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#222222">',
    ...htmlParts,
    '</body>',
    '</html>',
  ].join('\n');

  return { subject, text: `${textParts.join('\n\n')}\n`, html, language: used };
}

/** The names of every template, for tests and tooling. */
export const MAIL_TEMPLATE_NAMES = Object.keys(LAYOUTS) as MailTemplateName[];
