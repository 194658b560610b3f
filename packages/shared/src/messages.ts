import * as MESSAGES from './message-texts';

/** Every user-facing text (message-texts.ts), as `MESSAGES.someText`. */
export { MESSAGES };

/** Names in a sentence: 'A', 'A and B', 'A, B and C'. */
export function nameList(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * Removing a role-player from a roleplay shift: the calls they play in ('9:00 and 9:40'), which are
 * left without a role-player. `done` is the line after the removal, else the warning before it.
 */
export function callsLosingRoleplayerText(name: string, callTimes: readonly string[], done: boolean): string {
  if (callTimes.length === 0) return '';
  const calls = `${callTimes.length === 1 ? 'the call at' : `${callTimes.length} calls, at`} ${nameList(callTimes)}`;
  return done
    ? `${name} was taken out of ${calls}: ${callTimes.length === 1 ? 'it has' : 'they have'} no role-player now.`
    : `${name} plays in ${calls}; ${callTimes.length === 1 ? 'it is' : 'they are'} left without a role-player.`;
}

/** Under an e-mail previewed for one of several recipients: how many others get it, each their own. */
export function mailPreviewOthersText(others: number): string {
  if (others <= 0) return '';
  return others === 1
    ? 'One other person gets the same e-mail, with their own name and details.'
    : `${others} other people get the same e-mail, each with their own name and details.`;
}

/** What the Late Reminder shows after sending: whom it e-mailed, by name. */
export function lateRemindersSentText(names: readonly string[]): string {
  if (names.length === 0) return 'No late reminder sent: nobody else has a call starting within the hour';
  return `${names.length === 1 ? 'Late reminder' : 'Late reminders'} sent to ${nameList(names)}`;
}

/** The Give to… picker when nobody may take the place now ('shift coordinators'). */
export function nobodyCanTakePlaceText(many: string): string {
  return `No other ${many} can take your place now: they need the course's qualification and a free time`;
}

/**
 * The 409 of applying a roster plan whose facts changed since it was solved: what changed, in a
 * sentence per kind ('Shift Nov 25 2026, 9:00–12:00 moved. Ann Lee became busy on Nov 26 2026, 9:00–12:00.').
 * Ask for the plan again to plan with the new facts.
 */
export function rosterPlanChangedText(changes: readonly string[]): string {
  const shown = changes.slice(0, 5);
  const more = changes.length - shown.length;
  return `The plan is out of date: ${shown.join('; ')}${more > 0 ? `; and ${more} more` : ''}. Plan again to use the new facts.`;
}

/** Plan the month: the place a proposal fills, in words. */
export const ROSTER_PLAN_ROLE_WORDS: Readonly<Record<'roleplayer' | 'coach' | 'shift_coordinator', string>> = {
  roleplayer: 'Role-player',
  coach: 'Coach',
  shift_coordinator: 'Shift coordinator',
};

/** Plan the month: why places of a shift stay open, in words. */
export const ROSTER_PLAN_UNFILLED_WORDS: Readonly<
  Record<'nobody_qualified' | 'nobody_available' | 'everybody_busy' | 'rest_or_weekly_limit' | 'planned_elsewhere', string>
> = {
  nobody_qualified: 'Nobody with this role is qualified for the course',
  nobody_available: 'Nobody qualified is available for the whole shift',
  everybody_busy: 'Everybody qualified and available is busy at that time',
  rest_or_weekly_limit: 'Rest time between shifts or weekly limits rule out everybody left',
  planned_elsewhere: 'The people who could take it are planned on other shifts',
};

/** Plan the month: why a person is proposed for a place, in words. */
export const ROSTER_PLAN_WHY_WORDS: Readonly<Record<'locked' | 'only_candidate' | 'played_before' | 'fair_share', string>> = {
  locked: 'Locked in',
  only_candidate: 'The only one who can take it',
  played_before: 'Has played this course before',
  fair_share: 'Among the fewest shifts in the period',
};

/** Plan the month, after applying: how many invitations went out. */
export function rosterPlanSentText(invited: number): string {
  if (invited === 0) return 'Nothing to send: the plan proposes nobody';
  return invited === 1 ? '1 invitation sent' : `${invited} invitations sent`;
}

/**
 * The sentence a screen shows for a refusal, by its error code (the web branches on code): the
 * refusals of invite actions a person meets. A code not listed falls back to the screen's own text.
 */
export const REFUSAL_MESSAGES: Readonly<Record<string, string>> = {
  place_not_for_them: MESSAGES.giveToNotEligible,
  swap_taken: MESSAGES.swapAlreadyTaken,
  backfill_taken: MESSAGES.backfillTaken,
  backfill_not_offered: MESSAGES.backfillNotOffered,
  // Taking a place (accepting an invitation, taking a swap or a backfill place) while on an overlapping shift.
  busy_elsewhere: MESSAGES.backfillBusyElsewhere,
};

/** An invite's status in words, wherever a person reads one (chips, the Activity page, its CSV). */
export const INVITE_STATUS_WORDS: Readonly<Record<'invited' | 'accepted' | 'swap_requested' | 'rejected' | 'expired', string>> = {
  invited: 'Invited',
  accepted: 'Accepted',
  swap_requested: 'Swap requested',
  rejected: 'Declined',
  expired: 'Expired',
};

/** A refusal to move or cancel inside the course's window, naming whom to contact instead. */
export function regappWindowClosedText(what: 'change' | 'cancel', days: number, contact: string): string {
  const verb = what === 'change' ? 'changed' : 'cancelled';
  const span = days === 1 ? '1 day' : `${days} days`;
  return `A call can no longer be ${verb} within ${span} of its start. Please contact ${contact}.`;
}

/** What Email Action Plan shows after sending: the spec's words, and whom it e-mailed by name. */
export function actionPlanSentText(names: readonly string[]): string {
  return `${MESSAGES.successfullySentActionPlan} to ${nameList(names)}`;
}

/** Shown on a form being edited when someone else changed what it edits (live updates). */
export function liveChangedByText(name: string | null): string {
  return `Changed by ${name ?? 'someone else'} a moment ago`;
}

/** A size limit for people: '2 MB', '512 KB'. */
function sizeLimitText(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** The 413 for a request body over the API's limit, naming the limit. */
export function bodyTooLargeText(limitBytes: number): string {
  return `This request is larger than ${sizeLimitText(limitBytes)}, the most the server accepts at once`;
}

/** The 413 for an uploaded file over the upload limit, naming the limit. */
export function fileTooLargeText(limitBytes: number): string {
  return `This file is larger than ${sizeLimitText(limitBytes)}, the largest file the server accepts. Choose a smaller file, or split it into several.`;
}
