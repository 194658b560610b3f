import { TOKEN_STORAGE_KEY } from '@app/shared';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_CACHE_KEY } from './offline-cache-key';

/** The module afresh (it starts once per page), started on a new cache holding one kept and one other answer. */
async function started() {
  vi.resetModules();
  const { startOfflineCache } = await import('./offline-cache');
  const client = new QueryClient();
  await startOfflineCache(client);
  client.setQueryData(['shifts', 'mine', 'range', 'a', 'b'], { shifts: ['Monday roleplay'] });
  client.setQueryData(['users', 'list'], { users: ['not kept'] });
  return client;
}

const kept = () => localStorage.getItem(OFFLINE_CACHE_KEY);

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('the schedule kept on the device', () => {
  it('is saved at once when the page is hidden or left, with only the kept answers', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'session-token');
    await started();
    expect(kept()).toBeNull(); // the throttled save has not run yet
    window.dispatchEvent(new Event('pagehide'));
    const saved = kept();
    expect(saved).toContain('Monday roleplay');
    expect(saved).not.toContain('not kept');
  });

  it('is not saved when the page is left without a session', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'session-token');
    await started();
    localStorage.removeItem(TOKEN_STORAGE_KEY);
    window.dispatchEvent(new Event('pagehide'));
    expect(kept()).toBeNull();
  });
});
