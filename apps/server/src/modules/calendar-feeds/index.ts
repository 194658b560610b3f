// What the app uses of the calendar feeds: its routes and its event subscriptions; and, for the data
// invariants (db/invariants.ts), the check that every part in a shift is in its holder's feed. No other module
// calls this one: it follows their changes through the domain events (lib/events.ts).
export { calendarFeedsRoutes } from './routes';
export { feedInvariantViolations, type MissingFeedPart } from './service';
export { subscribeCalendarFeeds } from './subscriptions';
