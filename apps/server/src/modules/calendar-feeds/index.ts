// What the app uses of the calendar feeds: its routes and its event subscriptions. No other module
// calls this one: it follows their changes through the domain events (lib/events.ts).
export { calendarFeedsRoutes } from './routes';
export { subscribeCalendarFeeds } from './subscriptions';
