export * from './constants';
export * from './contracts/auth';
export * from './contracts/common';
export * from './contracts/mailbox';
export * from './contracts/users';
export * from './messages';
export * from './permissions';
export * from './roles';
