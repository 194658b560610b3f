import { apiDownload, saveDownloadedFile } from '../../../lib/api';

/** GET /resource_links/:id/file with the session token, saved under the file's own name. */
export async function downloadShiftResource(id: number, fileName: string): Promise<void> {
  const file = await apiDownload(`/resource_links/${id}/file`, fileName);
  saveDownloadedFile({ blob: file.blob, fileName });
}
