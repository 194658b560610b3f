/**
 * Query keys of the scenario builder. A course's list hangs under ['courses', 'detail', id] like the
 * course's other pieces, so dropping a deleted course drops it too; a change here also refreshes
 * the course itself through the ['courses'] prefix.
 */
export const scenarioKeys = {
  list: (courseId: number) => ['courses', 'detail', courseId, 'scenario-components'] as const,
  types: () => ['scenario-component-types'] as const,
  /** Every mutation of a course's components shares this key, so a refetch waits for the last one. */
  mutation: (courseId: number) => ['scenario-components', 'mutation', courseId] as const,
};

/** The prefix of every course query: invalidated so the course page sees a changed scenario. */
export const courseQueriesPrefix = ['courses'] as const;

/** What a screen may add to a mutation hook: its own way of telling the user about a refusal. */
export interface MutationHookOptions {
  onError?: (err: unknown) => void;
}
