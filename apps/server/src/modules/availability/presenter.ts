import type { Availability, availabilityWithUserSchema } from '@app/shared';
import type { z } from 'zod';
import type { userAvailabilities } from '../../db/schema';

type AvailabilityRow = typeof userAvailabilities.$inferSelect;
type AvailabilityWithUser = z.infer<typeof availabilityWithUserSchema>;

/** What the calendar writes on an availability item. */
export const AVAILABILITY_TITLE = 'Available';

/** An availability row as the API shows it. */
export function presentAvailability(row: AvailabilityRow): Availability {
  return {
    id: row.id,
    userId: row.userId,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    title: AVAILABILITY_TITLE,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** An availability with the name of its owner, for the managers' calendar. */
export function presentAvailabilityWithUser(row: AvailabilityRow, userName: string): AvailabilityWithUser {
  return { ...presentAvailability(row), userName };
}
