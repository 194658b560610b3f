import type { Calibration } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { assessmentKeys } from './keys';

/** GET /calibrations?event_id=&user_id=: the viewer's own calibration rating of the participant in the shift. */
export function getCalibration(eventId: number, userId: number, signal?: AbortSignal): Promise<Calibration> {
  return apiRequest<Calibration>('/calibrations', { query: { event_id: eventId, user_id: userId }, signal });
}

export function useCalibration(eventId: number, userId: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: assessmentKeys.calibration(eventId, userId),
    queryFn: ({ signal }) => getCalibration(eventId, userId, signal),
    enabled: options.enabled,
  });
}
