// What other modules may use of calls (app.ts registers ./routes like every module's).
export { callIdsOfParticipant, courseComponents, participantCallsOfShift, slottedParticipants } from './repository';
