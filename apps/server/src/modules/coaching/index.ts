// What other modules may use of coaching (app.ts registers ./routes like every module's).
export { assessmentTemplateWithQuestions } from './course-template';
export { recordAudience } from './policy';
