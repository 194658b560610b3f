// What other modules may use of shifts; everything else here is the module's own.
export { setBackfillEnabled, takeStaffPlace } from './backfill-staff';
export { busySql } from './busy';
export { assertFreeToTake } from './free-to-take';
export { peopleNames, shiftLabels } from './labels';
export { assertMayView, type ShiftAudience, shiftAudience } from './policy';
export type { ShiftRecord } from './presenter';
export { lockShift } from './records';
export { busyIntervals, loadShift, lockPlaceTaker, withShiftNames } from './repository';
