import type { EventHub } from '../../lib/events';
import { placeLost } from './place-lost';

/**
 * What calls follows (app.ts subscribes it), inside the changing transaction: a person who no
 * longer holds a place on a shift leaves its calls, handed to the place's new holder or cleared.
 */
export function subscribeCalls(hub: EventHub): void {
  hub.inTransaction('invite.statusChanged', async (tx, { inviteId, eventId, userId, status }) => {
    await placeLost(tx, { eventId, userId, inviteId, status });
  });
}
