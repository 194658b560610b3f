/** The texts only the web's coaching pages read (and the server, where it sends them too). Part of `MESSAGES` (message-texts.ts). */
export const coachingFormTaken = 'Coaching form already created by another coach for this role-player';
export const couldNotCreateCoachingRecord = 'Could not create Coaching Record';
export const couldNotFetchCoachingRecord = 'Could not fetch Coaching Record';
export const errorFindingArchivedRecord = 'Error finding archived coaching record';
export const couldNotSaveTemplate = 'Could not save template';
export const couldNotDeleteTemplate = 'Could not delete template';
export const noTemplateQuestions =
  'The course of this call has no coaching questions: choose a role-player assessment template on the course';
