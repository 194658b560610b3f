// What other modules may use of holidays; everything else here is the module's own.
export { holidaysBetween } from './service';
