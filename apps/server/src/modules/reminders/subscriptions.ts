import type { Config } from '../../config';
import type { EventHub } from '../../lib/events';
import { callLengthChanged, courseDeleting, roomChanged, shiftCallsChanged, shiftDeleting } from './service';

/**
 * What reminders follow (app.ts subscribes them when it builds the app): every change that moves a
 * participant's call, its room or its joining details brings the calendar invitations and the
 * scheduled reminders in step, and a shift or course about to go cancels them. All run inside the
 * changing transaction, so the invitation mails and jobs commit (or roll back) with the change.
 */
export function subscribeReminders(hub: EventHub, config: Config): void {
  hub.inTransaction('shift.changed', (tx, { eventId }) => shiftCallsChanged(tx, { config, eventId }));
  hub.inTransaction('shift.callsChanged', (tx, { eventId }) => shiftCallsChanged(tx, { config, eventId }));
  hub.inTransaction('shift.deleting', (tx, { eventId }) => shiftDeleting(tx, { config, eventId }));
  hub.inTransaction('room.changed', (tx, { roomId }) => roomChanged(tx, { config, roomId }));
  hub.inTransaction('course.callLengthChanged', (tx, { courseId }) => callLengthChanged(tx, { config, courseId }));
  hub.inTransaction('course.deleting', (tx, { courseId }) => courseDeleting(tx, { config, courseId }));
}
