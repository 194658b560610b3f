import type { Calibration, SaveCalibrationBody } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { assessmentKeys } from './keys';

/** PUT /calibrations: the viewer's whole calibration rating of the participant in the shift. */
export function saveCalibration(calibration: SaveCalibrationBody['calibration']): Promise<Calibration> {
  return apiRequest<Calibration>('/calibrations', { method: 'PUT', body: { calibration } });
}

export function useSaveCalibration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCalibration,
    onSuccess: (saved) => queryClient.setQueryData(assessmentKeys.calibration(saved.eventId, saved.userId), saved),
    // After a 409 too: the form then starts from the calibration as it is now.
    onError: (_err, sent) => queryClient.invalidateQueries({ queryKey: assessmentKeys.calibration(sent.eventId, sent.userId) }),
  });
}
