// What other modules may use of scenario components; everything else here is the module's own.

export { scenarioCount } from './repository';
export { callLengthMinutes } from './service';
