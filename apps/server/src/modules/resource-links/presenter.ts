import { API_PREFIX, type ResourceLink } from '@app/shared';
import type { resourceLinks } from '../../db/schema';

type LinkRow = typeof resourceLinks.$inferSelect;

/** The API path that downloads an uploaded resource. */
export function resourceFilePath(id: number): string {
  return `${API_PREFIX}/resource_links/${id}/file`;
}

/** A resource link as the course page shows it: the URL, or for a file the path that downloads it. */
export function presentResourceLink(row: LinkRow): ResourceLink {
  const isFile = row.storedName !== null;
  return {
    id: row.id,
    courseId: row.courseId,
    resourceType: row.resourceType,
    content: isFile ? resourceFilePath(row.id) : (row.url ?? ''),
    fileName: isFile ? row.fileName : null,
    isFile,
    size: isFile ? row.size : null,
    createdAt: row.createdAt.toISOString(),
  };
}
