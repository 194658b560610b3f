import { can, type User } from '@app/shared';
import type { QueryClient } from '@tanstack/react-query';
import { settingsQueryOptions } from '../../../lib/settings';
import { firstRange, firstView, holidayDays } from '../components/calendar-range';
import { availabilitiesQueryOptions } from './get-availabilities';
import { courseEventsQueryOptions } from './get-course-events';
import { holidaysQueryOptions } from './get-holidays';

/**
 * The dashboard's first answers asked for as soon as a session opens on it (app/app.tsx), while the
 * calendar's code is still downloading, rather than when the calendar first asks: the shifts, the
 * holidays and (for whoever keeps it) the availability of the range it opens on (calendar-range.ts),
 * under the keys its feeds read. A participant's day on a phone is this list of the month.
 */
export async function prefetchDashboard(queryClient: QueryClient, user: Pick<User, 'id' | 'roleList'>, narrow: boolean) {
  const { timeZone } = await queryClient.ensureQueryData(settingsQueryOptions());
  const range = firstRange(firstView(narrow), new Date(), timeZone);
  const asked = [
    queryClient.prefetchQuery(courseEventsQueryOptions(range)),
    queryClient.prefetchQuery(holidaysQueryOptions(...holidayDays(range))),
  ];
  if (can({ roles: user.roleList }, 'availability.own'))
    asked.push(queryClient.prefetchQuery(availabilitiesQueryOptions(user.id, range)));
  await Promise.all(asked);
}
