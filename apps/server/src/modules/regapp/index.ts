// What the app (routes, event subscriptions) and the server's job runner use of the registration app.
export { regappRoutes } from './routes';
export { regappJobHandlers } from './service';
export { subscribeRegapp } from './subscriptions';
