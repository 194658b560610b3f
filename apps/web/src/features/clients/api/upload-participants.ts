import { API_PREFIX, type UploadParticipantsResult } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiErrorFromResponse, NETWORK_ERROR_TEXT, tokenStore } from '../../../lib/api';
import { clientsKeys } from './keys';

export interface UploadParticipantsVariables {
  courseId: number;
  file: File;
  /** Called as the file goes up, with the share sent so far (0–100). */
  onProgress?(percent: number): void;
  /** Aborting cancels the upload; the promise then rejects with an AbortError. */
  signal?: AbortSignal;
}

/**
 * PUT /clients/:id/upload_participants, multipart (course_id, csv). Sent with XMLHttpRequest because
 * fetch reports no upload progress. A refused file rejects with ApiError whose `details.rows` lists
 * every bad line.
 */
export function uploadParticipants(clientId: number, variables: UploadParticipantsVariables): Promise<UploadParticipantsResult> {
  const { courseId, file, onProgress, signal } = variables;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', `${API_PREFIX}/clients/${clientId}/upload_participants`);
    const token = tokenStore.get();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as UploadParticipantsResult);
        } catch {
          reject(new ApiError(xhr.status, 'The server sent an answer that could not be read', 'bad_response'));
        }
        return;
      }
      reject(apiErrorFromResponse(xhr.status, xhr.responseText));
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR_TEXT, 'network'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    // The course goes before the file, so a streaming server knows it when the file arrives.
    form.append('course_id', String(courseId));
    form.append('csv', file, file.name);
    xhr.send(form);
  });
}

/** Imports participants; the participants grid refreshes afterwards. */
export function useUploadParticipants(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: UploadParticipantsVariables) => uploadParticipants(clientId, variables),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsKeys.participants(clientId) }),
  });
}
