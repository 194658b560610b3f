import type { Config } from '../../config';
import type { EventHub } from '../../lib/events';
import { offerFreedPlaces } from './service';

/**
 * What the registration app follows (app.ts subscribes it): when a shift's calls change (a cancel
 * or a move in the app, a manager adding a call or taking a participant out), a place freed at a
 * time somebody waits for is offered to the first waiting, in the changing transaction.
 */
export function subscribeRegapp(hub: EventHub, config: Config): void {
  hub.inTransaction('shift.callsChanged', (tx, { eventId }) => offerFreedPlaces(tx, { config, eventId, now: new Date() }));
}
