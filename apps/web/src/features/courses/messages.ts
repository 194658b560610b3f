import type { MessageDescriptor } from '@lingui/core';

/**
 * The Courses screens' texts (issue 40): the list, a new course, a course's details, its cards,
 * preferences and participants. The English here, the other languages in ./locales/.
 */
export const COURSES_TEXTS = {
  // Tabs
  tabDetails: /*i18n*/ { id: 'courses.tabDetails', message: 'Details' },
  tabSkillsList: /*i18n*/ { id: 'courses.tabSkillsList', message: 'Skills List' },
  tabPreferences: /*i18n*/ { id: 'courses.tabPreferences', message: 'Preferences' },
  tabParticipants: /*i18n*/ { id: 'courses.tabParticipants', message: 'Participants' },
  coursePages: /*i18n*/ { id: 'courses.coursePages', message: 'Course pages' },
  results: /*i18n*/ { id: 'courses.results', message: 'Results' },
  projectManagerLine: /*i18n*/ { id: 'courses.projectManagerLine', message: 'Project manager {name}' },
  createdLine: /*i18n*/ { id: 'courses.createdLine', message: 'Created {date}' },
  notFoundPage: /*i18n*/ { id: 'courses.notFoundPage', message: 'The page you are looking for cannot be found' },
  couldNotRetrieveCourse: /*i18n*/ { id: 'courses.couldNotRetrieveCourse', message: 'Could not retrieve Course' },

  // The list
  title: /*i18n*/ { id: 'courses.title', message: 'Courses' },
  name: /*i18n*/ { id: 'courses.name', message: 'Name' },
  clientName: /*i18n*/ { id: 'courses.clientName', message: 'Client Name' },
  projectManager: /*i18n*/ { id: 'courses.projectManager', message: 'Project Manager' },
  dateCreated: /*i18n*/ { id: 'courses.dateCreated', message: 'Date Created' },
  couldNotRetrieveCourses: /*i18n*/ { id: 'courses.couldNotRetrieveCourses', message: 'Could not retrieve Courses' },
  searchCourses: /*i18n*/ { id: 'courses.searchCourses', message: 'Search courses by name' },
  newCourse: /*i18n*/ { id: 'courses.newCourse', message: 'New Course' },

  // A new course
  newCourseIntro: /*i18n*/ {
    id: 'courses.newCourseIntro',
    message: 'Once the course exists you can build its scenario and skills list, add resource links and set its preferences.',
  },
  courseCreated: /*i18n*/ { id: 'courses.courseCreated', message: 'Course created' },
  couldNotCreateCourse: /*i18n*/ { id: 'courses.couldNotCreateCourse', message: 'Could not create Course' },

  // The course form
  courseCard: /*i18n*/ { id: 'courses.courseCard', message: 'Course' },
  courseUpdated: /*i18n*/ { id: 'courses.courseUpdated', message: 'Course updated' },
  couldNotUpdateCourse: /*i18n*/ { id: 'courses.couldNotUpdateCourse', message: 'Could not update Course' },
  courseForm: /*i18n*/ { id: 'courses.courseForm', message: 'Course form' },
  courseName: /*i18n*/ { id: 'courses.courseName', message: 'Course Name' },
  client: /*i18n*/ { id: 'courses.client', message: 'Client' },
  description: /*i18n*/ { id: 'courses.description', message: 'Description' },
  assessmentTemplate: /*i18n*/ { id: 'courses.assessmentTemplate', message: 'Assessment Template' },
  create: /*i18n*/ { id: 'courses.create', message: 'Create' },
  update: /*i18n*/ { id: 'courses.update', message: 'Update' },
  noClientsFound: /*i18n*/ { id: 'courses.noClientsFound', message: 'No clients found' },
  couldNotRetrieveClients: /*i18n*/ { id: 'courses.couldNotRetrieveClients', message: 'Could not retrieve Clients' },
  noStaffFound: /*i18n*/ { id: 'courses.noStaffFound', message: 'No staff found' },
  errorRetrievingData: /*i18n*/ { id: 'courses.errorRetrievingData', message: 'Error retrieving data' },
  none: /*i18n*/ { id: 'courses.none', message: 'None' },
  templateNumber: /*i18n*/ { id: 'courses.templateNumber', message: 'Template {id}' },
  pickerLoading: /*i18n*/ { id: 'courses.pickerLoading', message: 'Loading…' },
  pickerClear: /*i18n*/ { id: 'courses.pickerClear', message: 'Clear' },
  pickerOpen: /*i18n*/ { id: 'courses.pickerOpen', message: 'Open' },
  pickerClose: /*i18n*/ { id: 'courses.pickerClose', message: 'Close' },

  // Delete course
  deleteCourse: /*i18n*/ { id: 'courses.deleteCourse', message: 'Delete course' },
  deleteCourseQuestion: /*i18n*/ {
    id: 'courses.deleteCourseQuestion',
    message:
      'Delete {name} with its scenario, skills list, resource links, preferences and participant list? This action cannot be undone.',
  },
  courseDeleted: /*i18n*/ { id: 'courses.courseDeleted', message: 'Course deleted' },
  couldNotDestroyCourse: /*i18n*/ { id: 'courses.couldNotDestroyCourse', message: 'Could not destroy Course' },

  // Registration link and regapp configuration
  registrationLink: /*i18n*/ { id: 'courses.registrationLink', message: 'Registration link' },
  registrationLinkHelp: /*i18n*/ {
    id: 'courses.registrationLinkHelp',
    message: 'Participants sign up for this course through this link.',
  },
  regappTitle: /*i18n*/ { id: 'courses.regappTitle', message: 'Regapp Configuration' },
  regappHelp: /*i18n*/ {
    id: 'courses.regappHelp',
    message: 'Until how many days before a shift participants may change or cancel it in the registration app.',
  },
  booked: /*i18n*/ { id: 'courses.booked', message: 'Booked' },
  waiting: /*i18n*/ { id: 'courses.waiting', message: 'Waiting' },
  notBooked: /*i18n*/ { id: 'courses.notBooked', message: 'Not booked' },
  qrTitle: /*i18n*/ { id: 'courses.qrTitle', message: 'QR code of the registration link {url}' },
  downloadQr: /*i18n*/ { id: 'courses.downloadQr', message: 'Download QR code' },
  regappParticipants: /*i18n*/ { id: 'courses.regappParticipants', message: 'Registration app participants' },
  regappSaved: /*i18n*/ { id: 'courses.regappSaved', message: 'Regapp configuration saved' },
  regappForm: /*i18n*/ { id: 'courses.regappForm', message: 'Regapp configuration' },
  changeTimeout: /*i18n*/ { id: 'courses.changeTimeout', message: 'Change timeout' },
  cancelTimeout: /*i18n*/ { id: 'courses.cancelTimeout', message: 'Cancel timeout' },
  maxBookings: /*i18n*/ { id: 'courses.maxBookings', message: 'Bookings per participant' },
  daysBeforeShift: /*i18n*/ { id: 'courses.daysBeforeShift', message: 'Days before the shift' },
  callsPerParticipant: /*i18n*/ { id: 'courses.callsPerParticipant', message: 'Calls one participant may book' },
  change: /*i18n*/ { id: 'courses.change', message: 'Change' },

  // Shifts card
  shifts: /*i18n*/ { id: 'courses.shifts', message: 'Shifts' },
  shift: /*i18n*/ { id: 'courses.shift', message: 'Shift' },
  type: /*i18n*/ { id: 'courses.type', message: 'Type' },
  startTime: /*i18n*/ { id: 'courses.startTime', message: 'Start Time' },
  endTime: /*i18n*/ { id: 'courses.endTime', message: 'End Time' },
  cohort: /*i18n*/ { id: 'courses.cohort', message: 'Cohort' },
  shiftType: /*i18n*/ {
    id: 'courses.shiftType',
    message: '{type, select, roleplay {Roleplay} training {Orientation} other {Live}}',
  },
  openShift: /*i18n*/ { id: 'courses.openShift', message: 'Open shift' },
  deleteShift: /*i18n*/ { id: 'courses.deleteShift', message: 'Delete shift' },
  hidePast: /*i18n*/ { id: 'courses.hidePast', message: 'Hide past events' },
  couldNotRetrieveShifts: /*i18n*/ { id: 'courses.couldNotRetrieveShifts', message: 'Could not retrieve Shifts' },
  noUpcomingShifts: /*i18n*/ { id: 'courses.noUpcomingShifts', message: 'No upcoming shifts' },
  noShiftsYet: /*i18n*/ { id: 'courses.noShiftsYet', message: 'No shifts yet' },

  // Preferences
  languageEnCA: /*i18n*/ { id: 'courses.languageEnCA', message: 'English (Canada)' },
  languageFrCA: /*i18n*/ { id: 'courses.languageFrCA', message: 'French (Canada)' },
  languagePtPT: /*i18n*/ { id: 'courses.languagePtPT', message: 'Portuguese (Portugal)' },
  languageEsES: /*i18n*/ { id: 'courses.languageEsES', message: 'Spanish (Spain)' },
  preferencesForm: /*i18n*/ { id: 'courses.preferencesForm', message: 'Course preferences' },
  general: /*i18n*/ { id: 'courses.general', message: 'General' },
  reminders: /*i18n*/ { id: 'courses.reminders', message: 'Reminders' },
  answersAndBackfill: /*i18n*/ { id: 'courses.answersAndBackfill', message: 'Answers and backfill' },
  email: /*i18n*/ { id: 'courses.email', message: 'E-mail' },
  language: /*i18n*/ { id: 'courses.language', message: 'Language' },
  languageHelp: /*i18n*/ {
    id: 'courses.languageHelp',
    message: 'The language of the e-mails participants receive for this course',
  },
  resourcesReady: /*i18n*/ { id: 'courses.resourcesReady', message: 'Resources ready' },
  resourcesReadyHelp: /*i18n*/ {
    id: 'courses.resourcesReadyHelp',
    message: "The course's resources are ready for participants",
  },
  groupSessions: /*i18n*/ { id: 'courses.groupSessions', message: 'Group sessions' },
  groupSessionsHelp: /*i18n*/ { id: 'courses.groupSessionsHelp', message: 'Several participants may share one call' },
  customReminder: /*i18n*/ { id: 'courses.customReminder', message: 'Custom reminder' },
  customReminderHelp: /*i18n*/ {
    id: 'courses.customReminderHelp',
    message: 'Send participants a reminder e-mail of your own before their shift',
  },
  reminderText: /*i18n*/ { id: 'courses.reminderText', message: 'Reminder text' },
  answerByHours: /*i18n*/ { id: 'courses.answerByHours', message: 'Answer within (hours)' },
  answerByHoursHelp: /*i18n*/ {
    id: 'courses.answerByHoursHelp',
    message: "After the invitation is sent; never later than the shift's own deadline",
  },
  backfillWaveSize: /*i18n*/ { id: 'courses.backfillWaveSize', message: 'People per backfill wave' },
  backfillWaveSizeHelp: /*i18n*/ {
    id: 'courses.backfillWaveSizeHelp',
    message: 'An open place is offered to this many people at a time, those with the fewest hours first',
  },
  backfillWaveHours: /*i18n*/ { id: 'courses.backfillWaveHours', message: 'Hours between backfill waves' },
  backfillWaveHoursHelp: /*i18n*/ {
    id: 'courses.backfillWaveHoursHelp',
    message: 'How long a wave has before the place is offered to the next people',
  },
  emailSender: /*i18n*/ { id: 'courses.emailSender', message: 'Sender address' },
  emailSenderHelp: /*i18n*/ { id: 'courses.emailSenderHelp', message: 'Leave empty to send from the default address' },
  actionPlanToParticipant: /*i18n*/ {
    id: 'courses.actionPlanToParticipant',
    message: 'Send the action plan to the participant',
  },
  actionPlanToManager: /*i18n*/ {
    id: 'courses.actionPlanToManager',
    message: "Send the action plan to the participant's manager",
  },
  showProjectManagerContact: /*i18n*/ {
    id: 'courses.showProjectManagerContact',
    message: "Show the project manager's contact details",
  },
  welcomeText: /*i18n*/ { id: 'courses.welcomeText', message: 'Welcome text' },
  introduction: /*i18n*/ { id: 'courses.introduction', message: 'Introduction' },
  commentsHeading: /*i18n*/ { id: 'courses.commentsHeading', message: 'Comments heading' },
  strengthsIntroduction: /*i18n*/ { id: 'courses.strengthsIntroduction', message: 'Strengths introduction' },
  opportunitiesIntroduction: /*i18n*/ { id: 'courses.opportunitiesIntroduction', message: 'Opportunities introduction' },
  actionPlanText: /*i18n*/ { id: 'courses.actionPlanText', message: 'Action plan text' },
  standardTextHelp: /*i18n*/ { id: 'courses.standardTextHelp', message: 'Leave empty to use the standard text' },
  discardChanges: /*i18n*/ { id: 'courses.discardChanges', message: 'Discard changes' },
  preferencesSaved: /*i18n*/ { id: 'courses.preferencesSaved', message: 'Preferences saved' },

  // BCC addresses
  bccAddresses: /*i18n*/ { id: 'courses.bccAddresses', message: 'BCC addresses' },
  bccAddress: /*i18n*/ { id: 'courses.bccAddress', message: 'BCC address' },
  addBccAddress: /*i18n*/ { id: 'courses.addBccAddress', message: 'Add a BCC address' },
  bccHelp: /*i18n*/ {
    id: 'courses.bccHelp',
    message: 'Every e-mail about this course is blind-copied to these addresses.',
  },
  bccInvalid: /*i18n*/ { id: 'courses.bccInvalid', message: 'Enter a valid e-mail address' },
  bccDuplicate: /*i18n*/ { id: 'courses.bccDuplicate', message: 'This address is already in the list' },
  bccFull: /*i18n*/ { id: 'courses.bccFull', message: 'The list is full; remove an address first' },
  noBcc: /*i18n*/ { id: 'courses.noBcc', message: 'No BCC addresses.' },
  add: /*i18n*/ { id: 'courses.add', message: 'Add' },

  // Participants
  participants: /*i18n*/ { id: 'courses.participants', message: 'Participants' },
  courseParticipants: /*i18n*/ { id: 'courses.courseParticipants', message: 'Course participants' },
  searchParticipants: /*i18n*/ { id: 'courses.searchParticipants', message: 'Search by name or email' },
  emailColumn: /*i18n*/ { id: 'courses.emailColumn', message: 'Email' },
  status: /*i18n*/ { id: 'courses.status', message: 'Status' },
  participantStatus: /*i18n*/ {
    id: 'courses.participantStatus',
    message: '{status, select, Pending {Pending} Registered {Registered} other {Completed}}',
  },
  invitationSent: /*i18n*/ { id: 'courses.invitationSent', message: 'Invitation sent' },
  notSent: /*i18n*/ { id: 'courses.notSent', message: 'Not sent' },
  sendInvitation: /*i18n*/ { id: 'courses.sendInvitation', message: 'Send invitation' },
  sendInvitationTo: /*i18n*/ { id: 'courses.sendInvitationTo', message: 'Send invitation to {name}' },
  removeFromCourse: /*i18n*/ { id: 'courses.removeFromCourse', message: 'Remove from course' },
  removeName: /*i18n*/ { id: 'courses.removeName', message: 'Remove {name}' },
  sendToPending: /*i18n*/ { id: 'courses.sendToPending', message: 'Send invitation to pending' },
  sendToAll: /*i18n*/ { id: 'courses.sendToAll', message: 'Send invitation to all' },
  removeParticipant: /*i18n*/ { id: 'courses.removeParticipant', message: 'Remove participant' },
  removeQuestion: /*i18n*/ {
    id: 'courses.removeQuestion',
    message: 'Remove {name} ({email}) from this course? They stay a client participant and can be added again.',
  },
  remove: /*i18n*/ { id: 'courses.remove', message: 'Remove' },
  participantRemoved: /*i18n*/ { id: 'courses.participantRemoved', message: '{name} was removed from the course' },
  invitationsQueued: /*i18n*/ { id: 'courses.invitationsQueued', message: 'Invitation Email(s) Queued for Send' },
  couldNotSendInvitations: /*i18n*/ {
    id: 'courses.couldNotSendInvitations',
    message: 'Could not send invitation email(s)',
  },
  couldNotRemoveParticipant: /*i18n*/ { id: 'courses.couldNotRemoveParticipant', message: 'Could not remove Participant' },

  // Resource links
  resourceLinks: /*i18n*/ { id: 'courses.resourceLinks', message: 'Resource Links' },
  retry: /*i18n*/ { id: 'courses.retry', message: 'Retry' },
  noResources: /*i18n*/ {
    id: 'courses.noResources',
    message: 'No resources yet. Add the links and documents participants and role-players need.',
  },
  resources: /*i18n*/ { id: 'courses.resources', message: 'Resources' },
  delete: /*i18n*/ { id: 'courses.delete', message: 'Delete' },
  deleteName: /*i18n*/ { id: 'courses.deleteName', message: 'Delete {name}' },
  resourceType: /*i18n*/ {
    id: 'courses.resourceType',
    message:
      '{type, select, action_plan_skills_list {Action plan skills list} folder {Folder} job_aid {Job aid} intro_extro {Intro / extro} participant_package {Participant package} regular_skills {Regular skills} roleplayer_profile {Role-player profile} other {Other}}',
  },
  deleteResourceTitle: /*i18n*/ { id: 'courses.deleteResourceTitle', message: 'Delete resource?' },
  deleteResourceQuestion: /*i18n*/ {
    id: 'courses.deleteResourceQuestion',
    message: '{name} ({type}) will be removed from the course. This action cannot be undone.',
  },
  couldNotDeleteResource: /*i18n*/ { id: 'courses.couldNotDeleteResource', message: 'Could not delete the Resource Link' },
  file: /*i18n*/ { id: 'courses.file', message: 'File' },
  downloadName: /*i18n*/ { id: 'courses.downloadName', message: 'Download {name}' },
  couldNotDownload: /*i18n*/ { id: 'courses.couldNotDownload', message: 'Could not download the file' },
  couldNotAddResource: /*i18n*/ { id: 'courses.couldNotAddResource', message: 'Could not add the Resource Link' },
  urlNotUrl: /*i18n*/ {
    id: 'courses.urlNotUrl',
    message: 'Enter a full web address, such as https://example.com/guide',
  },
  urlScheme: /*i18n*/ { id: 'courses.urlScheme', message: 'The URL must start with http:// or https://' },
  urlInvalid: /*i18n*/ { id: 'courses.urlInvalid', message: 'The URL is not valid' },
  resourceAdded: /*i18n*/ { id: 'courses.resourceAdded', message: 'Resource added' },
  addResource: /*i18n*/ { id: 'courses.addResource', message: 'Add a resource' },
  linkOrFile: /*i18n*/ { id: 'courses.linkOrFile', message: 'Link or file' },
  link: /*i18n*/ { id: 'courses.link', message: 'Link' },
  url: /*i18n*/ { id: 'courses.url', message: 'URL' },
  urlHelp: /*i18n*/ { id: 'courses.urlHelp', message: 'A web address starting with https://' },
  removeFile: /*i18n*/ { id: 'courses.removeFile', message: 'Remove the file' },
  dropHere: /*i18n*/ { id: 'courses.dropHere', message: 'Drop the file here' },
  dragOr: /*i18n*/ { id: 'courses.dragOr', message: 'Drag a file here, or' },
  chooseFile: /*i18n*/ { id: 'courses.chooseFile', message: 'Choose a file' },
  allowedFiles: /*i18n*/ { id: 'courses.allowedFiles', message: '{extensions}; up to {size}' },
  fileTooLarge: /*i18n*/ { id: 'courses.fileTooLarge', message: 'This file is too large: the limit is {size}.' },
  fileInvalidType: /*i18n*/ {
    id: 'courses.fileInvalidType',
    message: 'This kind of file is not accepted. Accepted: {extensions}.',
  },
  tooManyFiles: /*i18n*/ { id: 'courses.tooManyFiles', message: 'Drop one file at a time.' },
  fileEmpty: /*i18n*/ { id: 'courses.fileEmpty', message: 'This file is empty.' },
  fileCannotBeAdded: /*i18n*/ { id: 'courses.fileCannotBeAdded', message: 'This file cannot be added.' },
  size: /*i18n*/ {
    id: 'courses.size',
    message: '{unit, select, B {{amount} B} KB {{amount} KB} other {{amount} MB}}',
  },
} satisfies Record<string, MessageDescriptor>;

/**
 * A sentence with a name set apart (bold, a link…): the text before the name and the text after it,
 * in the active language.
 */
export const MARK = '\u2063';
export function aroundName(text: string): [string, string] {
  const at = text.indexOf(MARK);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + MARK.length)];
}
