import type { CalendarFeedAddress } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { usersKeys } from './keys';

const feedKey = (userId: number) => [...usersKeys.detail(userId), 'calendar-feed'] as const;

/** GET /users/:id/calendar_feed: the user's personal calendar feed address (made on the first ask). */
export function useCalendarFeed(userId: number) {
  return useQuery({
    queryKey: feedKey(userId),
    queryFn: ({ signal }) => apiRequest<CalendarFeedAddress>(`/users/${userId}/calendar_feed`, { signal }),
  });
}

/** POST /users/:id/calendar_feed/reset: a new address; the old one stops working. */
export function useResetCalendarFeed(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<CalendarFeedAddress>(`/users/${userId}/calendar_feed/reset`, { method: 'POST' }),
    onSuccess: (address) => queryClient.setQueryData(feedKey(userId), address),
  });
}
