import { z } from 'zod';
import {
  ANSWER_BY_HOURS,
  BACKFILL_WAVE_HOURS,
  BACKFILL_WAVE_SIZE,
  COURSE_LANGUAGES,
  PARTICIPANT_STATUSES,
  SHIFT_TYPES,
} from '../constants';
import { idSchema, idTextSchema, isoDateTimeSchema, pageOf, pageQuerySchema } from './common';

const timeoutDays = z.coerce.number({ message: 'Required' }).int('must be a whole number').min(1, 'must be at least 1').max(365);
/** Bookings one participant may hold in a course through the registration app. */
const maxBookings = z.coerce.number({ message: 'Required' }).int('must be a whole number').min(1, 'must be at least 1').max(50);

export const courseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  clientId: z.number().int(),
  orgName: z.string(),
  description: z.string(),
  roleplayerAssessmentTemplateId: z.number().int().nullable(),
  projectManagerId: z.number().int().nullable(),
  projectManager: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  key: z.string(),
  /** The registration app's link for this course (REGAPP_URL + key). */
  registrationUrl: z.string(),
  changeTimeout: z.number().int(),
  cancelTimeout: z.number().int(),
  /** How many bookings a participant may hold in this course in the registration app (default 1). */
  maxBookings: z.number().int(),
  /** True once the course has a roleplay shift: scenario components can no longer be added or deleted. */
  hasRoleplayShift: z.boolean(),
  participantsAdded: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Course = z.infer<typeof courseSchema>;

const courseFields = {
  name: z.string().trim().min(1, 'is required').max(200),
  clientId: idSchema,
  description: z.string().trim().max(5000),
  roleplayerAssessmentTemplateId: idSchema.nullable(),
  projectManagerId: idSchema.nullable(),
};
// Defaults belong to creation only: a partial update must never fill in fields it did not send.
export const courseInputSchema = z.object({
  ...courseFields,
  description: courseFields.description.default(''),
  roleplayerAssessmentTemplateId: courseFields.roleplayerAssessmentTemplateId.default(null),
  projectManagerId: courseFields.projectManagerId.default(null),
});
export type CourseInput = z.input<typeof courseInputSchema>;
export const createCourseBodySchema = z.object({ course: courseInputSchema });
export const updateCourseBodySchema = z.object({
  course: z.object(courseFields).partial().extend({
    changeTimeout: timeoutDays.optional(),
    cancelTimeout: timeoutDays.optional(),
    maxBookings: maxBookings.optional(),
    updatedAt: isoDateTimeSchema.optional(),
  }),
});
export type UpdateCourseBody = z.input<typeof updateCourseBodySchema>;
/** The Regapp Configuration card's own rule, mirrored by the web form. */
export const regappConfigSchema = z.object({ changeTimeout: timeoutDays, cancelTimeout: timeoutDays, maxBookings });

export const coursesQuerySchema = pageQuerySchema.extend({ client_id: idTextSchema.optional() });
export const courseListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  clientId: z.number().int(),
  clientName: z.string(),
  projectManager: z.string().nullable(),
  createdAt: z.string(),
});
export type CourseListItem = z.infer<typeof courseListItemSchema>;
export const coursePageSchema = pageOf(courseListItemSchema);
export type CoursePage = z.infer<typeof coursePageSchema>;

const emailList = z.array(z.string().trim().toLowerCase().email('must be a valid e-mail address').max(254)).max(50);
const longText = z.string().max(10_000);

export const coursePreferencesSchema = z.object({
  language: z.enum(COURSE_LANGUAGES),
  resourcesReady: z.boolean(),
  enableGroupSessions: z.boolean(),
  customReminderEnabled: z.boolean(),
  customReminderDaysBefore: z.number().int().min(1).max(60),
  customReminderText: longText,
  /** How long a freed place is held for the first on a time's waiting list in the registration app. */
  waitlistOfferHours: z.number().int().min(1).max(168),
  emailSender: z.union([z.literal(''), z.string().trim().toLowerCase().email('must be a valid e-mail address').max(254)]),
  emailBccList: emailList,
  emailActionPlanToParticipant: z.boolean(),
  emailActionPlanToManager: z.boolean(),
  emailShowProjectManagerContact: z.boolean(),
  emailCustomWelcomeText: longText,
  emailCustomIntroductionBlurb: longText,
  emailCustomCommentsHeader: longText,
  emailCustomStrengthsIntroduction: longText,
  emailCustomOpportunitiesIntroduction: longText,
  emailCustomActionPlanText: longText,
  /** Hours an invitee has to answer an invitation (capped by the shift's answerByHoursBeforeStart). */
  answerByHours: z.number().int().min(ANSWER_BY_HOURS.min).max(ANSWER_BY_HOURS.max),
  /** How many people each backfill wave offers an open place to, and the hours between waves. */
  backfillWaveSize: z.number().int().min(BACKFILL_WAVE_SIZE.min).max(BACKFILL_WAVE_SIZE.max),
  backfillWaveHours: z.number().int().min(BACKFILL_WAVE_HOURS.min).max(BACKFILL_WAVE_HOURS.max),
});
export type CoursePreferences = z.infer<typeof coursePreferencesSchema>;
/** GET /courses/{id}/preferences answers the preferences with their updatedAt. */
export const coursePreferencesResponseSchema = coursePreferencesSchema.extend({ updatedAt: z.string() });
/** PUT /courses/{id}/preferences {preferences}: any subset of fields. */
export const updateCoursePreferencesBodySchema = z.object({
  preferences: coursePreferencesSchema.partial().extend({ updatedAt: isoDateTimeSchema.optional() }),
});

export const courseParticipantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  status: z.enum(PARTICIPANT_STATUSES),
  invitationSentAt: z.string().nullable(),
  enrolledAt: z.string(),
});
export type CourseParticipant = z.infer<typeof courseParticipantSchema>;
export const courseParticipantPageSchema = pageOf(courseParticipantSchema);
export const courseParticipantsQuerySchema = pageQuerySchema;

export const courseParticipantParamsSchema = z.object({
  id: idTextSchema,
  userId: idTextSchema,
});
/** POST /courses/{id}/invite_email: one participant (user_id), pending ones only, or all. */
export const inviteEmailQuerySchema = z.object({
  user_id: idTextSchema.optional(),
  pending_only: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .optional(),
});
export const inviteEmailResultSchema = z.object({ message: z.string(), queued: z.number().int() });

export const roleplayerAssessmentTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  questions: z.array(
    z.object({
      id: z.number().int(),
      header: z.string(),
      content: z.string(),
      answerType: z.enum(['binary', 'scale', 'comment']),
      position: z.number().int(),
    }),
  ),
});
export type RoleplayerAssessmentTemplate = z.infer<typeof roleplayerAssessmentTemplateSchema>;

/** A row of the course page's Shifts card. */
export const courseShiftSchema = z.object({
  id: z.number().int(),
  type: z.enum(SHIFT_TYPES),
  begins: z.string(),
  ends: z.string(),
  cohortName: z.string().nullable(),
});
export type CourseShift = z.infer<typeof courseShiftSchema>;
