import { apiDownload, saveDownloadedFile } from '../../../lib/api';

/**
 * GET /course_events/:shiftId/resource_links/:id/file with the session token (the people on a shift
 * download its course's files through the shift), saved under the file's own name.
 */
export async function downloadShiftResource(shiftId: number, id: number, fileName: string): Promise<void> {
  const file = await apiDownload(`/course_events/${shiftId}/resource_links/${id}/file`, fileName);
  saveDownloadedFile({ blob: file.blob, fileName });
}
