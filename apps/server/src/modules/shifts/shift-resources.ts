import type { ResourceLink } from '@app/shared';
import { MESSAGES } from '@app/shared';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import { notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/types';
import { listResourceLinks, openResourceFile, type ResourceDownload } from '../resource-links';
import { assertOnShiftForMaterials } from './policy';
import { loadShift } from './repository';

/**
 * GET /course_events/{id}/resource_links: the links of the shift's course (any shift type), for the
 * people on the shift (see assertOnShiftForMaterials).
 */
export async function listShiftResourceLinks(opts: { db: Db; viewer: AuthUser; id: number }): Promise<ResourceLink[]> {
  const courseId = await transaction(opts.db, async (tx) => {
    const record = await loadShift(tx, opts.id);
    if (!record) throw notFound(MESSAGES.shiftNotFound);
    await assertOnShiftForMaterials(tx, { viewer: opts.viewer, record });
    return record.event.courseId;
  });
  return listResourceLinks({ db: opts.db, courseId });
}

/**
 * GET /course_events/{id}/resource_links/{linkId}/file: an uploaded resource of the shift's course,
 * for the same people as the list; a link of another course is not found.
 */
export async function openShiftResourceFile(opts: {
  db: Db;
  dataDir: string;
  viewer: AuthUser;
  id: number;
  linkId: number;
}): Promise<ResourceDownload> {
  const courseId = await transaction(opts.db, async (tx) => {
    const record = await loadShift(tx, opts.id);
    if (!record) throw notFound(MESSAGES.shiftNotFound);
    await assertOnShiftForMaterials(tx, { viewer: opts.viewer, record });
    return record.event.courseId;
  });
  return openResourceFile({ db: opts.db, dataDir: opts.dataDir, id: opts.linkId, courseId });
}
