// What other modules may use of sign-in; everything else in this folder is the module's own.
export { findSessionUser } from './repository';
export { checkCurrentPassword, createLoginLink, issueSession, mailLanguageOf, maySendSelfRequestedLink } from './service';
export { subscribeAuth } from './subscriptions';
