// What other modules may use of availability; everything else here is the module's own.

export { availabilityAudience } from './policy';
export { staffAvailabilities, staffForCoursesCondition } from './repository';
