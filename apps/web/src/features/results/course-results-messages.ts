import type { MessageDescriptor } from '@lingui/core';

/** A course's results page (issue 40): the English here, the other languages in ./locales/. */
export const COURSE_RESULTS_TEXTS = {
  notFound: /*i18n*/ { id: 'results.course.notFound', message: 'The page you are looking for cannot be found' },
  loadFailed: /*i18n*/ { id: 'results.course.loadFailed', message: 'Could not retrieve the results' },
  title: /*i18n*/ { id: 'results.course.title', message: 'Results' },
  downloadCsv: /*i18n*/ { id: 'results.course.downloadCsv', message: 'Download CSV' },
  cohort: /*i18n*/ { id: 'results.course.cohort', message: 'Cohort' },
  allCohorts: /*i18n*/ { id: 'results.course.allCohorts', message: 'All cohorts' },
  noCohort: /*i18n*/ { id: 'results.course.noCohort', message: 'No cohort' },
  from: /*i18n*/ { id: 'results.course.from', message: 'From' },
  to: /*i18n*/ { id: 'results.course.to', message: 'To' },
  toBeforeFrom: /*i18n*/ { id: 'results.course.toBeforeFrom', message: 'To must not be before From' },
  ratingsByBlock: /*i18n*/ { id: 'results.course.ratingsByBlock', message: 'Ratings by block' },
  cohortsCompared: /*i18n*/ { id: 'results.course.cohortsCompared', message: 'Cohorts compared' },
  netPromoterScore: /*i18n*/ { id: 'results.course.netPromoterScore', message: 'Net Promoter Score' },
  missingAssessments: /*i18n*/ { id: 'results.course.missingAssessments', message: 'Missing assessments' },
  ratersWhoAgree: /*i18n*/ { id: 'results.course.ratersWhoAgree', message: 'Raters who agree' },
  // Ratings by block
  rated: /*i18n*/ {
    id: 'results.course.rated',
    message: '{rating, select, minusOne {Rated −1} zero {Rated 0} other {Rated 1}}',
  },
  block: /*i18n*/ { id: 'results.course.block', message: 'Block' },
  improved: /*i18n*/ { id: 'results.course.improved', message: 'Improved' },
  improvedOf: /*i18n*/ { id: 'results.course.improvedOf', message: '{improved} of {compared} ({percent})' },
  noBlocks: /*i18n*/ { id: 'results.course.noBlocks', message: "The course's skills list has no rating blocks yet." },
  noRatings: /*i18n*/ { id: 'results.course.noRatings', message: 'No ratings yet for these filters.' },
  blocksChart: /*i18n*/ {
    id: 'results.course.blocksChart',
    message: 'Ratings by block: how many ratings of −1, 0 and 1 each block got',
  },
  ratings: /*i18n*/ { id: 'results.course.ratings', message: 'Ratings' },
  // Cohorts compared
  noCohortsYet: /*i18n*/ { id: 'results.course.noCohortsYet', message: 'The course has no cohorts yet.' },
  cohorts: /*i18n*/ { id: 'results.course.cohorts', message: 'Cohorts' },
  nps: /*i18n*/ { id: 'results.course.nps', message: 'NPS' },
  responses: /*i18n*/ { id: 'results.course.responses', message: 'Responses' },
  notRatedTwice: /*i18n*/ {
    id: 'results.course.notRatedTwice',
    message: 'No participant has been rated twice yet, so no cohort shows an improvement.',
  },
  improvedByBlockAndCohort: /*i18n*/ { id: 'results.course.improvedByBlockAndCohort', message: 'Improved by block and cohort' },
  improvedChart: /*i18n*/ {
    id: 'results.course.improvedChart',
    message: 'Share of participants improved, by block and cohort',
  },
  improvedPercent: /*i18n*/ { id: 'results.course.improvedPercent', message: 'Improved (%)' },
  // NPS
  noNps: /*i18n*/ { id: 'results.course.noNps', message: 'No NPS answers yet for these filters.' },
  promoters: /*i18n*/ { id: 'results.course.promoters', message: 'Promoters ({percent})' },
  passives: /*i18n*/ { id: 'results.course.passives', message: 'Passives' },
  detractors: /*i18n*/ { id: 'results.course.detractors', message: 'Detractors ({percent})' },
  npsChart: /*i18n*/ { id: 'results.course.npsChart', message: 'NPS by shift, in time order' },
  npsTip: /*i18n*/ { id: 'results.course.npsTip', message: '{when}, {cohort}' },
  npsValue: /*i18n*/ {
    id: 'results.course.npsValue',
    message: '{score} ({count, plural, one {# response} other {# responses}})',
  },
  npsByShift: /*i18n*/ { id: 'results.course.npsByShift', message: 'NPS by shift' },
  shift: /*i18n*/ { id: 'results.course.shift', message: 'Shift' },
  // Missing assessments
  noneMissing: /*i18n*/ { id: 'results.course.noneMissing', message: 'No assessment is missing.' },
  missingCount: /*i18n*/ {
    id: 'results.course.missingCount',
    message:
      '{total, plural, one {# participant has no submitted assessment of a call they sat in} other {# participants have no submitted assessment of a call they sat in}}{listed, select, all {.} other { (the latest {listed} are listed).}}',
  },
  begunNotSubmitted: /*i18n*/ { id: 'results.course.begunNotSubmitted', message: 'Begun, not submitted' },
  skillsList: /*i18n*/ { id: 'results.course.skillsList', message: 'Skills list' },
  showAll: /*i18n*/ { id: 'results.course.showAll', message: 'Show all {count}' },
  // Raters who agree
  agreementIntro: /*i18n*/ {
    id: 'results.course.agreementIntro',
    message:
      'A coach may rate a call’s skills list a second time, on their own (a calibration rating). Each pair is the role-player’s rating and the coach’s of the same block for the same participant and shift, counted for every role-player of that participant’s calls. Agreement is the share of pairs rated the same. Kappa (weighted, from −1 to 1) says how much of that agreement is more than chance, counting a rating one step off as half agreeing: 0 is chance, 1 full agreement. It is shown from {minPairs} pairs. All cohorts are counted.',
  },
  agreementNotice: /*i18n*/ {
    id: 'results.course.agreementNotice',
    message:
      '{count, plural, one {# role-player agrees} other {# role-players agree}} less than the {threshold} threshold: {names}. Take it up in their next coaching session.',
  },
  raterShare: /*i18n*/ { id: 'results.course.raterShare', message: '{name} ({percent})' },
  noCalibration: /*i18n*/ { id: 'results.course.noCalibration', message: 'No calibration ratings yet for these dates.' },
  byRolePlayer: /*i18n*/ { id: 'results.course.byRolePlayer', message: 'Raters who agree, by role-player' },
  rolePlayer: /*i18n*/ { id: 'results.course.rolePlayer', message: 'Role-player' },
  pairs: /*i18n*/ { id: 'results.course.pairs', message: 'Pairs' },
  agreement: /*i18n*/ { id: 'results.course.agreement', message: 'Agreement' },
  kappa: /*i18n*/ { id: 'results.course.kappa', message: 'Kappa' },
  below: /*i18n*/ { id: 'results.course.below', message: 'below {threshold}' },
} satisfies Record<string, MessageDescriptor>;
