import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { settings } from '../test/data';
import { api, json } from '../test/http';
import { server } from '../test/server';
import { askSettingsEarly, earlySettings, takeEarlySettings } from './early-settings';
import { settingsQueryOptions } from './settings';

describe('the settings asked for by the page’s first script', () => {
  it('are the settings query’s first answer: the app asks the server once', async () => {
    const answer = { ...settings(), timeZone: 'America/Halifax' };
    let asked = 0;
    server.use(
      api.get('/settings', () => {
        asked += 1;
        return json(answer);
      }),
    );
    askSettingsEarly();
    await expect(takeEarlySettings()).resolves.toEqual(answer);
    expect(earlySettings()).toEqual(answer);
    // Taken once: a later reader asks the server itself.
    expect(takeEarlySettings()).toBeNull();
    const client = new QueryClient();
    // The query starts with the answer already there (no waiting drawn), and asks nothing more.
    const first = new QueryObserver(client, settingsQueryOptions()).getCurrentResult();
    expect(first.isPending).toBe(false);
    expect(first.data).toEqual(answer);
    await client.ensureQueryData(settingsQueryOptions());
    expect(asked).toBe(1);
  });
});
