import { z } from 'zod';
import { MESSAGES } from '../messages';
import { idListTextSchema, idTextSchema, isoDateTimeSchema, pageNumberTextSchema, pageSizeTextSchema } from './common';
import { inviteStatusSchema, shiftTypeSchema } from './shifts';

// The /reports page ---------------------------------------------------------------------------

/** The tabs of /reports, in the tab bar's order; /reports opens the first. */
export const REPORT_TABS = [
  { path: 'nps', label: 'NPS' },
  { path: 'aggregate', label: 'Aggregate' },
  { path: 'attendance', label: 'Attendance' },
  { path: 'scheduled', label: 'Scheduled' },
  { path: 'resourceAvailability', label: 'Resource Availability' },
] as const;
export type ReportTab = (typeof REPORT_TABS)[number]['path'];

/**
 * The CSV reports: the API path under /api/v1, the fixed name the file is saved under, and the
 * catalogue's text when it cannot be retrieved (specification 001, sections 7 and 8).
 */
export const CSV_REPORTS = {
  nps: { path: '/generate_nps', fileName: 'nps_report.csv', error: MESSAGES.errorRetrievingNpsReport },
  aggregate: {
    path: '/generate_aggregate_report',
    fileName: 'aggregate_report.csv',
    error: MESSAGES.errorRetrievingAggregateReport,
  },
  roleplayerAttendance: {
    path: '/generate_roleplayer_attendance',
    fileName: 'roleplayer_attendance.csv',
    error: MESSAGES.errorRetrievingRoleplayerAttendance,
  },
  participantAttendance: {
    path: '/generate_participant_attendance',
    fileName: 'participant_attendance.csv',
    error: MESSAGES.errorRetrievingParticipantAttendance,
  },
  scheduled: {
    path: '/generate_scheduled_report',
    fileName: 'scheduled_report.csv',
    error: MESSAGES.errorRetrievingScheduledReport,
  },
} as const;
export type CsvReportName = keyof typeof CSV_REPORTS;

// Queries of the CSV reports ------------------------------------------------------------------

/** A report's From or To: required, and missing either one says 'Please pick both to and from'. */
const pickedInstant = z.string({ message: MESSAGES.pickBothToAndFrom }).pipe(isoDateTimeSchema);
const toAfterFrom = (q: { start_time?: string | undefined; end_time?: string | undefined }) =>
  !q.start_time || !q.end_time || Date.parse(q.end_time) > Date.parse(q.start_time);
const TO_AFTER_FROM = { message: 'must be after start_time', path: ['end_time'] };

/**
 * GET generate_roleplayer_attendance and generate_participant_attendance: shifts that begin in
 * [start_time, end_time), optionally of some courses and cohorts.
 */
export const attendanceReportQuerySchema = z
  .object({
    start_time: pickedInstant,
    end_time: pickedInstant,
    course_ids: idListTextSchema.optional(),
    cohort_ids: idListTextSchema.optional(),
  })
  .refine(toAfterFrom, TO_AFTER_FROM);
export type AttendanceReportQuery = z.infer<typeof attendanceReportQuerySchema>;

/** GET generate_scheduled_report: the participants in calls of the cohorts' roleplay shifts (all cohorts without). */
export const scheduledReportQuerySchema = z.object({ cohort_ids: idListTextSchema.optional() });
export type ScheduledReportQuery = z.infer<typeof scheduledReportQuerySchema>;

/** GET generate_nps: NPS per cohort of the chosen cohorts (every cohort with ratings without). */
export const npsReportQuerySchema = z.object({ cohort_ids: idListTextSchema.optional() });
export type NpsReportQuery = z.infer<typeof npsReportQuerySchema>;

const optionalFilterText = z.string().trim().max(200).optional();
/**
 * GET generate_aggregate_report: a course is required; the other filters are optional (the form
 * keeps them disabled until a course is chosen).
 */
export const aggregateReportQuerySchema = z
  .object({
    course_id: idTextSchema,
    region: optionalFilterText,
    branch: optionalFilterText,
    manager_name: optionalFilterText,
    start_time: isoDateTimeSchema.optional(),
    end_time: isoDateTimeSchema.optional(),
  })
  .refine(toAfterFrom, TO_AFTER_FROM);
export type AggregateReportQuery = z.infer<typeof aggregateReportQuerySchema>;

// Resource availability timeline ----------------------------------------------------------------

/** The roles the timeline can show, and the ones it shows unless asked (specification 001, section 9). */
export const TIMELINE_ROLES = ['sc', 'rp', 'coach'] as const;
export type TimelineRole = (typeof TIMELINE_ROLES)[number];
export const DEFAULT_TIMELINE_ROLES: readonly TimelineRole[] = ['sc', 'rp', 'coach'];
/** Weekly: 7 days in 6-hour slots; daily: 1 day. */
export const TIMELINE_VIEWS = { week: { days: 7, slotHours: 6 }, day: { days: 1, slotHours: 1 } } as const;
export type TimelineView = keyof typeof TIMELINE_VIEWS;
/** Invite statuses that make a shift booked on the timeline: only invited and accepted. */
export const BOOKED_STATUSES = ['invited', 'accepted'] as const;
/** People per page of the timeline (rows): one of the page sizes of every list. */
export const TIMELINE_PAGE_SIZE = 50;
/** The longest window one timeline call may ask for (a week and a day, for a week across a clock change). */
export const MAX_TIMELINE_SPAN_MS = 8 * 24 * 60 * 60 * 1000;

/** GET /resource_availability: people of `roles` (of `course_ids`), their availability and booked shifts. */
export const resourceAvailabilityQuerySchema = z
  .object({
    start_time: isoDateTimeSchema,
    end_time: isoDateTimeSchema,
    course_ids: idListTextSchema.optional(),
    roles: z
      .string()
      .regex(/^(sc|rp|coach)(,(sc|rp|coach))*$/, 'must be a comma-separated list of sc, rp, coach')
      .transform((text) => [...new Set(text.split(','))] as TimelineRole[])
      .optional(),
    page: pageNumberTextSchema.default(1),
    per_page: pageSizeTextSchema.default(TIMELINE_PAGE_SIZE),
  })
  .refine(toAfterFrom, TO_AFTER_FROM)
  .refine((q) => Date.parse(q.end_time) - Date.parse(q.start_time) <= MAX_TIMELINE_SPAN_MS, {
    message: 'must be at most 8 days after start_time',
    path: ['end_time'],
  });
export type ResourceAvailabilityQuery = z.input<typeof resourceAvailabilityQuerySchema>;

export const timelinePersonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  roleList: z.array(z.string()),
});
export const timelineAvailabilitySchema = z.object({
  userId: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
});
export const timelineEventSchema = z.object({
  userId: z.number().int(),
  status: inviteStatusSchema,
  eventType: shiftTypeSchema,
  courseName: z.string(),
  courseId: z.number().int(),
  eventId: z.number().int(),
  clientName: z.string(),
  startTime: z.string(),
  endTime: z.string(),
});
/** The availability report (specification 001, section 3): a page of people with what falls in the window. */
export const resourceAvailabilitySchema = z.object({
  users: z.array(timelinePersonSchema),
  availabilities: z.array(timelineAvailabilitySchema),
  events: z.array(timelineEventSchema),
  total: z.number().int(),
});
export type ResourceAvailability = z.infer<typeof resourceAvailabilitySchema>;
export type TimelinePerson = z.infer<typeof timelinePersonSchema>;
export type TimelineEvent = z.infer<typeof timelineEventSchema>;
