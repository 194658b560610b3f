/** The texts only the web's results pages read (and the server, where it sends them too). Part of `MESSAGES` (message-texts.ts). */
export const couldNotRetrieveResults = 'Could not retrieve the results';
export const couldNotRetrieveProgress = 'Could not retrieve the progress';
export const resultsToBeforeFrom = 'To must not be before From';
