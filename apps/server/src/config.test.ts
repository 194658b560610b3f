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
