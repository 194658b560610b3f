import type { CalendarShift } from '@app/shared';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { dashboardKeys } from '../api/keys';
import { itemOf, shiftToEvent } from './calendar-items';
import type { ShiftItem } from './shift-calendar';

/**
 * The copy of one shift the calendar shows now: from the range on screen (the query with observers),
 * else the newest of the cached ranges; undefined when none holds it.
 */
function currentCopy(client: QueryClient, { type, id }: Pick<CalendarShift, 'type' | 'id'>): CalendarShift | undefined {
  let found: CalendarShift | undefined;
  let rank: [number, number] = [-1, -1];
  for (const query of client.getQueryCache().findAll({ queryKey: dashboardKeys.shifts() })) {
    const shifts = query.state.data as CalendarShift[] | undefined;
    const copy = shifts?.find((shift) => shift.type === type && shift.id === id);
    const mine: [number, number] = [query.isActive() ? 1 : 0, query.state.dataUpdatedAt];
    if (copy && (mine[0] > rank[0] || (mine[0] === rank[0] && mine[1] > rank[1]))) {
      found = copy;
      rank = mine;
    }
  }
  return found;
}

/**
 * The item a dialog was opened on, as the calendar's data has it now: an answer given a moment ago,
 * a live update from another screen, a swap taken by somebody else. The calendar hands its items to
 * FullCalendar, which redraws a little after the data arrives, so an item tapped in between carries
 * what was true before; the dialog reads the cache itself and follows it while open. A shift that
 * left the data (or no longer has an item, once declined) keeps the item it was opened with.
 */
export function useLatestItem(opened: ShiftItem): ShiftItem {
  const client = useQueryClient();
  const subscribe = useCallback((changed: () => void) => client.getQueryCache().subscribe(changed), [client]);
  const read = useCallback(() => currentCopy(client, opened.shift), [client, opened.shift]);
  const shift = useSyncExternalStore(subscribe, read);
  return useMemo(() => {
    if (!shift || shift === opened.shift) return opened;
    const call = opened.kind === 'shift' ? shift.myCalls.find((mine) => mine.id === opened.call?.id) : undefined;
    const event = shiftToEvent(shift, call);
    const item = event ? itemOf(event.extendedProps as Record<string, unknown>) : undefined;
    return item?.kind === 'shift' || item?.kind === 'offer' ? item : opened;
  }, [shift, opened]);
}
