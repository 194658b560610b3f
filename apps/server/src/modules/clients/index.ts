// What other modules may use of clients; everything else here is the module's own.
export { clientNames } from './repository';
