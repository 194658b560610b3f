// What the app (its event subscriptions) and the server's job runner use of reminders. Other
// modules do not call reminders: they emit domain events it subscribes to (lib/events.ts).
export { reminderJobHandlers } from './service';
export { subscribeReminders } from './subscriptions';
