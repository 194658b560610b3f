// What other modules may use of availability; everything else here is the module's own.
export { staffAvailabilities, staffForCoursesCondition } from './repository';
