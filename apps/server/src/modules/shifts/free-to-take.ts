import { MESSAGES } from '@app/shared';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { busyElsewhere, lockPlaceTaker } from './repository';

/**
 * 409 busy_elsewhere unless the person is free (busy.ts) in the shift's time: checked again when a
 * place is taken, in the transaction that takes it, as being free when offered or invited is not
 * being free now. Every way of taking a place asks it (a backfill take, accepting an invitation,
 * taking a swap), under one lock per person, so that two takes by one person at once cannot both
 * pass and leave them on two overlapping shifts (the data invariant no_overlapping_places).
 */
export async function assertFreeToTake(tx: Tx, opts: { userId: number; shift: { id: number; begins: Date; ends: Date } }) {
  await lockPlaceTaker(tx, opts.userId);
  if (await busyElsewhere(tx, opts.userId, opts.shift)) throw new AppError('busy_elsewhere', MESSAGES.backfillBusyElsewhere);
}
