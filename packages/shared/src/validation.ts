import { z } from 'zod';
import { MESSAGES } from './messages';

/**
 * How each form labels a field, keyed by the field's path in the request body (array positions
 * left out). The server's 400 answers and the web forms build their sentences from these, so a
 * person reads the same name on the screen and in the refusal. A field missing here is named by
 * its own name, spaced out ('contactEmail' -> 'Contact email').
 */
export const FIELD_LABELS: Record<string, string> = {
  'businessSettings.raterAgreementThreshold': 'Rater agreement threshold',
  'businessSettings.restHours': 'Rest between shifts',
  'user.maxShiftsPerWeek': 'Most shifts a week',
  'client.orgName': 'Business Name',
  'client.address': 'Address',
  'client.telephone': 'Telephone',
  'client.contactFirstName': 'Contact First Name',
  'client.contactLastName': 'Contact Last Name',
  'client.contactEmail': 'Contact Email',

  'course.name': 'Course Name',
  'course.clientId': 'Client',
  'course.description': 'Description',
  'course.roleplayerAssessmentTemplateId': 'Assessment Template',
  'course.projectManagerId': 'Project Manager',
  'course.changeTimeout': 'Change timeout',
  'course.cancelTimeout': 'Cancel timeout',
  'course.maxBookings': 'Bookings per participant',

  'preferences.language': 'Language',
  'preferences.customReminderDaysBefore': 'Days before the shift',
  'preferences.customReminderText': 'Reminder text',
  'preferences.answerByHours': 'Answer within (hours)',
  'preferences.backfillWaveSize': 'People per backfill wave',
  'preferences.backfillWaveHours': 'Hours between backfill waves',
  'preferences.waitlistOfferHours': 'Waiting list offer (hours)',
  'preferences.emailSender': 'Sender address',
  'preferences.emailBccList': 'BCC address',
  'preferences.emailCustomWelcomeText': 'Welcome text',
  'preferences.emailCustomIntroductionBlurb': 'Introduction',
  'preferences.emailCustomCommentsHeader': 'Comments heading',
  'preferences.emailCustomStrengthsIntroduction': 'Strengths introduction',
  'preferences.emailCustomOpportunitiesIntroduction': 'Opportunities introduction',
  'preferences.emailCustomActionPlanText': 'Action plan text',

  'user.name': 'Name',
  'user.email': 'Email',
  'user.roleList': 'Roles',
  'user.homeNumber': 'Home number',
  'user.cellNumber': 'Cell number',
  'user.password': 'Password',
  'user.passwordConfirmation': 'Password confirmation',
  'user.currentPassword': 'Current password',
  'user.language': 'Language',

  'participantProfile.clientId': 'Client',
  'participantProfile.managerName': 'Manager name',
  'participantProfile.managerEmail': 'Manager email',
  'participantProfile.region': 'Region',
  'participantProfile.location': 'Location',
  'participantProfile.branch': 'Branch',
  'participantProfile.timeZone': 'Time zone',
  'participantProfile.position': 'Position',
  'userQualification.courseId': 'Course',

  'roleplayShift.startTime': 'Start time',
  // The specification's sessions and extensions, named as the form names them.
  'roleplayShift.sessions': 'Call blocks',
  'roleplayShift.extensions': 'Spare call blocks',
  'roleplayShift.cohortName': 'Cohort name',
  'roleplayShift.staffingRatio': 'Staffing ratio',
  'roleplayShift.coachId': 'Coach',
  'roleplayShift.shiftCoordinatorId': 'Shift coordinator',
  'roleplayShift.roomId': 'Room',
  'roleplayShift.answerByHoursBeforeStart': 'Answer by (hours before the start)',
  'trainingShift.answerByHoursBeforeStart': 'Answer by (hours before the start)',
  'liveShift.answerByHoursBeforeStart': 'Answer by (hours before the start)',
  'courseEvent.answerByHoursBeforeStart': 'Answer by (hours before the start)',
  'trainingShift.startTime': 'Start time',
  'trainingShift.endTime': 'End time',
  'liveShift.startTime': 'Start time',
  'liveShift.endTime': 'End time',
  'trainingShift.coachId': 'Coach',
  'trainingShift.shiftCoordinatorId': 'Shift coordinator',
  'liveShift.coachId': 'Coach',
  'liveShift.shiftCoordinatorId': 'Shift coordinator',

  'room.name': 'Room Name',
  'room.roomType': 'Room Type',
  'room.localNumber': 'Local Number',
  'room.tollFreeNumber': 'Toll-free Number',
  'room.meetingUrl': 'Meeting Link',

  'call.eventId': 'Shift',
  'call.blockNumber': 'Call block',
  'call.meetingUrl': 'Meeting URL',
  'callSlot.callId': 'Call',
  'callSlot.scenarioComponentId': 'Scenario',
  'callSlot.userId': 'Role-player',
  'participantSlot.callId': 'Call',
  'participantSlot.userId': 'Participant',
  'participantSlotNote.scenarioComponentId': 'Scenario',
  'participantSlotNote.note': 'Note',
};

/** The label of the field at `path` (a body path such as ['user', 'email'] or ['preferences', 'emailBccList', 2]). */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const names = path.filter((part): part is string => typeof part === 'string' && !/^\d+$/.test(part));
  const known = FIELD_LABELS[names.join('.')];
  if (known) return known;
  const last = names.at(-1) ?? 'value';
  const spaced = last
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replaceAll('_', ' ')
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/**
 * A schema failure as a sentence that names its field: a rule's phrase ('is required', 'must be at
 * most 200 characters') gets the label in front; a rule that already says a whole sentence
 * (MESSAGES.passwordTooShort) is kept as it is. `label` replaces the form's label where there is no
 * form: a query or path parameter is named as it is written ('per_page must be one of 10, 25, 50').
 */
export function validationSentence(path: readonly PropertyKey[], message: string, label = fieldLabel(path)): string {
  const phrase = message === MESSAGES.required ? 'is required' : message;
  return /^[a-z]/.test(phrase) ? `${label} ${phrase}` : phrase;
}

/**
 * A union's failure names the failures of the branch that came closest (fewest failures; a branch
 * that failed only on a literal value counts as further away), so 'Password is required' rather
 * than 'is not valid'.
 */
function closestBranch(issue: z.core.$ZodIssue): z.core.$ZodIssue[] {
  if (issue.code !== 'invalid_union' || !issue.errors?.length) return [issue];
  const distance = (branch: z.core.$ZodIssue[]) => branch.reduce((d, i) => d + (i.code === 'invalid_value' ? 1.5 : 1), 0);
  const best = issue.errors.reduce((a, b) => (distance(b) < distance(a) ? b : a));
  if (best.length === 0) return [issue];
  return best.flatMap((inner) => closestBranch({ ...inner, path: [...issue.path, ...inner.path] } as z.core.$ZodIssue));
}

export interface ValidationOptions {
  /** The name of the whole input, for a failure with no field ('body'). */
  root?: string;
  /** Name each field as it is written (query and path parameters have no form label). */
  asWritten?: boolean;
}

/**
 * One bad field of a 400 answer, as `details` lists them (`{error, code: 'bad_request' or a domain
 * code, details: FieldDetail[]}`). `field` is the field's machine path, never a label: a body field
 * as its dotted path ('user.email', 'preferences.emailBccList.2'), a query or path parameter as
 * written ('end_date', 'id'), the whole input as 'body', 'query' or 'path'. A client names the field
 * in its reader's language from it (`fieldLabel` gives the English label). `message` is English: the
 * sentence naming the field (a schema failure) or the rule's phrase ('must be after the start time').
 */
export interface FieldDetail {
  field: string;
  message: string;
}

/** `details` as a list of bad fields (the shape of FieldDetail). */
export const fieldDetailsSchema = z.array(z.object({ field: z.string(), message: z.string() }).loose());

/** The machine paths of the fields a refusal's `details` names, in order; none when it names no field. */
export function fieldPathsOf(details: unknown): string[] {
  const parsed = fieldDetailsSchema.safeParse(details);
  return parsed.success ? parsed.data.map((d) => d.field) : [];
}

/** Every failure of a parse as `{field, message}`, the field as a dotted path, the message a sentence. */
export function validationDetails(issues: readonly z.core.$ZodIssue[], options: ValidationOptions = {}): FieldDetail[] {
  return issues.flatMap(closestBranch).map((issue) => {
    const field = issue.path.map(String).join('.') || options.root || '';
    const path = issue.path.length > 0 ? issue.path : [field];
    return { field, message: validationSentence(path, issue.message, options.asWritten ? field : undefined) };
  });
}

const TYPE_NAMES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
  bigint: 'a whole number',
};

function sizeText(origin: string, bound: number | bigint, inclusive: boolean | undefined, side: 'least' | 'most'): string {
  const n = Number(bound);
  if (origin === 'string') return `must be at ${side} ${n} ${n === 1 ? 'character' : 'characters'}`;
  if (origin === 'array' || origin === 'set') return `must have at ${side} ${n} ${n === 1 ? 'item' : 'items'}`;
  if (origin === 'date')
    return side === 'least'
      ? `must not be before ${new Date(n).toISOString()}`
      : `must not be after ${new Date(n).toISOString()}`;
  if (inclusive === false) return side === 'least' ? `must be more than ${n}` : `must be less than ${n}`;
  return `must be at ${side} ${n}`;
}

/**
 * The one error map: the phrase of each built-in rule, without the field's name (the sentence adds
 * it). A schema's own message (`.min(1, 'is required')`) outranks this map.
 */
export const validationErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'is required';
      return `must be ${TYPE_NAMES[issue.expected] ?? issue.expected}`;
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return 'is required';
      return sizeText(issue.origin, issue.minimum, issue.inclusive, 'least');
    case 'too_big':
      return sizeText(issue.origin, issue.maximum, issue.inclusive, 'most');
    case 'invalid_format':
      if (issue.format === 'email') return 'must be a valid e-mail address';
      if (issue.format === 'url') return 'must be a web address (https://…)';
      if (issue.format === 'datetime') return 'must be a date and time';
      if (issue.format === 'date') return 'must be a date YYYY-MM-DD';
      return 'is not in the expected form';
    case 'not_multiple_of':
      return `must be a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return `has unknown ${issue.keys.length === 1 ? 'field' : 'fields'}: ${issue.keys.join(', ')}`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `must be ${String(issue.values[0])}`
        : `must be one of ${issue.values.map(String).join(', ')}`;
    default:
      return 'is not valid';
  }
};

// Both sides import the contracts through this package, so every parse speaks these phrases.
z.config({ customError: validationErrorMap });
