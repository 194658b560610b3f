import { apiDownload, saveDownloadedFile } from '../../../../lib/api';

export const DOWNLOAD_FAILED = 'Could not download the file';

/** GET /resource_links/:id/file with the session token, saved under the file's own name. */
export async function downloadResourceFile(id: number, fileName: string): Promise<void> {
  const file = await apiDownload(`/resource_links/${id}/file`, fileName);
  saveDownloadedFile({ blob: file.blob, fileName });
}
