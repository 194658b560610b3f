// What other modules (and the seed) may use of courses; everything else here is the module's own.
export { preferencesOf } from './preferences-service';
export { courseNames, enrolledPeople, lockCourseForShare, participantCourseLanguage } from './repository';
export { assertCourseExists, newCourseKey } from './service';
