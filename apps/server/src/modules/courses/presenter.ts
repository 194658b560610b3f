import type {
  Course,
  CourseListItem,
  CourseParticipant,
  CoursePreferences,
  CourseShift,
  ParticipantStatus,
  RoleplayerAssessmentTemplate,
} from '@app/shared';
import type { Config } from '../../config';
import type {
  courseEvents,
  coursePreferences,
  courses,
  roleplayerAssessmentQuestions,
  roleplayerAssessmentTemplates,
} from '../../db/schema';
import { registrationUrl } from './registration-url';

type CourseRow = typeof courses.$inferSelect;
type PreferencesRow = typeof coursePreferences.$inferSelect;

/** A course row with what the course page shows beside it, as the service reads it. */
export interface CourseRecord {
  course: CourseRow;
  orgName: string;
  manager: { id: number; name: string; email: string } | null;
  participantsAdded: number;
  hasRoleplayShift: boolean;
}

/** The course page's course: the registration link is built from the key, never stored. */
export function presentCourse(config: Pick<Config, 'regappUrl'>, record: CourseRecord): Course {
  const { course } = record;
  return {
    id: course.id,
    name: course.name,
    clientId: course.clientId,
    orgName: record.orgName,
    description: course.description,
    roleplayerAssessmentTemplateId: course.roleplayerAssessmentTemplateId,
    projectManagerId: course.projectManagerId,
    projectManager: record.manager,
    key: course.key,
    registrationUrl: registrationUrl(config, course.key),
    changeTimeout: course.changeTimeout,
    cancelTimeout: course.cancelTimeout,
    maxBookings: course.maxBookings,
    hasRoleplayShift: record.hasRoleplayShift,
    participantsAdded: record.participantsAdded,
    createdAt: course.createdAt.toISOString(),
    updatedAt: course.updatedAt.toISOString(),
  };
}

/** One row of the courses list. */
export function presentCourseListItem(row: {
  id: number;
  name: string;
  clientId: number;
  clientName: string;
  projectManager: string | null;
  createdAt: Date;
}): CourseListItem {
  return {
    id: row.id,
    name: row.name,
    clientId: row.clientId,
    clientName: row.clientName,
    projectManager: row.projectManager,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A course's preferences with the version stamp an editor sends back. */
export function presentPreferences(row: PreferencesRow): CoursePreferences & { updatedAt: string } {
  return {
    language: row.language,
    resourcesReady: row.resourcesReady,
    enableGroupSessions: row.enableGroupSessions,
    customReminderEnabled: row.customReminderEnabled,
    customReminderDaysBefore: row.customReminderDaysBefore,
    customReminderText: row.customReminderText,
    waitlistOfferHours: row.waitlistOfferHours,
    emailSender: row.emailSender,
    emailBccList: row.emailBccList,
    emailActionPlanToParticipant: row.emailActionPlanToParticipant,
    emailActionPlanToManager: row.emailActionPlanToManager,
    emailShowProjectManagerContact: row.emailShowProjectManagerContact,
    emailCustomWelcomeText: row.emailCustomWelcomeText,
    emailCustomIntroductionBlurb: row.emailCustomIntroductionBlurb,
    emailCustomCommentsHeader: row.emailCustomCommentsHeader,
    emailCustomStrengthsIntroduction: row.emailCustomStrengthsIntroduction,
    emailCustomOpportunitiesIntroduction: row.emailCustomOpportunitiesIntroduction,
    emailCustomActionPlanText: row.emailCustomActionPlanText,
    answerByHours: row.answerByHours,
    backfillWaveSize: row.backfillWaveSize,
    backfillWaveHours: row.backfillWaveHours,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One enrolled participant with their derived status. */
export function presentParticipant(row: {
  id: number;
  name: string;
  email: string;
  status: ParticipantStatus;
  invitationSentAt: Date | null;
  enrolledAt: Date;
}): CourseParticipant {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    status: row.status,
    invitationSentAt: row.invitationSentAt ? row.invitationSentAt.toISOString() : null,
    enrolledAt: row.enrolledAt.toISOString(),
  };
}

/** A coaching-form template with its questions in order. */
export function presentTemplate(
  template: typeof roleplayerAssessmentTemplates.$inferSelect,
  questions: Array<typeof roleplayerAssessmentQuestions.$inferSelect>,
): RoleplayerAssessmentTemplate {
  return {
    id: template.id,
    name: template.name,
    questions: questions.map((q) => ({
      id: q.id,
      header: q.header,
      content: q.content,
      answerType: q.answerType,
      position: q.position,
    })),
  };
}

/** One row of the course page's Shifts card. */
export function presentShift(
  row: Pick<typeof courseEvents.$inferSelect, 'id' | 'type' | 'begins' | 'ends'> & { cohortName: string | null },
): CourseShift {
  return {
    id: row.id,
    type: row.type,
    begins: row.begins.toISOString(),
    ends: row.ends.toISOString(),
    cohortName: row.cohortName,
  };
}
