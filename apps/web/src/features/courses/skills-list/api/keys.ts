/** Query keys of the skills-list builder; a course's parts hang under ['courses', 'detail', id]. */
export const skillsListKeys = {
  list: (courseId: number) => ['courses', 'detail', courseId, 'assessment-parts'] as const,
  types: () => ['assessment-part-types'] as const,
  /** Every change to a course's parts shares this key, so a refetch waits for the last one. */
  mutation: (courseId: number) => ['assessment-parts', 'mutation', courseId] as const,
};

/** What a screen may add to a mutation hook: its own way of telling the user about a refusal. */
export interface MutationHookOptions {
  onError?: (err: unknown) => void;
}
