/** The registration app's query keys: one course's page, by its registration key. */
export const regappKeys = {
  all: ['regapp'] as const,
  course: (key: string) => ['regapp', 'course', key] as const,
};
