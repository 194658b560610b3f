// What other modules may use of rooms; everything else here is the module's own.
export { presentShiftRoom } from './presenter';
export { callsHaveMeetingUrl, findLiveRoom, roomNames } from './repository';
export { roomsFreeForShift } from './service';
