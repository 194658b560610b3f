// What other modules may use of scenario components; everything else here is the module's own.
export { callLengthMinutes } from './service';
