import type { ShiftStaffCandidate, ShiftType } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { type StaffRole, shiftPageKeys } from './page-keys';

const PATHS: Record<StaffRole, string> = { coach: '/shift_coaches', sc: '/shift_coordinators' };

/**
 * GET /shift_coaches or /shift_coordinators?event_type&event_id: the people of the role free for
 * the shift (not on another overlapping shift; qualified when the course asks for it).
 */
export function getShiftStaff(
  type: ShiftType,
  id: number,
  role: StaffRole,
  signal?: AbortSignal,
): Promise<ShiftStaffCandidate[]> {
  return apiRequest<ShiftStaffCandidate[]>(PATHS[role], { signal, query: { event_type: type, event_id: id } });
}

export function useShiftStaff(type: ShiftType, id: number, role: StaffRole, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: shiftPageKeys.staffChoices(type, id, role),
    queryFn: ({ signal }) => getShiftStaff(type, id, role, signal),
    enabled: options.enabled ?? true,
  });
}
