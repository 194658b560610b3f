import type { AuditEvent, AuditEventPage, ShiftType } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { shiftsKeys } from './keys';

/** GET /events/:id/audit_events (managers): one page of the shift's History, newest first. */
export function getShiftHistory(id: number, page: number, perPage: number, signal?: AbortSignal): Promise<AuditEventPage> {
  return apiRequest<AuditEventPage>(`/events/${id}/audit_events`, { query: { page, per_page: perPage }, signal });
}

/** The query of one page, for the paging grid. */
export function shiftHistoryQueryOptions(type: ShiftType, id: number) {
  return ({ page, perPage }: { page: number; perPage: number }) =>
    queryOptions<{ data: AuditEvent[]; total: number }>({
      queryKey: shiftsKeys.history(type, id, page, perPage),
      queryFn: ({ signal }) => getShiftHistory(id, page, perPage, signal),
    });
}
