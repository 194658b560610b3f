import { API_PREFIX, MESSAGES } from '@app/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../lib/auth';
import { LoginPage } from './login-page';

// MUI renders slowly on a busy machine: allow for it.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

interface Call {
  path: string;
  body: unknown;
}

/** Stands in for the network: answers each API path with the given status and JSON body. */
function stubApi(answers: Record<string, { status: number; body: unknown }>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL, init?: RequestInit) => {
      const path = new URL(String(input)).pathname.slice(API_PREFIX.length);
      calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers[path] ?? { status: 404, body: { error: MESSAGES.apiNotFound, code: 'not_found' } };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AuthProvider>
        <MemoryRouter initialEntries={['/login']}>
          <LoginPage />
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LoginPage', () => {
  it('on a locked account shows the server text and e-mails a sign-in link for the typed address', async () => {
    const calls = stubApi({
      '/login': { status: 429, body: { error: MESSAGES.tooManyAttempts, code: 'too_many_requests' } },
      '/login/link': { status: 200, body: { message: MESSAGES.signInLinkRequested } },
    });
    renderPage();
    type('Email', ' owner@example.com ');
    type('Password', 'Whatever-1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.tooManyAttempts);

    fireEvent.click(await screen.findByRole('button', { name: MESSAGES.emailMeSignInLink }));
    expect((await screen.findByTestId('login-link-sent')).textContent).toBe(MESSAGES.signInLinkRequested);
    expect(calls.filter((c) => c.path === '/login/link')).toEqual([
      { path: '/login/link', body: { email: 'owner@example.com' } },
    ]);
    // Sent once: the button gives way to the answer.
    expect(screen.queryByRole('button', { name: MESSAGES.emailMeSignInLink })).toBeNull();
  });

  it('offers no sign-in link for a plain wrong password', async () => {
    stubApi({ '/login': { status: 401, body: { error: MESSAGES.invalidCredentials, code: 'unauthorized' } } });
    renderPage();
    type('Email', 'owner@example.com');
    type('Password', 'Whatever-1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.invalidCredentials);
    expect(screen.queryByRole('button', { name: MESSAGES.emailMeSignInLink })).toBeNull();
  });
});
