/**
 * Every user-facing text of the specification, in one place for both sides: one export per text,
 * in the module of the part of the web that reads it (texts/), so that a page's download carries the
 * texts of its own part and the common ones, and none the server alone writes. Read them as
 * `MESSAGES.someText` (messages.ts). A text that a second part comes to read moves to common.ts.
 */

export * from './texts/assessments';
export * from './texts/clients';
export * from './texts/coaching';
export * from './texts/common';
export * from './texts/courses';
export * from './texts/dashboard';
export * from './texts/results';
export * from './texts/rooms';
export * from './texts/roster-plans';
export * from './texts/server';
export * from './texts/settings';
export * from './texts/shifts';
export * from './texts/sign-in';
export * from './texts/users';
