import { COURSE_LANGUAGES, type CourseLanguage } from '@app/shared';
import { IntlMessageFormat } from 'intl-messageformat';
import type { MailCatalogue } from './messages/catalogue';
import { enCA } from './messages/en-ca';
import { esES } from './messages/es-es';
import { frCA } from './messages/fr-ca';
import { ptPT } from './messages/pt-pt';

/**
 * What every invite and swap e-mail says about its shift: the shift kind in the mail's language,
 * the course and client, the date and the time (HH:mm–HH:mm) in the business time zone, and the
 * cohort when the shift has one.
 */
export interface ShiftMailFields {
  shiftType: string;
  courseName: string;
  clientName: string;
  date: string;
  time: string;
  timeZone: string;
  cohortName?: string | undefined;
}

/**
 * The data each e-mail template needs. To add a template: add its entry here, its layout in
 * LAYOUTS below and its messages in every catalogue of messages/.
 */
export interface MailTemplateData {
  'password-reset': { name: string; link: string };
  /** The owner asked for a one-time sign-in link on the sign-in page; `hours`: how long it stays valid. */
  'sign-in-link': { name: string; link: string; hours: number };
  /** Invited to a shift (the shift fields are described at ShiftMailFields). */
  'shift-invitation': ShiftMailFields & { name: string; link: string };
  /** A manager removed the person's invitation to a shift; the link leads to their calendar. */
  'shift-invite-removed': ShiftMailFields & { name: string; link: string };
  /** To the shift's coordinator: `personName` accepted their invitation. */
  'shift-invite-accepted': ShiftMailFields & { name: string; personName: string; link: string };
  /** To the shift's coordinator: `personName` declined their invitation. */
  'shift-invite-declined': ShiftMailFields & { name: string; personName: string; link: string };
  /**
   * To the qualified role-players: `giverName` offers the shift to whoever takes it first; with the
   * giver's swap request (subject and details) when they wrote one.
   */
  'shift-swap-offer': ShiftMailFields & {
    name: string;
    giverName: string;
    link: string;
    requestSubject?: string | undefined;
    requestDetails?: string | undefined;
  };
  /** To the one person `giverName` offers the shift to (direct swap). */
  'shift-swap-direct': ShiftMailFields & { name: string; giverName: string; link: string };
  /** To the person of a direct swap: `giverName` took the offer back. */
  'shift-swap-withdrawn': ShiftMailFields & { name: string; giverName: string; link: string };
  /** To the giver of a swap: `takerName` took the shift. */
  'shift-swap-taken': ShiftMailFields & { name: string; takerName: string; link: string };
  /** To the taker of a swap: the shift of `giverName` is now theirs. */
  'shift-swap-confirmed': ShiftMailFields & { name: string; giverName: string; link: string };
  /** A partial swap request: the requester's subject and details, sent to possible helpers. */
  'shift-coverage-request': ShiftMailFields & {
    name: string;
    requesterName: string;
    requesterEmail: string;
    requestSubject: string;
    requestDetails: string;
    link: string;
  };
  /**
   * A course participant's invitation to register in the registration app. `welcomeText` is the
   * course's custom welcome text; the manager fields are the project manager's contact, shown only
   * when both are given.
   */
  'course-invitation': {
    name: string;
    courseName: string;
    clientName: string;
    link: string;
    welcomeText?: string | undefined;
    managerName?: string | undefined;
    managerEmail?: string | undefined;
  };
  /** A shift was cancelled: its date and time (HH:mm–HH:mm) as read in the business time zone. */
  'shift-cancelled': { name: string; courseName: string; clientName: string; date: string; time: string; timeZone: string };
  /** A shift moved: the old and the new date and time, and a link to the shift's page. */
  'shift-rescheduled': {
    name: string;
    courseName: string;
    clientName: string;
    previousDate: string;
    previousTime: string;
    date: string;
    time: string;
    timeZone: string;
    link: string;
  };
  /**
   * A participant's roleplay session. A participant slotted in calls of the shift is told about each
   * call (`calls`, with `callCount`): its time, its scenarios in order and how to join it; one in no
   * call gets the shift's time and how to join the room (its dial-in numbers or its meeting link).
   */
  'participant-schedule': {
    name: string;
    courseName: string;
    clientName: string;
    date: string;
    time: string;
    timeZone: string;
    roomName: string;
    localNumber?: string | undefined;
    tollFreeNumber?: string | undefined;
    meetingUrl?: string | undefined;
    callCount?: number | undefined;
    calls?: ScheduleCallFields[] | undefined;
  };
  /**
   * A participant's action plan after a role-play session, to the participant (`audience`
   * 'participant': it speaks to them) or their manager ('manager': it names the participant); `name`
   * is the recipient's. `items`: the skills to practise, one per line; `introduction` and
   * `actionPlanText` are the course's custom e-mail texts; never the internal comments.
   */
  'action-plan': {
    name: string;
    audience: 'participant' | 'manager';
    participantName: string;
    courseName: string;
    clientName: string;
    date: string;
    introduction?: string | undefined;
    items?: string | undefined;
    customActionPlan?: string | undefined;
    actionPlanText?: string | undefined;
  };
  /** A participant is added to their session's calendar event: the mail carries the .ics invitation. */
  'session-invitation': SessionMailFields;
  /** The session's time, room or joining link changed: the mail carries the updated .ics. */
  'session-invitation-updated': SessionMailFields;
  /** The participant is no longer in that session: the mail carries the .ics cancellation. */
  'session-invitation-cancelled': SessionMailFields;
  /** A reminder of the session (sent by a manager, or n days before by the course's preference), with the course's custom text. */
  'session-reminder': SessionMailFields & { customText?: string | undefined };
  /** The Late Reminder: the session starts within the hour or has started. */
  'session-starting-soon': SessionMailFields;
}
export type MailTemplateName = keyof MailTemplateData;

/**
 * A participant's role-play session (their call): when it is in the business time zone, and how to
 * join it: the room's name with its dial-in numbers (phone rooms) or the call's joining link.
 */
export interface SessionMailFields {
  name: string;
  courseName: string;
  clientName: string;
  date: string;
  time: string;
  timeZone: string;
  roomName?: string | undefined;
  localNumber?: string | undefined;
  tollFreeNumber?: string | undefined;
  joinUrl?: string | undefined;
}

/** One call of a participant in the schedule e-mail: its number, its time, its scenarios and how to join it. */
export interface ScheduleCallFields {
  callNumber: number;
  callTime: string;
  scenarios?: string | undefined;
  localNumber?: string | undefined;
  tollFreeNumber?: string | undefined;
  meetingUrl?: string | undefined;
}

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
};

/** The texts of every course language. */
export const MAIL_CATALOGUES: Record<CourseLanguage, MailCatalogue> = {
  'en-CA': enCA,
  'fr-CA': frCA,
  'pt-PT': ptPT,
  'es-ES': esES,
};

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
  const used: CourseLanguage = isCourseLanguage(language) ? language : 'en-CA';
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
