import type { BusinessSettings } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { settingsKeys } from './keys';

/** GET /business_settings: the settings an admin sets (the rater agreement threshold). */
export function getBusinessSettings(signal?: AbortSignal): Promise<BusinessSettings> {
  return apiRequest<BusinessSettings>('/business_settings', { signal });
}

export function useBusinessSettings() {
  return useQuery({ queryKey: settingsKeys.business(), queryFn: ({ signal }) => getBusinessSettings(signal) });
}
