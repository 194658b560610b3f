import { API_PREFIX, type Me, TOKEN_STORAGE_KEY } from '@app/shared';
import { hydrate, onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anAdmin } from '../test/data';
import { AuthProvider, meQueryKey, useAuth } from './auth';

/** Shows what the session's user is now, and keeps every value it took. */
function Probe({ seen }: { seen: Array<string> }) {
  const { user } = useAuth();
  const text = user === undefined ? 'checking' : user === null ? 'nobody' : `${user.email} ${user.mustChangePassword}`;
  seen.push(text);
  return <div data-testid="user">{text}</div>;
}

/** The fetch of /me, answered when the test says so. */
function holdMe() {
  let answer: (me: Me) => void = () => {};
  const asked = vi.fn(
    (input: string | URL) =>
      new Promise<Response>((resolve) => {
        expect(new URL(String(input)).pathname).toBe(`${API_PREFIX}/me`);
        answer = (me) =>
          resolve(new Response(JSON.stringify(me), { status: 200, headers: { 'content-type': 'application/json' } }));
      }),
  );
  vi.stubGlobal('fetch', asked);
  return { asked, answer: (me: Me) => act(async () => answer(me)) };
}

/** A query cache holding the user as the copy kept on the device left it, saved an hour ago. */
function restoredClient(kept: Me) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const savedAt = Date.now() - 3_600_000;
  hydrate(client, {
    mutations: [],
    queries: [
      {
        queryKey: [...meQueryKey],
        queryHash: JSON.stringify(meQueryKey),
        dehydratedAt: savedAt,
        state: {
          data: kept,
          dataUpdateCount: 3,
          dataUpdatedAt: savedAt,
          error: null,
          errorUpdateCount: 0,
          errorUpdatedAt: 0,
          fetchFailureCount: 0,
          fetchFailureReason: null,
          fetchMeta: null,
          isInvalidated: true,
          status: 'success',
          fetchStatus: 'idle',
        },
      },
    ],
  });
  return client;
}

/** Opens the session's provider on that kept copy; returns every value the user took. */
function openWithKept(kept: Me): string[] {
  const seen: string[] = [];
  render(
    <QueryClientProvider client={restoredClient(kept)}>
      <AuthProvider>
        <Probe seen={seen} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return seen;
}

beforeEach(() => localStorage.setItem(TOKEN_STORAGE_KEY, 'session-token'));
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
});

describe('AuthProvider with a copy kept on the device', () => {
  it('draws with the kept user at once while the server is asked, then takes the server’s answer', async () => {
    const kept = anAdmin();
    const me = holdMe();
    const seen = openWithKept(kept);
    expect(me.asked).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('user').textContent).toBe(`${kept.email} false`);
    await me.answer({ ...kept, email: 'renamed@example.com' });
    expect(await screen.findByText('renamed@example.com false')).toBeTruthy();
    expect(seen).not.toContain('checking');
  });

  it('does not act on a kept user whose new password is due while the server is asked, and takes the server’s answer', async () => {
    const kept = { ...anAdmin(), mustChangePassword: true };
    const me = holdMe();
    const seen = openWithKept(kept);
    expect(me.asked).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('user').textContent).toBe('checking');
    await me.answer({ ...kept, mustChangePassword: false });
    expect(await screen.findByText(`${kept.email} false`)).toBeTruthy();
    expect(seen).not.toContain(`${kept.email} true`);
  });

  it('offline, shows the kept user at once', async () => {
    onlineManager.setOnline(false);
    const kept = anAdmin();
    const me = holdMe();
    openWithKept(kept);
    expect(screen.getByTestId('user').textContent).toBe(`${kept.email} ${kept.mustChangePassword}`);
    expect(me.asked).not.toHaveBeenCalled();
  });
});
