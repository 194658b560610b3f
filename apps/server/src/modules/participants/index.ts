// What other modules may use of participants; everything else here is the module's own.
export { holdsPlaceInCourseSql } from './repository';
