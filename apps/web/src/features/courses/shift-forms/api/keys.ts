import { coursesKeys } from '../../api/keys';

/** What the suggestions of a roleplay shift are asked for. */
export interface SuggestedDatesParams {
  referenceDate: string;
  sessions: number;
  extensions: number;
  staffingRatio: number;
}

/**
 * Query keys of the shift forms. They hang under the course's detail key, so invalidating the
 * ['courses'] prefix after a shift is created or deleted refreshes the Shifts card, the cohorts and
 * the suggestions (whose staff just became busy) together.
 */
export const shiftFormKeys = {
  cohorts: (courseId: number) => [...coursesKeys.detail(courseId), 'cohorts'] as const,
  suggestedDates: (courseId: number, params: SuggestedDatesParams) =>
    [...coursesKeys.detail(courseId), 'suggested-dates', params] as const,
  /** Every change of a course's shifts: refreshes everything cached about courses. */
  afterShiftChange: () => coursesKeys.all,
};
