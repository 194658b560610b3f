/** Query keys of a course's resource links, under ['courses', 'detail', id] like the course's other pieces. */
export const resourceLinksKeys = {
  list: (courseId: number) => ['courses', 'detail', courseId, 'resource-links'] as const,
};
