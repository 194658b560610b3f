/**
 * Every code the API answers with, and its HTTP status. The general codes name the class of a
 * refusal; the domain codes name one refusal exactly, so the web branches on `code`, never on the
 * words of `error`. A new refusal that a screen must tell apart gets its own code here.
 */
export const ERROR_CODES = {
  // General
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  too_many_requests: 429,
  internal: 500,
  service_unavailable: 503,

  // Sign-in and people
  cannot_delete_self: 403,
  course_has_staffed_shifts: 409,
  current_password_required: 400,
  current_password_wrong: 400,
  email_taken: 409,
  invalid_credentials: 401,
  last_admin: 403,
  must_change_password: 403,
  participant_in_shift: 409,
  participant_not_orphaned: 409,
  qualification_exists: 409,
  qualification_needs_staff: 409,
  password_too_weak: 400,
  scenario_locked: 409,
  sign_in_link_invalid: 401,
  stale_edit: 409,
  too_many_attempts: 429,

  // Shifts, invites and swaps
  already_on_shift: 409,
  place_not_for_them: 409,
  availability_in_past: 400,
  availability_overlap: 409,
  availability_started: 400,
  invite_not_yours: 403,
  invite_wrong_status: 409,
  no_scenario: 400,
  not_in_shift: 403,
  not_qualified: 403,
  participant_not_enrolled: 409,
  shift_not_today: 403,
  shift_has_no_room: 409,
  resources_not_ready: 409,
  shift_started: 409,
  swap_not_for_you: 403,
  swap_taken: 409,
  backfill_taken: 409,
  backfill_not_offered: 403,
  /** A backfill taker who has become busy on an overlapping shift since the offer. */
  busy_elsewhere: 409,

  // Rooms
  room_in_use: 409,
  room_locked: 409,
  room_name_taken: 409,
  room_taken: 409,

  // Calls, call slots and participant slots
  block_out_of_range: 400,
  call_full: 409,
  call_slot_exists: 409,
  meeting_url_from_room: 409,
  note_needs_roleplayer_and_participant: 409,
  participant_in_block: 409,
  roleplayer_busy: 409,
  roleplayer_declined: 409,
  roleplayer_not_on_shift: 409,

  // Skills assessment
  answer_exists: 409,
  no_action_plan_recipient: 409,
  not_assessor: 403,
  calibration_not_independent: 403,
  // Reminders
  late_reminder_not_today: 409,
  reminder_not_allowed: 409,

  // Registration app
  regapp_time_full: 409,
  regapp_change_closed: 409,
  regapp_cancel_closed: 409,
  regapp_booking_limit: 409,
  regapp_time_unavailable: 409,
  regapp_already_waiting: 409,
  regapp_offer_lapsed: 409,
  regapp_already_booked: 409,
  regapp_time_has_places: 409,

  // Coaching
  coaching_form_taken: 409,
  roleplayer_not_in_call: 409,
  question_answered: 409,
  template_in_use: 409,

  // Roster plans (issue 39)
  /** A draft whose facts changed since it was solved (a shift moved, somebody became busy, a place was filled). */
  roster_plan_changed: 409,
  /** The plan is applied already: it can no longer be changed or applied again. */
  roster_plan_applied: 409,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The HTTP status that goes with a code. */
export function statusOf(code: ErrorCode): number {
  return ERROR_CODES[code];
}

/** True when a value is one of the codes above (the web reads codes from untyped JSON). */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}
