import type { PageParams } from '../../../components/paging-grid';
import { assessmentTemplatesKey } from '../../../lib/assessment-templates';

/** Every query key of the coaching feature: mutations refresh through these. */
export const coachingKeys = {
  all: ['coaching'] as const,
  records: () => [...coachingKeys.all, 'record'] as const,
  record: (userId: number, callId: number) => [...coachingKeys.records(), userId, callId] as const,
  archive: () => [...coachingKeys.all, 'archive'] as const,
  archiveList: (params: PageParams) => [...coachingKeys.archive(), 'list', params] as const,
  archived: (id: number) => [...coachingKeys.archive(), 'detail', id] as const,
  /** The templates' list is one entry shared with the course form (lib/assessment-templates). */
  templates: () => assessmentTemplatesKey,
  template: (id: number) => [...coachingKeys.templates(), id] as const,
};
