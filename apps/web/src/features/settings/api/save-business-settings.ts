import type { BusinessSettings, BusinessSettingsBody } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { settingsKeys } from './keys';

/** PUT /business_settings, with the stamp the settings were read at. */
export function saveBusinessSettings(businessSettings: BusinessSettingsBody['businessSettings']): Promise<BusinessSettings> {
  return apiRequest<BusinessSettings>('/business_settings', { method: 'PUT', body: { businessSettings } });
}

export function useSaveBusinessSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBusinessSettings,
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.business(), saved),
    // After a 409 too: the page then shows the settings as they are now.
    onError: () => queryClient.invalidateQueries({ queryKey: settingsKeys.business() }),
  });
}
