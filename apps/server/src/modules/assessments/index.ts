// What other modules may use of assessments (app.ts registers ./routes like every module's).
export { actionPlansOf } from './action-plans';
export { partsOfCourse, scenariosOfCourse, scenariosPlayedFor, sitsInShift } from './repository';
