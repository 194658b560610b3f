// What other modules use of invites (the backfill module: answer-by deadlines and filling places).
// Everything else here is the module's own.
export { expireInvite, remindToAnswer, takePlaceFromBackfill } from './deadline-service';
export { inviteUsers } from './invite-service';
export { mailWithSignIn } from './notify';
export { eligibleStaffIds, heldPlaces, livePerson, setAnswerBy, waitingInvites } from './repository';
export { loadShiftContext, type PlaceRole, placeRole, type ShiftContext, shiftMailFields, shiftPath } from './shift-context';
