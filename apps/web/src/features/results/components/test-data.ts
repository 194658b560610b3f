import {
  type BlockResult,
  type CohortResult,
  type CourseResults,
  courseResultsSchema,
  type NpsFigures,
  type ParticipantProgress,
  participantProgressSchema,
} from '@app/shared';

/** NPS figures from counts, as the server's npsSummary writes them. */
export function npsOf(promoters: number, passives: number, detractors: number): NpsFigures {
  const responses = promoters + passives + detractors;
  if (responses === 0)
    return { promoters, passives, detractors, responses, promoterPercent: null, detractorPercent: null, score: null };
  const pct = (n: number) => Math.round((1000 * n) / responses) / 10;
  return {
    promoters,
    passives,
    detractors,
    responses,
    promoterPercent: pct(promoters),
    detractorPercent: pct(detractors),
    score: Math.round((100 * (promoters - detractors)) / responses),
  };
}

export function aBlock(id: number, text: string, counts: [number, number, number], improved: [number, number]): BlockResult {
  const [improvedCount, compared] = improved;
  return {
    assessmentPartId: id,
    text,
    counts: { minusOne: counts[0], zero: counts[1], plusOne: counts[2] },
    improvement: {
      compared,
      improved: improvedCount,
      percent: compared === 0 ? null : Math.round((1000 * improvedCount) / compared) / 10,
    },
  };
}

/** A course with two rating blocks, two cohorts, NPS answers on two shifts and one missing assessment. */
export function someCourseResults(overrides: Partial<CourseResults> = {}): CourseResults {
  const spring: CohortResult = {
    cohort: { id: 21, name: 'Spring' },
    blocks: [
      aBlock(501, 'Greets the customer by name', [1, 1, 2], [1, 2]),
      aBlock(502, 'Asks open questions', [2, 0, 1], [0, 1]),
    ],
    nps: npsOf(2, 1, 0),
    missingAssessments: 1,
  };
  const autumn: CohortResult = {
    cohort: { id: 22, name: 'Autumn' },
    blocks: [
      aBlock(501, 'Greets the customer by name', [0, 1, 1], [1, 1]),
      aBlock(502, 'Asks open questions', [0, 1, 1], [1, 1]),
    ],
    nps: npsOf(0, 1, 1),
    missingAssessments: 0,
  };
  return courseResultsSchema.parse({
    course: { id: 7, name: 'Customer Conversations' },
    blocks: [
      aBlock(501, 'Greets the customer by name', [1, 2, 3], [2, 3]),
      aBlock(502, 'Asks open questions', [2, 1, 2], [1, 2]),
    ],
    nps: npsOf(2, 2, 1),
    npsByShift: [
      { ...npsOf(1, 1, 0), shiftId: 301, date: '2026-03-03T14:00:00.000Z', cohortId: 21 },
      { ...npsOf(1, 1, 1), shiftId: 302, date: '2026-03-10T14:00:00.000Z', cohortId: 22 },
    ],
    missingAssessments: [
      {
        participant: { id: 81, name: 'Pat Learner' },
        callId: 901,
        shiftId: 302,
        cohortId: 21,
        date: '2026-03-10T14:30:00.000Z',
        opened: true,
      },
    ],
    missingAssessmentsTotal: 1,
    cohorts: [spring, autumn],
    ...overrides,
  });
}

/**
 * Pat's progress: one block rated in three sessions (0, 1, −1), one never rated, an action plan of the
 * first session and of a fourth without ratings, one NPS answer.
 */
export function someProgress(overrides: Partial<ParticipantProgress> = {}): ParticipantProgress {
  const point = (shiftId: number, date: string, rating: -1 | 0 | 1) => ({ callId: shiftId + 600, shiftId, date, rating });
  return participantProgressSchema.parse({
    participant: { id: 81, name: 'Pat Learner' },
    course: { id: 7, name: 'Customer Conversations' },
    skills: [
      {
        assessmentPartId: 501,
        text: 'Greets the customer by name',
        points: [
          point(301, '2026-03-03T14:00:00.000Z', 0),
          point(302, '2026-03-10T14:00:00.000Z', 1),
          point(303, '2026-03-17T13:00:00.000Z', -1),
        ],
        first: 0,
        latest: -1,
        best: 1,
      },
      { assessmentPartId: 502, text: 'Asks open questions', points: [], first: null, latest: null, best: null },
    ],
    actionPlans: [
      {
        shiftId: 301,
        callId: 901,
        date: '2026-03-03T14:00:00.000Z',
        items: [{ assessmentPartId: 501, text: 'Greets the customer by name' }],
        customActionPlan: 'Use the customer’s name twice.',
      },
      {
        shiftId: 304,
        callId: null,
        date: '2026-03-24T13:00:00.000Z',
        items: [],
        customActionPlan: 'Ask one open question first.',
      },
    ],
    nps: [{ cohortId: 21, shiftId: 302, date: '2026-03-10T14:00:00.000Z', rating: 9 }],
    ...overrides,
  });
}
