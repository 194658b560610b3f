// What other modules may use of calibration (app.ts registers ./routes like every module's).
export { agreementAudience } from './policy';
