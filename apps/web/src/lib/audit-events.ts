import type { AuditEvent, AuditEventPage } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiDownload, apiRequest, saveDownloadedFile } from './api';

/**
 * GET /audit_events, read by two features: the Activity page (every filter) and a person's History
 * on their page (the entries about them). One fetcher, one key.
 */

/** The filters of the audit trail, as the API names them; empty ones are left out. */
export interface AuditFilters {
  actor_id?: number;
  entity?: string;
  entity_id?: number;
  action?: string;
  event_id?: number;
  subject_user_id?: number;
  /** First day (yyyy-MM-dd, business time zone), inclusive. */
  from?: string;
  /** Last day, inclusive. */
  to?: string;
}

export const auditEventKeys = {
  all: ['audit-events'] as const,
  list: (filters: AuditFilters, page: number, perPage: number) => [...auditEventKeys.all, filters, page, perPage] as const,
};

function cleaned(filters: AuditFilters): Record<string, string | number> {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== '' && v !== null)) as Record<
    string,
    string | number
  >;
}

/** GET /audit_events: one page of the trail, newest first. */
export function getAuditEvents(filters: AuditFilters, page: number, perPage: number, signal?: AbortSignal) {
  return apiRequest<AuditEventPage>('/audit_events', { query: { ...cleaned(filters), page, per_page: perPage }, signal });
}

/** The query of one page, for the paging grid: `auditEventsQueryOptions(filters)` is its `query`. */
export function auditEventsQueryOptions(filters: AuditFilters) {
  return ({ page, perPage }: { page: number; perPage: number }) =>
    // Typed as the paging grid's page (the total's exactness is for the file's readers).
    queryOptions<{ data: AuditEvent[]; total: number }>({
      queryKey: auditEventKeys.list(filters, page, perPage),
      queryFn: ({ signal }) => getAuditEvents(filters, page, perPage, signal),
    });
}

/** GET /audit_events.csv with the same filters, saved as the server names it. */
export async function downloadAuditEvents(filters: AuditFilters, onProgress?: (bytes: number) => void): Promise<void> {
  const query = new URLSearchParams(Object.entries(cleaned(filters)).map(([k, v]) => [k, String(v)])).toString();
  const file = await apiDownload(`/audit_events.csv${query ? `?${query}` : ''}`, 'activity.csv', { onProgress });
  saveDownloadedFile(file);
}
