/**
 * Calibration ratings and rater agreement ("Results you can see: raters who agree"): a coach's own,
 * independent rating of a participant's skills list in a roleplay shift, and per role-player how
 * often the shift's ratings agree with those calibrations (agreement.ts).
 *
 * A calibration is the rater's own: nobody else reads it through these routes, and the participant
 * and the role-players never do (the role table refuses them; a coach who plays in the participant's
 * calls of the shift is refused by the policy). Its ratings are saved together under one version stamp.
 */
import { blockTakesAnswer, type Calibration, MESSAGES, type RaterAgreement, type RaterHistory, type Rating } from '@app/shared';
import type { Db, Tx } from '../../db/client';
import { transaction } from '../../db/transaction';
import { audit } from '../../lib/audit';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { emit } from '../../lib/events';
import { assertFreshOrNew, invalidField, nextStamp } from '../../lib/records';
import type { AuthUser } from '../../plugins/types';
import { partsOfCourse, scenariosPlayedFor, sitsInShift } from '../assessments';
import { raterAgreementThreshold } from '../settings';
import { assertMayView, loadShift, type ShiftRecord } from '../shifts';
import { raterAgreement } from './agreement';
import * as policy from './policy';
import type { CalibrationRow } from './repository';
import * as repo from './repository';

interface Key {
  eventId: number;
  participantId: number;
  raterId: number;
}

/**
 * The roleplay shift (404), seen by the viewer (403), the participant sitting in one of its calls
 * (`notInShift`), and the viewer free to calibrate them (403 when they play in the participant's calls).
 */
async function calibrationContext(
  tx: Tx,
  opts: { viewer: AuthUser; timeZone: string; eventId: number; userId: number; notInShift: () => Error },
): Promise<{ record: ShiftRecord; key: Key }> {
  const record = await loadShift(tx, opts.eventId, { type: 'roleplay' });
  if (!record) throw notFound(MESSAGES.shiftNotFound);
  await assertMayView(tx, { viewer: opts.viewer, record, timeZone: opts.timeZone });
  if (!(await sitsInShift(tx, record.event.id, opts.userId))) throw opts.notInShift();
  const key = { eventId: record.event.id, participantId: opts.userId, raterId: opts.viewer.id };
  const played = await scenariosPlayedFor(tx, {
    eventId: key.eventId,
    participantId: key.participantId,
    assessorId: key.raterId,
  });
  const playsForParticipant = played.length > 0;
  if (!policy.can(opts.viewer, 'rate', { playsForParticipant })) {
    throw new AppError('calibration_not_independent', MESSAGES.calibrationNotIndependent);
  }
  return { record, key };
}

async function present(tx: Tx, key: Key, row: CalibrationRow | undefined): Promise<Calibration> {
  return {
    eventId: key.eventId,
    userId: key.participantId,
    ratings: row
      ? (await repo.ratingsOf(tx, row.id)).map((r) => ({ assessmentPartId: r.assessmentPartId, rating: r.rating as Rating }))
      : [],
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** GET /calibrations?event_id=&user_id=: the viewer's own calibration of the participant in the shift (empty until saved). */
export async function getCalibration(opts: {
  db: Db;
  timeZone: string;
  viewer: AuthUser;
  eventId: number;
  userId: number;
}): Promise<Calibration> {
  return transaction(opts.db, async (tx) => {
    const { key } = await calibrationContext(tx, { ...opts, notInShift: () => notFound(MESSAGES.participantNotInShift) });
    return present(tx, key, await repo.findCalibration(tx, key));
  });
}

/**
 * PUT /calibrations: saves the viewer's whole calibration of the participant in the shift. Every block
 * must be a rating block (true/false, short answer, multiple choice) of the shift's course's skills list
 * (400 naming the field). `updatedAt` must be the stamp the form was read at (null: it had none); a
 * save made meanwhile answers 409 stale_edit with the calibration as it is now. Emits
 * `calibration.changed` (the course's rater agreement moves; live updates tell its readers).
 */
export async function saveCalibration(opts: {
  db: Db;
  timeZone: string;
  viewer: AuthUser;
  input: {
    eventId: number;
    userId: number;
    ratings: Array<{ assessmentPartId: number; rating: Rating }>;
    updatedAt: string | null;
  };
}): Promise<Calibration> {
  const { input } = opts;
  return transaction(opts.db, async (tx) => {
    const { record, key } = await calibrationContext(tx, {
      ...opts,
      eventId: input.eventId,
      userId: input.userId,
      notInShift: () => invalidField(['calibration', 'userId'], 'must be a participant in a call of the shift'),
    });
    const ratingBlocks = new Set(
      (await partsOfCourse(tx, record.event.courseId)).filter((p) => blockTakesAnswer(p.blockType)).map((p) => p.id),
    );
    const stranger = input.ratings.findIndex((r) => !ratingBlocks.has(r.assessmentPartId));
    if (stranger >= 0) {
      throw invalidField(
        ['calibration', 'ratings', String(stranger), 'assessmentPartId'],
        'must be a true/false, short-answer or multiple-choice item of the course’s skills list',
      );
    }

    const created = await repo.insertCalibrationIfMissing(tx, key);
    const current = await repo.findCalibration(tx, key, true);
    if (!current) throw new Error('calibration missing after insert');
    const before = created ? [] : await repo.ratingsOf(tx, current.id);
    assertFreshOrNew(input.updatedAt, created ? null : current.updatedAt, () => ({
      eventId: key.eventId,
      userId: key.participantId,
      ratings: before,
      updatedAt: current.updatedAt.toISOString(),
    }));
    const row = await repo.replaceRatings(
      tx,
      current.id,
      input.ratings,
      created ? current.updatedAt : nextStamp(current.updatedAt),
    );
    await audit(tx, {
      actorId: opts.viewer.id,
      action: created ? 'create' : 'update',
      entity: 'calibration',
      entityId: row.id,
      eventId: key.eventId,
      subjectUserId: key.participantId,
      before: created ? null : { ratings: before },
      after: { ratings: input.ratings },
    });
    await emit(tx, 'calibration.changed', { calibrationId: row.id, eventId: key.eventId, courseId: record.event.courseId });
    return present(tx, key, row);
  });
}

/**
 * GET /courses/{id}/rater_agreement?from=&to=: per role-player with at least one pair in the course's
 * roleplay shifts that begin in [from, to), their pairs, agreement and weighted kappa, by name.
 * Managers read every course's; a coach the courses they coach. `threshold` is the business setting.
 */
export async function courseRaterAgreement(opts: {
  db: Db;
  viewer: AuthUser;
  courseId: number;
  query: { from?: string | undefined; to?: string | undefined };
}): Promise<RaterAgreement> {
  if (!(await repo.courseExists(opts.db, opts.courseId))) throw notFound(MESSAGES.courseNotFound);
  const coachesCourse = await repo.coachesCourse(opts.db, opts.courseId, opts.viewer.id);
  if (!policy.can(opts.viewer, 'readAgreement', { coachesCourse })) throw forbidden(MESSAGES.forbidden);
  const cells = await repo.agreementCells(opts.db, { courseId: opts.courseId, ...opts.query });
  const byRater = new Map<number, { name: string; cells: typeof cells }>();
  for (const cell of cells) {
    const entry = byRater.get(cell.userId) ?? { name: cell.name, cells: [] };
    entry.cells.push(cell);
    byRater.set(cell.userId, entry);
  }
  const raters = [...byRater].map(([userId, { name, cells: own }]) => ({ userId, name, ...raterAgreement(own) }));
  raters.sort((a, b) => a.name.localeCompare(b.name) || a.userId - b.userId);
  return { raters, threshold: await raterAgreementThreshold(opts.db) };
}

/**
 * GET /users/{id}/rater_agreement: the role-player's agreement with the calibrations per shift in time
 * order (every course), and over all their pairs. Managers and coaches read it (the route's access).
 */
export async function raterHistory(opts: { db: Db; userId: number }): Promise<RaterHistory> {
  if (!(await repo.userExists(opts.db, opts.userId))) throw notFound(MESSAGES.userNotFound);
  const cells = await repo.raterCellsByShift(opts.db, opts.userId);
  const byShift = new Map<number, { date: string; courseId: number; courseName: string; cells: typeof cells }>();
  for (const cell of cells) {
    const entry = byShift.get(cell.shiftId) ?? {
      date: new Date(cell.begins).toISOString(),
      courseId: cell.courseId,
      courseName: cell.courseName,
      cells: [],
    };
    entry.cells.push(cell);
    byShift.set(cell.shiftId, entry);
  }
  const shifts = [...byShift].map(([shiftId, { cells: own, ...shift }]) => {
    const { n, agreement } = raterAgreement(own);
    return { shiftId, ...shift, n, agreement };
  });
  const overall = raterAgreement(cells);
  return {
    userId: opts.userId,
    threshold: await raterAgreementThreshold(opts.db),
    overall: overall.n === 0 ? null : overall,
    shifts,
  };
}
