import type { CourseShift, RoleplayerAssessmentTemplate } from '@app/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cohorts, courseEvents, roleplayerAssessmentQuestions, roleplayerAssessmentTemplates } from '../../db/schema';
import { presentShift, presentTemplate } from './presenter';
import { assertCourseExists } from './service';

/** Every coaching-form template with its questions in order, for the course form's picker. */
export async function listRoleplayerAssessmentTemplates(opts: { db: Db }): Promise<RoleplayerAssessmentTemplate[]> {
  const templates = await opts.db.select().from(roleplayerAssessmentTemplates).orderBy(asc(roleplayerAssessmentTemplates.id));
  const questions = await opts.db
    .select()
    .from(roleplayerAssessmentQuestions)
    .orderBy(asc(roleplayerAssessmentQuestions.position), asc(roleplayerAssessmentQuestions.id));
  return templates.map((template) =>
    presentTemplate(
      template,
      questions.filter((q) => q.templateId === template.id),
    ),
  );
}

/** A course's shifts in time order with their cohort names, for the course page's Shifts card. */
export async function listCourseShifts(opts: { db: Db; courseId: number }): Promise<CourseShift[]> {
  await assertCourseExists(opts.db, opts.courseId);
  const rows = await opts.db
    .select({
      id: courseEvents.id,
      type: courseEvents.type,
      begins: courseEvents.begins,
      ends: courseEvents.ends,
      cohortName: cohorts.name,
    })
    .from(courseEvents)
    .leftJoin(cohorts, eq(cohorts.id, courseEvents.cohortId))
    .where(eq(courseEvents.courseId, opts.courseId))
    .orderBy(asc(courseEvents.begins), asc(courseEvents.id));
  return rows.map(presentShift);
}
