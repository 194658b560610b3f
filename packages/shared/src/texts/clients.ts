/** The texts only the web's clients pages read (and the server, where it sends them too). Part of `MESSAGES` (message-texts.ts). */
export const couldNotRetrieveClient = 'Could not retrieve Client';
export const couldNotCreateClient = 'Could not create Client';
export const couldNotUpdateClient = 'Could not update Client';
export const clientParticipantsUploaded = 'Client Participants successfully uploaded';
