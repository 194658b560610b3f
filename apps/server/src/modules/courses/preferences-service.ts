import type { CoursePreferences, updateCoursePreferencesBodySchema } from '@app/shared';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { transaction } from '../../db/transaction';
import { audit } from '../../lib/audit';
import { assertFresh } from '../../lib/records';
import type { AuthUser } from '../../plugins/types';
import { presentPreferences } from './presenter';
import type { NewPreferences, PreferencesRow } from './repository';
import * as repo from './repository';
import { assertCourseExists } from './service';

type PreferencesInput = z.infer<typeof updateCoursePreferencesBodySchema>['preferences'];
type PresentedPreferences = CoursePreferences & { updatedAt: string };

/**
 * The course's preferences row. Every course gets one when it is created; a course that came in
 * another way (imported, older data) gets the defaults on first use.
 */
export async function preferencesOf(tx: Tx, courseId: number, lock = false): Promise<PreferencesRow> {
  await repo.ensurePreferences(tx, courseId);
  const row = await repo.findPreferences(tx, courseId, lock);
  if (!row) throw new Error('course preferences row missing');
  return row;
}

/** A course's preferences with their version stamp. */
export async function getPreferences(opts: { db: Db; courseId: number }): Promise<PresentedPreferences> {
  return transaction(opts.db, async (tx) => {
    await assertCourseExists(tx, opts.courseId);
    return presentPreferences(await preferencesOf(tx, opts.courseId));
  });
}

/** Saves any subset of a course's preferences; a stale `updatedAt` from the editor gives 409. */
export async function updatePreferences(opts: {
  db: Db;
  actor: AuthUser;
  courseId: number;
  input: PreferencesInput;
}): Promise<PresentedPreferences> {
  const { updatedAt, ...fields } = opts.input;
  return transaction(opts.db, async (tx) => {
    await assertCourseExists(tx, opts.courseId);
    const row = await preferencesOf(tx, opts.courseId, true);
    assertFresh(updatedAt, row.updatedAt);
    const changes: Partial<NewPreferences> = Object.fromEntries(
      Object.entries(fields).filter(([, value]) => value !== undefined),
    );
    // The same address twice in the BCC list would send the copy twice.
    if (fields.emailBccList) changes.emailBccList = [...new Set(fields.emailBccList)];
    const updated = await repo.updatePreferencesRow(tx, opts.courseId, changes, row.updatedAt);
    if (!updated) throw new Error('course preferences update returned no row');
    await audit(tx, {
      actorId: opts.actor.id,
      action: 'update_preferences',
      entity: 'course',
      entityId: opts.courseId,
      data: { fields: Object.keys(changes) },
    });
    return presentPreferences(updated);
  });
}
