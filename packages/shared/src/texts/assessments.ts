/** The texts only the web's assessments pages read (and the server, where it sends them too). Part of `MESSAGES` (message-texts.ts). */
export const couldNotSetRating = 'Could not set rating';
export const couldNotUpdateRating = 'Could not update rating';
export const couldNotRetrieveNpsRatings = 'Could not retrieve NPS ratings';
export const couldNotUpdateNpsRating = 'Could not update NPS rating';
export const errorSendingActionPlan = 'Error sending Action Plan';
export const couldNotSaveAssessment = 'Could not save the assessment';
export const assessmentSubmitted = 'Skills list submitted';
export const noCohortForNps = 'This shift has no cohort, so no NPS rating can be given';
export const couldNotSaveCalibration = 'Could not save the calibration rating';
export const calibrationSaved = 'Calibration rating saved';
