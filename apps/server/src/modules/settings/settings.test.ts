import { describe, expect } from 'vitest';
import { apiTest } from '../../test/fixtures';
import { testDbKind } from '../../test/harness';

/** The shared preamble, on an app configured with this file's time zone and province. */
const it = apiTest.extend('appConfig', { scope: 'file' }, { timeZone: 'America/Vancouver', holidayProvinceCa: 'BC' });

describe(`GET /settings (${testDbKind})`, () => {
  it('answers without a session with the configured time zone and province', async ({ ctx }) => {
    const res = await ctx.api({ method: 'GET', url: '/settings' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ timeZone: 'America/Vancouver', holidayProvinceCa: 'BC' });
  });

  it('answers a signed-in user the same, and an unknown token does not stop it', async ({ ctx }) => {
    const { token } = await ctx.signIn('rp');
    const signedIn = await ctx.api({ method: 'GET', url: '/settings', token });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().timeZone).toBe('America/Vancouver');
    const stranger = await ctx.api({ method: 'GET', url: '/settings', token: 'not-a-session' });
    expect(stranger.statusCode).toBe(200);
    expect(stranger.json().holidayProvinceCa).toBe('BC');
  });

  it('takes no other method', async ({ ctx }) => {
    const res = await ctx.api({ method: 'PUT', url: '/settings', payload: { settings: { timeZone: 'UTC' } } });
    expect(res.statusCode).toBe(404);
    const after = await ctx.api({ method: 'GET', url: '/settings' });
    expect(after.json().timeZone).toBe('America/Vancouver');
  });
});
