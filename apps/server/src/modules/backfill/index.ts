// What the app (routes, event subscriptions) and the server's job runner use of backfill. Other
// modules do not call backfill: it follows their domain events (lib/events.ts).
export { backfillRoutes } from './routes';
export { backfillJobHandlers } from './service';
export { subscribeBackfill } from './subscriptions';
