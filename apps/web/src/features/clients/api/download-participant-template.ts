import { useMutation } from '@tanstack/react-query';
import { apiDownload, type DownloadedFile } from '../../../lib/api';

const FALLBACK_FILE_NAME = 'participant-template.csv';

/** GET /clients/:id/csv_template: the participant CSV template, as a file to save. */
export function downloadParticipantTemplate(clientId: number): Promise<DownloadedFile> {
  return apiDownload(`/clients/${clientId}/csv_template`, FALLBACK_FILE_NAME);
}

export function useDownloadParticipantTemplate(clientId: number) {
  return useMutation({ mutationFn: () => downloadParticipantTemplate(clientId) });
}
