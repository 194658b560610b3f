/**
 * Results of the skills assessment: a participant's progress in a course and a course's figures
 * (the words are defined in the shared contract, contracts/results.ts). Reads only, with no common
 * snapshot: each figure is one statement of the repository.
 */
import {
  blockTakesAnswer,
  type CohortResult,
  type CourseResults,
  MESSAGES,
  type ParticipantProgress,
  RESULTS_MISSING_LIST_LIMIT,
} from '@app/shared';
import type { Db, Tx } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/types';
import { actionPlansOf, partsOfCourse } from '../assessments';
import { courseNames } from '../courses';
import { callLengthMinutes } from '../scenario-components';
import { findUserById } from '../users';
import * as policy from './policy';
import { presentBlocks, presentNps, presentNpsByShift, presentSkills, type RatingBlock } from './presenter';
import * as repo from './repository';

/** The course's name, or 404. */
async function requireCourse(tx: Tx, id: number): Promise<{ id: number; name: string }> {
  const name = (await courseNames(tx, [id])).get(id);
  if (name === undefined) throw notFound(MESSAGES.courseNotFound);
  return { id, name };
}

/**
 * Whether the viewer may read the course's results (managers every course's, a coach the courses they
 * coach): the results' own rule, and the `viewResults` of the answers that lead to them. The course's
 * coaches are read only when that can still grant it.
 */
export async function mayReadCourseResults(db: Db | Tx, viewer: AuthUser, courseId: number): Promise<boolean> {
  if (policy.can(viewer, 'readCourse', { coachesCourse: false })) return true;
  if (!policy.can(viewer, 'readCourse', { coachesCourse: true })) return false;
  return repo.coachesCourse(db, courseId, viewer.id);
}

/** The rating blocks of the course's skills list (blocks that take an answer), in form order. */
async function ratingBlocks(tx: Tx, courseId: number): Promise<RatingBlock[]> {
  return (await partsOfCourse(tx, courseId))
    .filter((part) => blockTakesAnswer(part.blockType))
    .map((part) => ({ id: part.id, text: part.text }));
}

/**
 * GET /participants/{id}/progress?course_id=: the participant's ratings on every rating block of the
 * course, the action plans of their submitted assessments (each at its session) and their NPS
 * answers. An unknown course is 404 to anyone; then managers, the course's coaches and the
 * participant themself read (403 for anyone else); then an unknown participant is 404.
 */
export async function participantProgress(opts: {
  db: Db;
  viewer: AuthUser;
  participantId: number;
  courseId: number;
}): Promise<ParticipantProgress> {
  const { db, viewer, participantId } = opts;
  const course = await requireCourse(db, opts.courseId);
  const coachesCourse = await repo.coachesCourse(db, course.id, viewer.id);
  if (!policy.can(viewer, 'readProgress', { coachesCourse, participantId })) throw forbidden(MESSAGES.forbidden);
  const person = await findUserById(db, participantId);
  if (!person?.roles.includes('participant')) throw notFound(MESSAGES.participantNotFound);
  const callLength = await callLengthMinutes(db, course.id);
  const [blocks, points, plans, nps] = await Promise.all([
    ratingBlocks(db, course.id),
    repo.progressPoints(db, { courseId: course.id, userId: participantId, callLength }),
    actionPlansOf(db, { courseId: course.id, userId: participantId }),
    repo.npsAnswersOf(db, { courseId: course.id, userId: participantId }),
  ]);
  // A plan's session is its shift's: the call and date its points carry, the shift's start without one.
  const sessionOf = new Map(points.map((p) => [p.shiftId, p]));
  return {
    participant: { id: person.id, name: person.name },
    course,
    skills: presentSkills(blocks, points),
    actionPlans: plans.map((plan) => {
      const session = sessionOf.get(plan.eventId);
      return {
        shiftId: plan.eventId,
        callId: session?.callId ?? null,
        date: (session?.date ?? plan.begins).toISOString(),
        items: plan.items,
        customActionPlan: plan.customActionPlan,
      };
    }),
    nps: nps.map((n) => ({ cohortId: n.cohortId, shiftId: n.shiftId, date: n.date?.toISOString() ?? null, rating: n.rating })),
  };
}

/**
 * GET /courses/{id}/results?cohort=&from=&to=: the course's figures, course-wide and by cohort. An
 * unknown course is 404; managers and the course's coaches read (403 for anyone else); a cohort
 * that is not the course's is 404. `now` decides which calls have begun (missing assessments).
 */
export async function courseResults(opts: {
  db: Db;
  viewer: AuthUser;
  courseId: number;
  query: { cohort?: number | undefined; from?: string | undefined; to?: string | undefined };
  now?: Date;
}): Promise<CourseResults> {
  const { db, viewer, query } = opts;
  const course = await requireCourse(db, opts.courseId);
  if (!(await mayReadCourseResults(db, viewer, course.id))) throw forbidden(MESSAGES.forbidden);
  const allCohorts = await repo.cohortsOfCourse(db, course.id);
  const cohortId = query.cohort;
  const cohorts = cohortId === undefined ? allCohorts : allCohorts.filter((c) => c.id === cohortId);
  if (cohortId !== undefined && cohorts.length === 0) throw notFound(MESSAGES.cohortNotFound);
  const scope: repo.ResultsScope = {
    courseId: course.id,
    cohortId,
    from: query.from ? new Date(query.from) : undefined,
    to: query.to ? new Date(query.to) : undefined,
  };
  const missingOpts = { callLength: await callLengthMinutes(db, course.id), now: opts.now ?? new Date() };
  const [blocks, blockRows, npsRows, missing] = await Promise.all([
    ratingBlocks(db, course.id),
    repo.blockFigures(db, scope),
    repo.npsCounts(db, scope),
    repo.missingAssessments(db, scope, { ...missingOpts, limit: RESULTS_MISSING_LIST_LIMIT }),
  ]);
  const missingCounts = missing.counts;

  const ofCohort = (id: number | null): Omit<CohortResult, 'cohort'> => ({
    blocks: presentBlocks(
      blocks,
      blockRows.filter((r) => !r.whole && r.cohortId === id),
    ),
    nps: presentNps(npsRows.filter((r) => r.level === 'cohort' && r.cohortId === id)),
    missingAssessments: missingCounts.find((m) => m.cohortId === id)?.count ?? 0,
  });
  const withoutCohort = ofCohort(null);
  const hasFigures = (group: Omit<CohortResult, 'cohort'>) =>
    group.missingAssessments > 0 || group.blocks.some((b) => b.counts.minusOne + b.counts.zero + b.counts.plusOne > 0);
  return {
    course,
    blocks: presentBlocks(
      blocks,
      blockRows.filter((r) => r.whole),
    ),
    nps: presentNps(npsRows.filter((r) => r.level === 'course')),
    npsByShift: presentNpsByShift(npsRows),
    missingAssessments: missing.listed.map((m) => ({
      participant: { id: m.userId, name: m.name },
      callId: m.callId,
      shiftId: m.shiftId,
      cohortId: m.cohortId,
      date: m.date.toISOString(),
      opened: m.opened,
    })),
    missingAssessmentsTotal: missingCounts.reduce((sum, m) => sum + m.count, 0),
    cohorts: [
      ...cohorts.map((cohort) => ({ cohort, ...ofCohort(cohort.id) })),
      ...(cohortId === undefined && hasFigures(withoutCohort) ? [{ cohort: null, ...withoutCohort }] : []),
    ],
  };
}
