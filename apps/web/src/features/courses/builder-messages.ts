import type { MessageDescriptor } from '@lingui/core';

/**
 * The texts of a course's builders (issue 40): the scenario builder, the new shift forms and the skills
 * list builder. The English here, the other languages in ./locales/.
 */
export const SCENARIO_TEXTS = {
  title: /*i18n*/ { id: 'courseBuilders.scenario.title', message: 'Scenario Builder' },
  callLength: /*i18n*/ { id: 'courseBuilders.scenario.callLength', message: 'Call length: {length}' },
  locked: /*i18n*/ {
    id: 'courseBuilders.scenario.locked',
    message: 'Scenario components cannot be added or deleted while the course has a roleplay shift',
  },
  lockedStillEdit: /*i18n*/ {
    id: 'courseBuilders.scenario.lockedStillEdit',
    message:
      'Scenario components cannot be added or deleted while the course has a roleplay shift. You can still edit and reorder the components.',
  },
  retry: /*i18n*/ { id: 'courseBuilders.retry', message: 'Retry' },
  errorRetrievingData: /*i18n*/ { id: 'courseBuilders.errorRetrievingData', message: 'Error retrieving data' },
  noComponents: /*i18n*/ { id: 'courseBuilders.scenario.noComponents', message: 'No components yet.' },
  noComponentsHint: /*i18n*/ {
    id: 'courseBuilders.scenario.noComponentsHint',
    message: 'Add the parts of the call in the order they happen: scenarios, breaks, debriefs.',
  },
  components: /*i18n*/ { id: 'courseBuilders.scenario.components', message: 'Scenario components' },
  addComponent: /*i18n*/ { id: 'courseBuilders.scenario.addComponent', message: 'Add component' },
  newType: /*i18n*/ { id: 'courseBuilders.scenario.newType', message: 'New type' },
  deleteTitle: /*i18n*/ { id: 'courseBuilders.scenario.deleteTitle', message: 'Delete component?' },
  /** `content` comes quoted (builder-texts.ts `quoted`): an apostrophe before a placeholder would hide it from ICU. */
  deleteBody: /*i18n*/ {
    id: 'courseBuilders.scenario.deleteBody',
    message: 'The {type} {content} ({duration} min) will be removed from the call.',
  },
  withoutContent: /*i18n*/ { id: 'courseBuilders.scenario.withoutContent', message: 'without content' },
  delete: /*i18n*/ { id: 'courseBuilders.delete', message: 'Delete' },
  createFailed: /*i18n*/ { id: 'courseBuilders.scenario.createFailed', message: 'Could not create Scenario Component' },
  updateFailed: /*i18n*/ { id: 'courseBuilders.scenario.updateFailed', message: 'Could not update Scenario Component' },
  deleteFailed: /*i18n*/ { id: 'courseBuilders.scenario.deleteFailed', message: 'Could not delete Scenario Component' },
  /** A component type's name: the two every course has in the reader's language, the others as named. */
  typeName: /*i18n*/ {
    id: 'courseBuilders.scenario.typeName',
    message: '{type, select, scenario {Scenario} break {Break} other {{name}}}',
  },

  // A component's row.
  none: /*i18n*/ { id: 'courseBuilders.scenario.none', message: 'None' },
  rp: /*i18n*/ { id: 'courseBuilders.scenario.rp', message: 'RP {reference}' },
  componentOf: /*i18n*/ { id: 'courseBuilders.scenario.componentOf', message: 'Component {number}: {type}' },
  dragToReorder: /*i18n*/ { id: 'courseBuilders.dragToReorder', message: 'Drag to reorder' },
  type: /*i18n*/ { id: 'courseBuilders.scenario.type', message: 'Type' },
  content: /*i18n*/ { id: 'courseBuilders.scenario.content', message: 'Content' },
  breakPlaceholder: /*i18n*/ { id: 'courseBuilders.scenario.breakPlaceholder', message: 'Break' },
  contentPlaceholder: /*i18n*/ {
    id: 'courseBuilders.scenario.contentPlaceholder',
    message: 'What happens in this part of the call',
  },
  duration: /*i18n*/ { id: 'courseBuilders.scenario.duration', message: 'Duration' },
  minutes: /*i18n*/ { id: 'courseBuilders.minutes', message: '{minutes} min' },
  rpReference: /*i18n*/ { id: 'courseBuilders.scenario.rpReference', message: 'RP reference' },
  deleteComponent: /*i18n*/ { id: 'courseBuilders.scenario.deleteComponent', message: 'Delete component' },

  // The new type dialog.
  typeCreated: /*i18n*/ { id: 'courseBuilders.scenario.typeCreated', message: 'Type {name} created' },
  newTypeTitle: /*i18n*/ { id: 'courseBuilders.scenario.newTypeTitle', message: 'New component type' },
  name: /*i18n*/ { id: 'courseBuilders.scenario.name', message: 'Name' },
  atMost60: /*i18n*/ { id: 'courseBuilders.scenario.atMost60', message: 'At most 60 characters' },
  typeExample: /*i18n*/ { id: 'courseBuilders.scenario.typeExample', message: 'For example: Debrief, Coaching, Feedback' },
  typeCreateFailed: /*i18n*/ {
    id: 'courseBuilders.scenario.typeCreateFailed',
    message: 'Could not create Scenario Component Type',
  },
  create: /*i18n*/ { id: 'courseBuilders.create', message: 'Create' },
} satisfies Record<string, MessageDescriptor>;

/** The new shift menu and forms, and the delete shift dialog. */
export const SHIFT_FORM_TEXTS = {
  newShift: /*i18n*/ { id: 'courseBuilders.shift.newShift', message: 'New shift' },
  typeShift: /*i18n*/ {
    id: 'courseBuilders.shift.typeShift',
    message: '{type, select, roleplay {Roleplay shift} training {Orientation shift} other {Live shift}}',
  },
  description: /*i18n*/ {
    id: 'courseBuilders.shift.description',
    message:
      '{type, select, roleplay {Call blocks with role-players, with suggested dates} training {An orientation session for the staff} other {A live session with the participants}}',
  },

  // Deleting.
  deleteTitle: /*i18n*/ {
    id: 'courseBuilders.shift.deleteTitle',
    message: 'Delete this {type, select, roleplay {Roleplay} training {Orientation} other {Live}} shift?',
  },
  deleteBody: /*i18n*/ {
    id: 'courseBuilders.shift.deleteBody',
    message:
      'The {type, select, roleplay {roleplay} training {orientation} other {live}} shift of {when} and its invitations will be removed; the staff on it are told by e-mail. This action cannot be undone.',
  },
  deleteBodyCohort: /*i18n*/ {
    id: 'courseBuilders.shift.deleteBodyCohort',
    message:
      'The {type, select, roleplay {roleplay} training {orientation} other {live}} shift of {when} (cohort {cohort}) and its invitations will be removed; the staff on it are told by e-mail. This action cannot be undone.',
  },
  emailParticipants: /*i18n*/ { id: 'courseBuilders.shift.emailParticipants', message: 'E-mail the participants of this shift' },
  deleted: /*i18n*/ {
    id: 'courseBuilders.shift.deleted',
    message: '{type, select, roleplay {Roleplay shift deleted} training {Orientation shift deleted} other {Live shift deleted}}',
  },
  deleteFailed: /*i18n*/ {
    id: 'courseBuilders.shift.deleteFailed',
    message:
      '{type, select, roleplay {Error deleting Roleplay Shift} training {Error deleting Training Shift} other {Error deleting Live Shift}}',
  },

  // The fields.
  startTime: /*i18n*/ { id: 'courseBuilders.shift.startTime', message: 'Start time' },
  endTime: /*i18n*/ { id: 'courseBuilders.shift.endTime', message: 'End time' },
  sessions: /*i18n*/ { id: 'courseBuilders.shift.sessions', message: 'Call blocks' },
  extensions: /*i18n*/ { id: 'courseBuilders.shift.extensions', message: 'Spare call blocks' },
  cohortName: /*i18n*/ { id: 'courseBuilders.shift.cohortName', message: 'Cohort name' },
  staffingRatio: /*i18n*/ { id: 'courseBuilders.shift.staffingRatio', message: 'Staffing ratio' },
  answerBy: /*i18n*/ { id: 'courseBuilders.shift.answerBy', message: 'Answer by (hours before the start)' },
  sessionsHelp: /*i18n*/ { id: 'courseBuilders.shift.sessionsHelp', message: 'Blocks of calls planned' },
  extensionsHelp: /*i18n*/ { id: 'courseBuilders.shift.extensionsHelp', message: 'Kept free for calls that run over' },
  pickCohort: /*i18n*/ { id: 'courseBuilders.shift.pickCohort', message: 'Pick a cohort of this course or type a new name' },
  newCohort: /*i18n*/ { id: 'courseBuilders.shift.newCohort', message: 'A new name creates the cohort' },
  staffingHelp: /*i18n*/ { id: 'courseBuilders.shift.staffingHelp', message: 'Role-players per scenario' },
  answerByHelp: /*i18n*/ { id: 'courseBuilders.shift.answerByHelp', message: 'Invitations must be answered by then' },
  backfill: /*i18n*/ { id: 'courseBuilders.shift.backfill', message: 'Automatic backfill' },
  backfillHelp: /*i18n*/ {
    id: 'courseBuilders.shift.backfillHelp',
    message: 'If the shift is still short of people then, its missing places are offered to others, a few at a time',
  },
  timedBackfillHelp: /*i18n*/ {
    id: 'courseBuilders.shift.timedBackfillHelp',
    message: 'A coach or coordinator still missing then is looked for automatically',
  },

  // The forms.
  newRoleplayShift: /*i18n*/ { id: 'courseBuilders.shift.newRoleplayShift', message: 'New roleplay shift' },
  newTimedShift: /*i18n*/ {
    id: 'courseBuilders.shift.newTimedShift',
    message: 'New {type, select, training {Orientation} other {Live}} shift',
  },
  created: /*i18n*/ {
    id: 'courseBuilders.shift.created',
    message: '{type, select, roleplay {Roleplay shift created} training {Orientation shift created} other {Live shift created}}',
  },
  createFailed: /*i18n*/ {
    id: 'courseBuilders.shift.createFailed',
    message:
      '{type, select, roleplay {Error creating Roleplay Shift} training {Error creating Training Shift} other {Error creating Live Shift}}',
  },
  cohortsFailed: /*i18n*/ { id: 'courseBuilders.shift.cohortsFailed', message: 'Could not retrieve Cohorts' },
  noScenario: /*i18n*/ {
    id: 'courseBuilders.shift.noScenario',
    message:
      "This course has no scenario components yet. Add them in the Scenario Builder: a roleplay shift's length follows from them.",
  },
  ends: /*i18n*/ { id: 'courseBuilders.shift.ends', message: 'Ends' },
  blocksOf: /*i18n*/ {
    id: 'courseBuilders.shift.blocksOf',
    message: '{blocks, plural, one {# call block of {minutes} min} other {# call blocks of {minutes} min}}',
  },
  callBlocksOf: /*i18n*/ { id: 'courseBuilders.shift.callBlocksOf', message: 'Call blocks of {minutes} min' },
  lasts: /*i18n*/ { id: 'courseBuilders.shift.lasts', message: 'Lasts {duration}' },
  inviteLater: /*i18n*/ {
    id: 'courseBuilders.shift.inviteLater',
    message: "Invite the staff from the shift's page once it is created.",
  },

  // The rules the form checks that the generic sentences do not say.
  specifyCohortName: /*i18n*/ { id: 'courseBuilders.shift.specifyCohortName', message: 'Please specify a Cohort name' },
  callBlocksTotal: /*i18n*/ {
    id: 'courseBuilders.shift.callBlocksTotal',
    message: 'Call blocks and spare call blocks together must be at most {maximum}',
  },
  tenths: /*i18n*/ { id: 'courseBuilders.shift.tenths', message: '{field} must be in steps of 0.1' },
  afterStart: /*i18n*/ { id: 'courseBuilders.shift.afterStart', message: '{field} must be after the start time' },

  // The suggested dates.
  suggestedDates: /*i18n*/ { id: 'courseBuilders.shift.suggestedDates', message: 'Suggested dates' },
  earlierWeeks: /*i18n*/ { id: 'courseBuilders.shift.earlierWeeks', message: 'Earlier weeks' },
  nextWeeks: /*i18n*/ { id: 'courseBuilders.shift.nextWeeks', message: 'Next {weeks} weeks (from {date})' },
  window: /*i18n*/ {
    id: 'courseBuilders.shift.window',
    message: 'Weekdays from {first} to {last} when a coordinator, a coach and enough role-players are free for the whole shift.',
  },
  fillIn: /*i18n*/ {
    id: 'courseBuilders.shift.fillIn',
    message: 'Fill in the start time, call blocks, spare call blocks and staffing ratio to see when enough staff are free.',
  },
  loadingSuggestions: /*i18n*/ { id: 'courseBuilders.shift.loadingSuggestions', message: 'Loading suggestions' },
  suggestionsFailed: /*i18n*/ { id: 'courseBuilders.shift.suggestionsFailed', message: 'Could not retrieve suggestions' },
  noSuggestion: /*i18n*/ {
    id: 'courseBuilders.shift.noSuggestion',
    message:
      'No weekday start time from {first} to {last} has a coordinator, a coach and enough role-players free for the whole shift. Try the next {weeks} weeks or a lower staffing ratio.',
  },
  inUse: /*i18n*/ { id: 'courseBuilders.shift.inUse', message: 'In use' },
  useTime: /*i18n*/ { id: 'courseBuilders.shift.useTime', message: 'Use this time' },
  coordinators: /*i18n*/ { id: 'courseBuilders.shift.coordinators', message: 'Coordinators' },
  coaches: /*i18n*/ { id: 'courseBuilders.shift.coaches', message: 'Coaches' },
  rolePlayers: /*i18n*/ { id: 'courseBuilders.shift.rolePlayers', message: 'Role-players' },
  freeNeeded: /*i18n*/ { id: 'courseBuilders.shift.freeNeeded', message: '{count} free, {needed} needed' },
  more: /*i18n*/ { id: 'courseBuilders.shift.more', message: '+{count} more' },
} satisfies Record<string, MessageDescriptor>;

/** The skills list builder and its preview. */
export const SKILLS_TEXTS = {
  title: /*i18n*/ { id: 'courseBuilders.skills.title', message: 'Skills List' },
  intro: /*i18n*/ {
    id: 'courseBuilders.skills.intro',
    message: 'The assessment form coaches and role-players fill in for each participant. Changes are saved as you go.',
  },
  noCourse: /*i18n*/ { id: 'courseBuilders.skills.noCourse', message: 'This course does not exist.' },
  addBlock: /*i18n*/ { id: 'courseBuilders.skills.addBlock', message: 'Add block' },
  createFailed: /*i18n*/ { id: 'courseBuilders.skills.createFailed', message: 'Error creating question' },
  updateFailed: /*i18n*/ { id: 'courseBuilders.skills.updateFailed', message: 'Could not update question' },
  deleteFailed: /*i18n*/ { id: 'courseBuilders.skills.deleteFailed', message: 'Could not delete question' },
  noBlocks: /*i18n*/ { id: 'courseBuilders.skills.noBlocks', message: 'No blocks yet.' },
  noBlocksHint: /*i18n*/ {
    id: 'courseBuilders.skills.noBlocksHint',
    message: 'Start with a heading, then add the skills an assessor rates in each scenario.',
  },
  blocks: /*i18n*/ { id: 'courseBuilders.skills.blocks', message: 'Skills list blocks' },
  build: /*i18n*/ { id: 'courseBuilders.skills.build', message: 'Build' },
  preview: /*i18n*/ { id: 'courseBuilders.skills.preview', message: 'Preview' },
  deleteTitle: /*i18n*/ { id: 'courseBuilders.skills.deleteTitle', message: 'Delete block?' },
  deleteBody: /*i18n*/ {
    id: 'courseBuilders.skills.deleteBody',
    message: 'The {type} {text} will be removed from the skills list.',
  },
  withoutText: /*i18n*/ { id: 'courseBuilders.skills.withoutText', message: 'without text' },

  // The block types.
  typeLabel: /*i18n*/ {
    id: 'courseBuilders.skills.typeLabel',
    message:
      '{type, select, heading {Heading} sub_heading {Sub-heading} true_false {True / False} short_answer {Short answer} other {Multiple choice}}',
  },
  /** The type's name inside a sentence (the delete question): lower case in English. */
  typeInSentence: /*i18n*/ {
    id: 'courseBuilders.skills.typeInSentence',
    message:
      '{type, select, heading {heading} sub_heading {sub-heading} true_false {true / false} short_answer {short answer} other {multiple choice}}',
  },
  typeDescription: /*i18n*/ {
    id: 'courseBuilders.skills.typeDescription',
    message:
      '{type, select, heading {A section title} sub_heading {A smaller title inside a section} true_false {A skill rated per scenario: On Standard, Needs Practice, N/A or DNGT (did not get to)} short_answer {A question answered in a few words} other {A question answered by picking one of several answers}}',
  },
  textLabel: /*i18n*/ {
    id: 'courseBuilders.skills.textLabel',
    message: '{type, select, heading {Heading} sub_heading {Sub-heading} true_false {Skill} other {Question}}',
  },
  scenarioAnswer: /*i18n*/ {
    id: 'courseBuilders.skills.scenarioAnswer',
    message: '{answer, select, true {On Standard} false {Needs Practice} na {N/A} other {DNGT}}',
  },

  // A block.
  blockOf: /*i18n*/ { id: 'courseBuilders.skills.blockOf', message: 'Block {number}: {type}' },
  actionPlan: /*i18n*/ { id: 'courseBuilders.skills.actionPlan', message: 'Action plan' },
  deleteBlock: /*i18n*/ { id: 'courseBuilders.skills.deleteBlock', message: 'Delete block' },
  answers: /*i18n*/ { id: 'courseBuilders.skills.answers', message: 'Answers' },
  answerNumber: /*i18n*/ { id: 'courseBuilders.skills.answerNumber', message: 'Answer {number}' },
  atLeastAnswers: /*i18n*/ { id: 'courseBuilders.skills.atLeastAnswers', message: 'At least {count} answers' },
  removeAnswer: /*i18n*/ { id: 'courseBuilders.skills.removeAnswer', message: 'Remove answer' },
  removeAnswerNumber: /*i18n*/ { id: 'courseBuilders.skills.removeAnswerNumber', message: 'Remove answer {number}' },
  tooFewAnswers: /*i18n*/ {
    id: 'courseBuilders.skills.tooFewAnswers',
    message: 'A multiple choice question needs at least {count} answers.',
  },
  addAnswer: /*i18n*/ { id: 'courseBuilders.skills.addAnswer', message: 'Add answer' },

  // The preview.
  scenarioNumber: /*i18n*/ { id: 'courseBuilders.skills.scenarioNumber', message: 'Scenario {number}' },
  noTextYet: /*i18n*/ { id: 'courseBuilders.skills.noTextYet', message: 'No text yet' },
  didNotGetTo: /*i18n*/ { id: 'courseBuilders.skills.didNotGetTo', message: 'Did not get to' },
  eachScenario: /*i18n*/ { id: 'courseBuilders.skills.eachScenario', message: 'Each scenario' },
  rating: /*i18n*/ { id: 'courseBuilders.skills.rating', message: 'Rating' },
  answer: /*i18n*/ { id: 'courseBuilders.skills.answer', message: 'Answer' },
  previewTitle: /*i18n*/ { id: 'courseBuilders.skills.previewTitle', message: 'Preview: what an assessor sees' },
  emptyForm: /*i18n*/ { id: 'courseBuilders.skills.emptyForm', message: 'The form is empty. Add blocks to see it here.' },
} satisfies Record<string, MessageDescriptor>;
