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

  it('saves the answers that came before it started, with no change after', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'session-token');
    vi.resetModules();
    const { startOfflineCache } = await import('./offline-cache');
    const client = new QueryClient();
    // Asked for at sign-in and answered while this module was still loading.
    client.setQueryData(['shifts', 'mine', 'range', 'a', 'b'], { shifts: ['Answered early'] });
    await startOfflineCache(client);
    await vi.waitFor(() => expect(kept()).toContain('Answered early'), { timeout: 3000 });
  });

  it('is not saved when the page is left without a session', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'session-token');
    await started();
    localStorage.removeItem(TOKEN_STORAGE_KEY);
    window.dispatchEvent(new Event('pagehide'));
    expect(kept()).toBeNull();
  });

  it('restores the copy as stale, but leaves an answer fetched since the page opened fresh', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'session-token');
    const first = await started();
    first.setQueryData(['shifts', 'mine', 'range', 'c', 'd'], { shifts: ['Old copy'] }, { updatedAt: Date.now() - 60_000 });
    window.dispatchEvent(new Event('pagehide'));
    expect(kept()).toContain('Monday roleplay');
    expect(kept()).toContain('Old copy');
    first.clear();

    vi.resetModules();
    const { startOfflineCache } = await import('./offline-cache');
    const client = new QueryClient();
    // Asked for at sign-in, before the copy comes back: the copy holds an older answer for it.
    client.setQueryData(['shifts', 'mine', 'range', 'c', 'd'], { shifts: ['Fetched now'] });
    await startOfflineCache(client);
    const restored = client.getQueryCache().find({ queryKey: ['shifts', 'mine', 'range', 'a', 'b'] });
    const fresh = client.getQueryCache().find({ queryKey: ['shifts', 'mine', 'range', 'c', 'd'] });
    expect(restored?.state.data).toEqual({ shifts: ['Monday roleplay'] });
    expect(restored?.state.isInvalidated).toBe(true);
    expect(fresh?.state.data).toEqual({ shifts: ['Fetched now'] });
    expect(fresh?.state.isInvalidated).toBe(false);
  });
});
