import type { QueryClient } from '@tanstack/react-query';
import { sameDayInZone } from '../../../components/date-time';
import { settingsQueryOptions } from '../../../lib/settings';
import { myShiftsLists, myShiftsRange } from '../components/my-shifts-items';
import { backfillOffersQueryOptions } from './get-backfill-offers';
import { dayCallsQueryOptions } from './get-day-calls';
import { myShiftsQueryOptions } from './get-my-shifts';

/**
 * My shifts' answers asked for as soon as a session opens on the page (app/app.tsx), while the app
 * draws its layout, rather than when the page first renders: the feed and the places offered at
 * once, then the calls of today's roleplay shifts the feed names. The page finds them in the cache
 * under the same keys. The range is the page's own (myShiftsRange), in the business's time zone.
 */
export async function prefetchMyShifts(queryClient: QueryClient): Promise<void> {
  const { timeZone } = await queryClient.ensureQueryData(settingsQueryOptions());
  const now = new Date();
  const { start, end } = myShiftsRange(now, timeZone);
  void queryClient.prefetchQuery(backfillOffersQueryOptions());
  const shifts = await queryClient.fetchQuery(myShiftsQueryOptions(start, end));
  const { todayRoleplayIds } = myShiftsLists(shifts, now, (moment) => sameDayInZone(moment, now, timeZone));
  await Promise.all(todayRoleplayIds.map((id) => queryClient.prefetchQuery(dayCallsQueryOptions(id))));
}
