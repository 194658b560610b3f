import type { Config } from '../../config';
import type { EventHub } from '../../lib/events';
import { courseGoing, roomTouched, shiftGoing, shiftTouched } from './service';

/**
 * What the calendar feeds follow (app.ts subscribes them when it builds the app): each change to a
 * shift, its calls, an invite on it or its room grows the SEQUENCE of the feed events it touches and
 * marks places lost, inside the changing transaction, so the entries commit with the change.
 */
export function subscribeCalendarFeeds(hub: EventHub, config: Config): void {
  hub.inTransaction('shift.changed', (tx, { eventId }) => shiftTouched(tx, { eventId, bump: 'all' }));
  hub.inTransaction('shift.callsChanged', (tx, { eventId }) => shiftTouched(tx, { eventId, bump: 'all' }));
  hub.inTransaction('invite.statusChanged', (tx, { eventId, userId }) => shiftTouched(tx, { eventId, bump: [userId] }));
  hub.inTransaction('shift.deleting', (tx, { eventId }) => shiftGoing(tx, config, eventId));
  hub.inTransaction('course.deleting', (tx, { courseId }) => courseGoing(tx, config, courseId));
  hub.inTransaction('room.changed', (tx, { roomId }) => roomTouched(tx, roomId));
}
