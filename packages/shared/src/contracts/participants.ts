import { z } from 'zod';
import { PARTICIPANT_STATUSES } from '../constants';
import { canonicalTimeZone } from '../domain/time-zone';
import { idSchema, idTextSchema, isoDateTimeSchema, MAX_IDS_IN_LIST, pageOf, pageQuerySchema } from './common';

// The participant directory, a participant's profile and course list (specification 001: participant
// directory, user details, User.participantProfile; DESIGN.md section 6 for the course status).

const filterText = z.string().trim().max(200);

/** GET /participants: one page, narrowed by the exact manager name, branch and region the pickers offer. */
export const participantsQuerySchema = pageQuerySchema.extend({
  manager_name: filterText.optional(),
  branch: filterText.optional(),
  region: filterText.optional(),
});
export type ParticipantsQuery = z.infer<typeof participantsQuerySchema>;

const courseRefSchema = z.object({ id: z.number().int(), name: z.string() });

/** One row of the participant directory: what a coordinator needs to find and place a participant. */
export const participantRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  clientId: z.number().int().nullable(),
  clientName: z.string().nullable(),
  managerName: z.string(),
  region: z.string(),
  branch: z.string(),
  location: z.string(),
  /** Every course the participant is enrolled in, by name. */
  courses: z.array(courseRefSchema),
});
export type ParticipantRow = z.infer<typeof participantRowSchema>;
export const participantPageSchema = pageOf(participantRowSchema);
export type ParticipantPage = z.infer<typeof participantPageSchema>;

/** GET /participants/filters: the values the directory's pickers offer, those some live participant has. */
export const participantFiltersSchema = z.object({
  managerNames: z.array(z.string()),
  branches: z.array(z.string()),
  regions: z.array(z.string()),
});
export type ParticipantFilters = z.infer<typeof participantFiltersSchema>;

/** Why a participant is listed as orphaned. */
export const ORPHAN_REASONS = ['no_course', 'client_has_no_course'] as const;
export type OrphanReason = (typeof ORPHAN_REASONS)[number];
export const ORPHAN_REASON_LABELS: Record<OrphanReason, string> = {
  no_course: 'In no course',
  client_has_no_course: 'Their client has no course',
};

/** One orphaned participant: in no course, or their client has no course. */
export const orphanedParticipantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  clientName: z.string().nullable(),
  reason: z.enum(ORPHAN_REASONS),
  createdAt: z.string(),
});
export type OrphanedParticipant = z.infer<typeof orphanedParticipantSchema>;
export const orphanedParticipantsQuerySchema = pageQuerySchema;
export const orphanedParticipantPageSchema = pageOf(orphanedParticipantSchema);
export type OrphanedParticipantPage = z.infer<typeof orphanedParticipantPageSchema>;

/** POST /participants/orphaned/delete (admin): the orphaned participants to delete, all or none. */
export const deleteOrphanedBodySchema = z.object({
  userIds: z
    .array(idSchema)
    .min(1, 'needs at least one participant')
    .max(MAX_IDS_IN_LIST, `holds at most ${MAX_IDS_IN_LIST} participants`),
});
export type DeleteOrphanedBody = z.infer<typeof deleteOrphanedBodySchema>;
export const deleteOrphanedResultSchema = z.object({ deleted: z.number().int() });
export type DeleteOrphanedResult = z.infer<typeof deleteOrphanedResultSchema>;

/** One course of a participant's course list, with its derived status and dates. */
export const participantCourseSchema = z.object({
  courseId: z.number().int(),
  courseName: z.string(),
  clientName: z.string(),
  status: z.enum(PARTICIPANT_STATUSES),
  /** When they were enrolled; null for a course they are in a shift of without an enrolment. */
  enrolledAt: z.string().nullable(),
  /** The start of the latest shift of the course they hold a place in, or null. */
  shiftBegins: z.string().nullable(),
  /** When their assessment in a shift of the course was completed (the latest), or null. */
  completedAt: z.string().nullable(),
});
export type ParticipantCourse = z.infer<typeof participantCourseSchema>;
export const participantCourseListSchema = z.array(participantCourseSchema);

/** GET /generate_course_list_report?user_id= */
export const courseListReportQuerySchema = z.object({ user_id: idTextSchema });

/** The course-completion CSV's fixed file name. */
export const COURSE_LIST_REPORT_FILE_NAME = 'course_list_report.csv';

/** A participant's profile as the API shows it; `updatedAt` is null until a profile is saved or imported. */
export const participantProfileSchema = z.object({
  userId: z.number().int(),
  clientId: z.number().int().nullable(),
  clientName: z.string().nullable(),
  managerName: z.string(),
  managerEmail: z.string(),
  region: z.string(),
  location: z.string(),
  branch: z.string(),
  timeZone: z.string(),
  position: z.string(),
  updatedAt: z.string().nullable(),
});
export type ParticipantProfile = z.infer<typeof participantProfileSchema>;

const profileText = (max: number) => z.string().trim().max(max);

/** An IANA time zone in its usual spelling ('america/toronto' becomes 'America/Toronto'), or '' for none. */
export const timeZoneFieldSchema = z
  .string()
  .trim()
  .max(64)
  .transform((value, ctx) => {
    if (value === '') return '';
    const zone = canonicalTimeZone(value);
    if (zone) return zone;
    ctx.addIssue({ code: 'custom', message: 'must be a time zone such as America/Toronto' });
    return z.NEVER;
  });

/** The editable fields of a profile; every one optional, and only those sent change. */
export const participantProfileInputSchema = z.object({
  clientId: idSchema.nullable().optional(),
  managerName: profileText(200).optional(),
  managerEmail: z
    .union([z.literal(''), z.string().trim().toLowerCase().email('must be a valid e-mail address').max(254)])
    .optional(),
  region: profileText(200).optional(),
  location: profileText(200).optional(),
  branch: profileText(200).optional(),
  timeZone: timeZoneFieldSchema.optional(),
  position: profileText(200).optional(),
  /** The updatedAt the editor saw (null: they saw no profile yet); a newer profile answers 409. */
  updatedAt: isoDateTimeSchema.nullable().optional(),
});
export const updateParticipantProfileBodySchema = z.object({ participantProfile: participantProfileInputSchema });
export type UpdateParticipantProfileBody = z.input<typeof updateParticipantProfileBodySchema>;
export type ParticipantProfileInput = z.infer<typeof participantProfileInputSchema>;
