import { COURSE_LIST_REPORT_FILE_NAME } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { apiDownload, saveDownloadedFile } from '../../../lib/api';

/** GET /generate_course_list_report?user_id=: the participant's course-completion CSV, saved as a file. */
export async function downloadCourseListReport(userId: number): Promise<void> {
  const file = await apiDownload(`/generate_course_list_report?user_id=${userId}`, COURSE_LIST_REPORT_FILE_NAME);
  saveDownloadedFile(file);
}

export function useDownloadCourseListReport() {
  return useMutation({ mutationFn: downloadCourseListReport });
}
