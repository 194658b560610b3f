import type { CourseShift, RoleplayerAssessmentTemplate } from '@app/shared';
import type { Db } from '../../db/client';
import { presentShift, presentTemplate } from './presenter';
import * as repo from './repository';
import { assertCourseExists } from './service';

/** Every coaching-form template with its questions in order, for the course form's picker. */
export async function listRoleplayerAssessmentTemplates(opts: { db: Db }): Promise<RoleplayerAssessmentTemplate[]> {
  const { templates, questions } = await repo.listTemplatesWithQuestions(opts.db);
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
  const rows = await repo.listShiftsOfCourse(opts.db, opts.courseId);
  return rows.map(presentShift);
}
