// What other modules use of fair shares: each person's figures, the order people are offered
// places in (suggested dates, the invite picker, backfill), and the app's event subscriptions.
export { fairShares, fairSharesRanked, rankByFairShare } from './service';
export { subscribeFairShares } from './subscriptions';
