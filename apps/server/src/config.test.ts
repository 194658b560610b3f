import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('DATABASE_POOL_SIZE configuration', () => {
  const load = (value?: string) =>
    loadConfig({ NODE_ENV: 'test', ...(value === undefined ? {} : { DATABASE_POOL_SIZE: value }) });

  it('is 10 connections unless set', () => {
    expect(load().databasePoolSize).toBe(10);
    expect(load('').databasePoolSize).toBe(10);
  });

  it('takes a whole number from 1 to 500', () => {
    expect(load('1').databasePoolSize).toBe(1);
    expect(load('40').databasePoolSize).toBe(40);
    expect(load('500').databasePoolSize).toBe(500);
  });

  it.each(['0', '-3', '501', '2.5', 'many'])('refuses %s, naming the variable', (value) => {
    expect(() => load(value)).toThrow(ConfigError);
    expect(() => load(value)).toThrow(/DATABASE_POOL_SIZE: must be a whole number from 1 to 500/);
  });
});

describe('FEED_KEY configuration', () => {
  const load = (value?: string) => loadConfig({ NODE_ENV: 'test', ...(value === undefined ? {} : { FEED_KEY: value }) });

  it('is unset unless given (the server then keeps its own key file)', () => {
    expect(load().feedKey).toBeUndefined();
    expect(load('').feedKey).toBeUndefined();
  });

  it('takes a key of 32 characters or more', () => {
    const key = 'k'.repeat(32);
    expect(load(key).feedKey).toBe(key);
  });

  it('refuses a shorter key, naming the variable', () => {
    expect(() => load('k'.repeat(31))).toThrow(ConfigError);
    expect(() => load('too-short')).toThrow(/FEED_KEY: must be at least 32 characters/);
  });
});
