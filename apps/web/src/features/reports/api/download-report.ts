import { CSV_REPORTS, type CsvReportName } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useMessages } from '../../../components/messages';
import { apiDownload, saveDownloadedFile } from '../../../lib/api';
import { screenErrorText } from '../../../lib/i18n/error-text';
import { t } from '../../../lib/i18n/i18n';
import { REPORTS_TEXTS as T } from '../messages';

export type ReportQuery = Record<string, string | number[] | undefined>;

/** The query string of a report: id lists comma-separated, empty values left out. */
export function reportQueryString(query: ReportQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
    } else if (value !== '') params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** GET generate_*: the report's CSV, saved under its fixed name; `onProgress` hears the bytes received. */
export async function downloadReport(
  name: CsvReportName,
  query: ReportQuery,
  onProgress?: (bytesReceived: number) => void,
): Promise<void> {
  const report = CSV_REPORTS[name];
  const file = await apiDownload(`${report.path}${reportQueryString(query)}`, report.fileName, { onProgress });
  saveDownloadedFile(file);
}

/**
 * Downloads a report with its progress (bytes received while the server prepares and streams it);
 * a failure shows the catalogue's text for that report, or the server's own words for a refusal.
 */
export function useDownloadReport(name: CsvReportName) {
  const { push } = useMessages();
  const [received, setReceived] = useState(0);
  const mutation = useMutation({
    mutationFn: (query: ReportQuery) => {
      setReceived(0);
      return downloadReport(name, query, setReceived);
    },
    onError: (err) => push(screenErrorText(err, t(T.downloadFailed, { report: name })), 'warning'),
  });
  return { ...mutation, received };
}
