import type { EventHub } from '../../lib/events';
import { courseOfShift, ratedOnShift, refoldParticipants } from './repository';

/**
 * What the results follow (app.ts subscribes them): the kept fold of a course's ratings is folded
 * again for the people a change concerns, inside the changing transaction, so the figures a
 * committed change gives are never read from a stale fold. An assessment moves its participant's
 * ratings; a shift's time, cohort or type moves the order and grouping of everybody rated on it; a
 * shift about to be deleted takes their ratings with it. A deleted course, cohort, skills-list
 * block or person takes its fold rows with it (foreign keys).
 */
export function subscribeResults(hub: EventHub): void {
  hub.inTransaction('assessment.changed', async (tx, { eventId, userId }) => {
    const courseId = await courseOfShift(tx, eventId);
    if (courseId !== undefined) await refoldParticipants(tx, { courseId, userIds: [userId] });
  });
  hub.inTransaction('shift.changed', async (tx, { eventId }) => {
    const rated = await ratedOnShift(tx, eventId);
    if (rated) await refoldParticipants(tx, rated);
  });
  hub.inTransaction('shift.deleting', async (tx, { eventId }) => {
    const rated = await ratedOnShift(tx, eventId);
    if (rated) await refoldParticipants(tx, { ...rated, without: eventId });
  });
}
