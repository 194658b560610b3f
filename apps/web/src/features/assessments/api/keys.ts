/** Every query key of the skills assessment feature: mutations refresh through these. */
export const assessmentKeys = {
  all: ['assessments'] as const,
  skillsLists: () => [...assessmentKeys.all, 'skills-list'] as const,
  skillsList: (callId: number, userId: number | null) => [...assessmentKeys.skillsLists(), callId, userId] as const,
  npsRatings: () => [...assessmentKeys.all, 'nps'] as const,
  nps: (cohortId: number, userId: number) => [...assessmentKeys.npsRatings(), cohortId, userId] as const,
  calibration: (eventId: number, userId: number) => [...assessmentKeys.all, 'calibration', eventId, userId] as const,
};
