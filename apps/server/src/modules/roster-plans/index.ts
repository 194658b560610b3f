// What other modules may use of roster plans; everything else here is the module's own.
export { rosterPlansRoutes } from './routes';
