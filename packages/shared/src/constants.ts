export const API_PREFIX = '/api/v1';
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 100;
export const PAGE_SIZE_STORAGE_KEY = 'grid.pageSize';
export const TOKEN_STORAGE_KEY = 'session.token';
export const IMPERSONATOR_TOKEN_STORAGE_KEY = 'session.impersonatorToken';
export const MIN_PASSWORD_LENGTH = 8;
export const MESSAGE_DISMISS_MS = 3000;
export const COPIED_MS = 3000;
/** The call view's Copy URL confirmation shows this long (second document, section 9). */
export const COPY_URL_CONFIRMATION_MS = 1500;
export const SCOPE_HEADER = 'x-app-scope';
export const APP_SCOPES = ['backoffice', 'regapp'] as const;
export type AppScope = (typeof APP_SCOPES)[number];
/** The two apps a session is for, in words (the back office by its name, as the layout names it). */
export const APP_SCOPE_LABELS: Record<AppScope, string> = { backoffice: 'Back Office', regapp: 'Registration app' };
export const COURSE_LANGUAGES = ['en-CA', 'fr-CA', 'pt-PT', 'es-ES'] as const;
export type CourseLanguage = (typeof COURSE_LANGUAGES)[number];
/** Each language by its English name (the course preferences name them so in English). */
export const COURSE_LANGUAGE_LABELS: Record<CourseLanguage, string> = {
  'en-CA': 'English (Canada)',
  'fr-CA': 'French (Canada)',
  'pt-PT': 'Portuguese (Portugal)',
  'es-ES': 'Spanish (Spain)',
};
export const HOLIDAY_REGIONS = ['ca', 'us'] as const;
export const DATE_TIME_FORMAT = 'MM-dd-yyyy HH:mm';
/** Failed sign-ins allowed per account or address within the window before 429. */
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;
export const RESOURCE_TYPES = [
  'action_plan_skills_list',
  'folder',
  'job_aid',
  'intro_extro',
  'other',
  'participant_package',
  'regular_skills',
  'roleplayer_profile',
] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];
export const RESOURCE_TYPE_LABELS: Record<ResourceType, string> = {
  action_plan_skills_list: 'Action plan skills list',
  folder: 'Folder',
  job_aid: 'Job aid',
  intro_extro: 'Intro / extro',
  other: 'Other',
  participant_package: 'Participant package',
  regular_skills: 'Regular skills',
  roleplayer_profile: 'Role-player profile',
};
/** The largest request body the API reads (JSON and text); a larger one is answered 413. */
export const BODY_LIMIT_BYTES = 2 * 1024 * 1024;
/** The largest file a multipart upload may carry (participant CSVs, resource files). */
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
/** Largest resource-link upload, and the file kinds accepted (never HTML or scripts). */
export const RESOURCE_MAX_BYTES = 20 * 1024 * 1024;
/** The file type each accepted extension is served with; the list of keys is what uploads accept. */
export const RESOURCE_MIME_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  txt: 'text/plain',
  csv: 'text/csv',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
  zip: 'application/zip',
} as const;
export type ResourceExtension = keyof typeof RESOURCE_MIME_TYPES;
export const RESOURCE_EXTENSIONS = Object.keys(RESOURCE_MIME_TYPES) as ResourceExtension[];
export const SHIFT_TYPES = ['roleplay', 'training', 'live'] as const;
export type ShiftType = (typeof SHIFT_TYPES)[number];
export const SHIFT_TYPE_LABELS: Record<ShiftType, string> = { roleplay: 'Roleplay', training: 'Orientation', live: 'Live' };
// Here rather than in contracts/shifts.ts: the web's first download needs them, not the schemas.
/** The path word of each shift type: /roleplay_shifts, /training_shifts, /live_shifts. */
export const SHIFT_PATHS = { roleplay: 'roleplay_shifts', training: 'training_shifts', live: 'live_shifts' } as const;
/** The web route word of each shift type: /roleplayShifts, /orientationShifts, /liveShifts. */
export const SHIFT_ROUTES = { roleplay: 'roleplayShifts', training: 'orientationShifts', live: 'liveShifts' } as const;
/** Kinds of meeting room; a phone room has dial-in numbers, the others a meeting link. */
export const ROOM_TYPES = ['phone', 'teams', 'zoom', 'meet', 'custom'] as const;
export type RoomType = (typeof ROOM_TYPES)[number];
export const DEFAULT_ROOM_TYPE: RoomType = 'phone';
export const ROOM_TYPE_LABELS: Record<RoomType, string> = {
  phone: 'Phone',
  teams: 'MS Teams',
  zoom: 'Zoom',
  meet: 'Google Meet',
  custom: 'Online room',
};
export const INVITE_STATUSES = ['invited', 'accepted', 'rejected', 'swap_requested', 'expired'] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];
/**
 * The invite statuses that hold a place on a shift: every status but 'rejected' and 'expired' (an
 * invite left unanswered past its answer-by time); an offered swap still holds it until someone
 * takes it. The one list; the server's SQL twin is `holdsPlaceSql`.
 */
export const PLACE_HOLDING_INVITE_STATUSES = ['invited', 'accepted', 'swap_requested'] as const satisfies readonly InviteStatus[];
export type PlaceHoldingInviteStatus = (typeof PLACE_HOLDING_INVITE_STATUSES)[number];
/** True when an invite in this status holds a place on its shift. */
export function holdsPlace(status: InviteStatus): status is PlaceHoldingInviteStatus {
  return (PLACE_HOLDING_INVITE_STATUSES as readonly InviteStatus[]).includes(status);
}
/**
 * The invite statuses of a place accepted: accepted, and accepted then offered for swap (still the
 * holder's until somebody takes it). An invitation not yet answered holds a place but is not
 * accepted; declined and lapsed ones hold none. The one list: fair shares count the shifts worked by
 * it (their SQL is built from it), the reports' attendance marks the places held by it, and My
 * shifts lists the viewer's next shifts by it.
 */
export const ACCEPTED_PLACE_INVITE_STATUSES = [
  'accepted',
  'swap_requested',
] as const satisfies readonly PlaceHoldingInviteStatus[];
export type AcceptedPlaceInviteStatus = (typeof ACCEPTED_PLACE_INVITE_STATUSES)[number];
/** True when an invite in this status is an accepted place (ACCEPTED_PLACE_INVITE_STATUSES). */
export function holdsAcceptedPlace(status: InviteStatus | null): status is AcceptedPlaceInviteStatus {
  return status !== null && (ACCEPTED_PLACE_INVITE_STATUSES as readonly InviteStatus[]).includes(status);
}
/** The places backfill fills on a shift short of people (issue 25, part 3). */
export const BACKFILL_ROLES = ['roleplayer', 'coach', 'coordinator'] as const;
export type BackfillRole = (typeof BACKFILL_ROLES)[number];
export const BACKFILL_ROLE_LABELS: Record<BackfillRole, string> = {
  roleplayer: 'Role-player',
  coach: 'Coach',
  coordinator: 'Shift coordinator',
};
/** Why a place opened: the shift was short at its deadline, or somebody gave their place up late. */
export const BACKFILL_REASONS = ['deadline', 'late_give_up'] as const;
export type BackfillReason = (typeof BACKFILL_REASONS)[number];
export const BACKFILL_REASON_LABELS: Record<BackfillReason, string> = {
  deadline: 'Short at the deadline',
  late_give_up: 'Given up late',
};
/** An open place is offered in waves; closed = the shift started with it unfilled. */
export const BACKFILL_PLACE_STATUSES = ['open', 'filled', 'stopped', 'closed'] as const;
export type BackfillPlaceStatus = (typeof BACKFILL_PLACE_STATUSES)[number];
export const BACKFILL_PLACE_STATUS_LABELS: Record<BackfillPlaceStatus, string> = {
  open: 'Open',
  filled: 'Filled',
  stopped: 'Stopped',
  closed: 'Closed unfilled',
};
/** Answer-by and backfill settings: bounds and defaults (course preferences and shift settings). */
export const ANSWER_BY_HOURS = { min: 1, max: 720, default: 48 } as const;
export const BACKFILL_WAVE_SIZE = { min: 1, max: 50, default: 5 } as const;
export const BACKFILL_WAVE_HOURS = { min: 1, max: 48, default: 2 } as const;
export const ANSWER_BY_HOURS_BEFORE_START = { min: 0, max: 720, default: 72 } as const;
export const SCENARIO_DURATION = { min: 5, max: 120, step: 5, default: 30 } as const;
export const RP_REFERENCES = [1, 2, 3, 4, 5] as const;
export type RpReference = (typeof RP_REFERENCES)[number];
/** One fixed colour per role-player reference, the same wherever an RP is shown. */
export const RP_COLORS: Record<RpReference, string> = {
  1: '#1565c0',
  2: '#2e7d32',
  3: '#ef6c00',
  4: '#6a1b9a',
  5: '#c62828',
};
export const DEFAULT_SCENARIO_COMPONENT_TYPE_ID = 2;
export const DEFAULT_RP_REFERENCE = 1;
export const BLOCK_TYPES = ['heading', 'sub_heading', 'true_false', 'short_answer', 'multiple_choice'] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];
/** Each kind of skills-list block in words (the skills-list builder names them so in English). */
export const BLOCK_TYPE_LABELS: Record<BlockType, string> = {
  heading: 'Heading',
  sub_heading: 'Sub-heading',
  true_false: 'True / False',
  short_answer: 'Short answer',
  multiple_choice: 'Multiple choice',
};
export const PARTICIPANT_STATUSES = ['Pending', 'Registered', 'Completed'] as const;
export type ParticipantStatus = (typeof PARTICIPANT_STATUSES)[number];
/** A client participant row shows at most this many courses, then 'and others'. */
export const CLIENT_PARTICIPANT_COURSES_SHOWN = 3;
/** Columns of the participant CSV template and import, in order. */
export const PARTICIPANT_CSV_COLUMNS = [
  'First Name',
  'Last Name',
  'Email',
  'Manager Name',
  'Manager Email',
  'Region',
  'Location',
  'Branch',
  'Time Zone',
  'Position',
] as const;
export const PARTICIPANT_IMPORT_MAX_ROWS = 20_000;
/** A roleplay shift has at most this many call blocks (start slots 0 .. MAX_CALL_BLOCKS - 1). */
export const MAX_CALL_BLOCKS = 10;
export const DEFAULT_STAFFING_RATIO = 1.5;
/** How far ahead suggested roleplay shift dates look, from the reference date. */
export const SUGGESTION_WINDOW_DAYS = 28;
/** A suggested date names at most this many people per role (with the count of all of them). */
export const SUGGESTION_NAMES = 6;
/** Fixed calendar colours per shift type, availability and holidays; white text on each reads at 4.5:1 or more (WCAG AA). */
export const SHIFT_COLORS: Record<'roleplay' | 'training' | 'live' | 'availability' | 'holiday' | 'swap', string> = {
  roleplay: '#1e4e79',
  training: '#2e7d32',
  live: '#a84f0f',
  availability: '#7e57c2',
  holiday: '#616161',
  swap: '#d81b60',
};
