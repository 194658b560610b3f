import type { Config } from '../../config';
import type { EventHub } from '../../lib/events';
import {
  givenUpPlaceTaken,
  invitationAnswered,
  invitationSent,
  placeGivenUp,
  placeLost,
  shiftChanged,
  shiftDeleting,
} from './service';

/**
 * What backfill follows (app.ts subscribes it), all inside the changing transaction so its jobs
 * and places commit with the change: an invitation sent gets its answer-by time, reminder and
 * lapse; a place offered for swap late opens to backfill; a place lost after the deadline opens
 * what the shift now lacks; a given-up place taken after all fills its backfill place; a shift's change moves its deadlines and jobs, and its deletion drops them.
 */
export function subscribeBackfill(hub: EventHub, config: Config): void {
  hub.inTransaction('invite.statusChanged', async (tx, { inviteId, eventId, userId, status }) => {
    const now = new Date();
    if (status === 'removed' || status === 'rejected' || status === 'expired')
      await placeLost(tx, { config, eventId, userId, now });
    if (inviteId === undefined) return;
    if (status === 'invited') await invitationSent(tx, { inviteId, eventId, now });
    else await invitationAnswered(tx, inviteId);
    if (status === 'swap_requested') await placeGivenUp(tx, { config, inviteId, eventId, userId, now });
    if (status === 'accepted') await givenUpPlaceTaken(tx, { inviteId, userId, now });
  });
  hub.inTransaction('shift.changed', (tx, { eventId }) => shiftChanged(tx, { eventId, now: new Date() }));
  hub.inTransaction('shift.deleting', (tx, { eventId }) => shiftDeleting(tx, { eventId }));
}
