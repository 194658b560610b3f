import type { RegappCourse } from '@app/shared/contracts/regapp';
import { useQuery } from '@tanstack/react-query';
import { regappRequest } from './client';
import { regappKeys } from './keys';

/** GET /regapp/courses/{key}: the course, the participant's bookings and waiting places, the open times. */
export function getRegappCourse(key: string): Promise<RegappCourse> {
  return regappRequest<RegappCourse>(`/regapp/courses/${encodeURIComponent(key)}`);
}

export function useRegappCourse(key: string) {
  return useQuery({ queryKey: regappKeys.course(key), queryFn: () => getRegappCourse(key) });
}
