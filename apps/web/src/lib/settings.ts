import type { AppSettings } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api';
import { earlySettings, takeEarlySettings } from './early-settings';

/** GET /settings (public): the business time zone and holiday province of this installation. */
export function getSettings(signal?: AbortSignal): Promise<AppSettings> {
  return takeEarlySettings() ?? apiRequest<AppSettings>('/settings', { signal });
}

export function settingsQueryOptions() {
  return queryOptions({
    queryKey: ['settings'] as const,
    queryFn: ({ signal }) => getSettings(signal),
    // Answered already when the page's first script asked (lib/early-settings.ts): the gate opens at once.
    initialData: earlySettings,
    // Configuration changes only with a restart of the server: asked once per page load.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
