// What the app uses of live updates (app.ts registers ./routes like every module's).
export { registerActorContext } from './actor';
export { createLiveHub, type LiveHub } from './hub';
export { subscribeLive } from './subscriptions';
