import type { ResourceLink, ShiftType } from '@app/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/types';
import { listResourceLinks } from '../resource-links';
import { assertStaffOnShift } from './access';
import { SHIFT_NOT_FOUND } from './records';
import { loadShift } from './repository';

/**
 * GET /{type}_shifts/{id}/resource_links: the links of the shift's course, for the staff on the
 * shift (managers, its coach and coordinator, staff holding an invite they did not decline).
 */
export async function listShiftResourceLinks(opts: {
  db: Db;
  viewer: AuthUser;
  type: ShiftType;
  id: number;
}): Promise<ResourceLink[]> {
  const courseId = await opts.db.transaction(async (tx) => {
    const record = await loadShift(tx, opts.id, { type: opts.type });
    if (!record) throw notFound(SHIFT_NOT_FOUND);
    await assertStaffOnShift(tx, { viewer: opts.viewer, record });
    return record.event.courseId;
  });
  return listResourceLinks({ db: opts.db, courseId });
}
