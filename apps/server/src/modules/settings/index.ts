// What other modules may use of settings (app.ts registers ./routes like every module's).
export { raterAgreementThreshold, restMinutes } from './business-settings';
