import type { EventHub } from '../../lib/events';
import { recordLateGiveUp } from './service';

/**
 * What fair shares follow (app.ts subscribes them): a place given up late, announced by backfill,
 * is recorded inside the announcing transaction, so it counts exactly when the give-up commits.
 */
export function subscribeFairShares(hub: EventHub): void {
  hub.inTransaction('backfill.lateGiveUp', (tx, payload) => recordLateGiveUp(tx, payload));
}
