// What other modules may use of assessments (app.ts registers ./routes like every module's).
export { partsOfCourse, scenariosOfCourse, scenariosPlayedFor, sitsInShift } from './repository';
