// What other modules may use of calls (app.ts registers ./routes like every module's).
// (The participant schedule e-mail lives here: it reads who sits in which call.)
// The registration app takes, moves and gives up participant slots in its own transactions.
export { deleteParticipantSlotRow, insertParticipantSlot, placeParticipantSlot } from './repository';
// The calls follow people's places on their shifts (invite.statusChanged): app.ts subscribes them.
export { subscribeCalls } from './subscriptions';
