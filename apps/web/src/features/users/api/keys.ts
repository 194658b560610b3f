import type { UsersQuery } from '@app/shared';
import { participantFiltersKey } from '../../../lib/participant-filters';

/** The parameters of one page of a user directory. */
export interface UsersListParams {
  kind: UsersQuery['kind'];
  page: number;
  perPage: number;
  search: string;
}

/** The parameters of one page of the participant directory: the paging plus the three pickers. */
export interface ParticipantsListParams {
  page: number;
  perPage: number;
  search: string;
  managerName: string;
  branch: string;
  region: string;
}

/** The parameters of one page of orphaned participants. */
export interface OrphanedListParams {
  page: number;
  perPage: number;
  search: string;
}

/** Every query key of the users feature: mutations refresh through these. */
export const usersKeys = {
  all: ['users'] as const,
  lists: () => [...usersKeys.all, 'list'] as const,
  list: (params: UsersListParams) => [...usersKeys.lists(), params] as const,
  details: () => [...usersKeys.all, 'detail'] as const,
  detail: (id: number) => [...usersKeys.details(), id] as const,
  qualifications: (userId: number) => [...usersKeys.detail(userId), 'qualifications'] as const,
  courseOptions: (search: string) => [...usersKeys.all, 'course-options', search] as const,
  clientOptions: (search: string) => [...usersKeys.all, 'client-options', search] as const,
};

/** The participant directory's keys: its pages, its pickers, orphans, and one participant's profile and courses. */
export const participantsKeys = {
  all: ['participants'] as const,
  lists: () => [...participantsKeys.all, 'list'] as const,
  list: (params: ParticipantsListParams) => [...participantsKeys.lists(), params] as const,
  /** The pickers' values: one entry, shared with the aggregate report (lib/participant-filters). */
  filters: () => participantFiltersKey,
  orphaned: () => [...participantsKeys.all, 'orphaned'] as const,
  orphanedPage: (params: OrphanedListParams) => [...participantsKeys.orphaned(), params] as const,
  one: (id: number) => [...participantsKeys.all, 'one', id] as const,
  profile: (id: number) => [...participantsKeys.one(id), 'profile'] as const,
  courseList: (id: number) => [...participantsKeys.one(id), 'course-list'] as const,
};
