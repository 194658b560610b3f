import { type LoginBody, MESSAGES, type SessionUser, TOKEN_STORAGE_KEY } from '@app/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, meQueryKey } from '../../lib/auth';
import { rememberedLanguage, rememberLanguage } from '../../lib/i18n/device-language';
import { deviceLanguages } from '../../lib/i18n/i18n';
import { openSession } from '../../lib/session';
import { anAdmin, aRolePlayer } from '../../test/data';
import { api, json, refusal } from '../../test/http';
import { server } from '../../test/server';

import { LoginPage } from './login-page';
import { LoginRoute } from './login-route';
import { pageTexts } from './page-texts';
import { REFUSAL_TEXTS } from './refusal-texts';
import { TEXTS_ELEMENT_ID } from './sign-in-language';
import { SIGN_IN_TEXTS } from './texts';

/** What POST /login answers for a person: their user, the session's token and its end. */
const sessionOf = (user = anAdmin()): SessionUser => ({
  ...user,
  token: 'token-of-the-new-session',
  expiresAt: '2026-12-01T00:00:00.000Z',
});

interface Sent {
  body: LoginBody;
  scope: string | null;
}

/** Answers POST /login with `answer`, keeping what each request sent. */
function answerLogin(answer: () => Response): Sent[] {
  const sent: Sent[] = [];
  server.use(
    api.post('/login', async ({ request }) => {
      sent.push({ body: (await request.json()) as LoginBody, scope: request.headers.get('x-app-scope') });
      return answer();
    }),
  );
  return sent;
}

/** The page as main.tsx shows it before the app has loaded: signing in through lib/session.ts alone. */
function renderLightPage(search = '') {
  const enter = vi.fn<(session: SessionUser, path: string) => void>();
  render(
    <LoginPage
      search={search}
      signIn={openSession}
      signInWithLink={(token) => openSession({ token })}
      enter={enter}
      page={pageTexts('en-CA')}
    />,
  );
  return { enter };
}

function signInWith(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginPage before the app has loaded', () => {
  it('signs in in the back office scope, keeps the token and enters the page it was sent from', async () => {
    const sent = answerLogin(() => json(sessionOf()));
    const { enter } = renderLightPage('?redirect=%2Fcourses%3Fpage%3D2');
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    signInWith('owner@example.com', 'Right-pass-1');
    await vi.waitFor(() => expect(enter).toHaveBeenCalledTimes(1));
    expect(enter).toHaveBeenCalledWith(sessionOf(), '/courses?page=2');
    expect(sent).toEqual([{ body: { email: 'owner@example.com', password: 'Right-pass-1' }, scope: 'backoffice' }]);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('token-of-the-new-session');
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveProperty('disabled', true);
  });

  it('follows no redirect off the site, and sends a role-player on a phone to My shifts', async () => {
    answerLogin(() => json(sessionOf(aRolePlayer())));
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    const { enter } = renderLightPage('?redirect=%2F%2Fevil.example');
    signInWith('riley@example.com', 'Right-pass-1');
    await vi.waitFor(() => expect(enter).toHaveBeenCalledTimes(1));
    expect(enter.mock.calls[0]?.[1]).toBe('/my-shifts');
    vi.unstubAllGlobals();
  });

  it('shows the server text for a wrong password, offers no sign-in link and keeps no token', async () => {
    answerLogin(() => refusal(401, 'unauthorized', MESSAGES.invalidCredentials));
    const { enter } = renderLightPage();
    signInWith('owner@example.com', 'Wrong-pass-1');
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.invalidCredentials);
    expect(screen.queryByRole('button', { name: MESSAGES.emailMeSignInLink })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveProperty('disabled', false);
    expect(enter).not.toHaveBeenCalled();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('on a locked account shows the server text and e-mails a sign-in link for the typed address', async () => {
    answerLogin(() => refusal(429, 'too_many_requests', MESSAGES.tooManyAttempts));
    const asked: unknown[] = [];
    server.use(
      api.post('/login/link', async ({ request }) => {
        asked.push(await request.json());
        return json({ message: MESSAGES.signInLinkRequested });
      }),
    );
    renderLightPage();
    signInWith(' owner@example.com ', 'Whatever-1');
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.tooManyAttempts);

    fireEvent.click(await screen.findByRole('button', { name: MESSAGES.emailMeSignInLink }));
    const sentNote = await screen.findByTestId('login-link-sent');
    expect(sentNote.textContent).toBe(MESSAGES.signInLinkRequested);
    expect(sentNote.getAttribute('role')).toBe('status');
    expect(asked).toEqual([{ email: 'owner@example.com' }]);
    // Sent once: the button gives way to the answer.
    expect(screen.queryByRole('button', { name: MESSAGES.emailMeSignInLink })).toBeNull();
  });

  it('says why a sign-in link could not be sent, and the button stays for another try', async () => {
    answerLogin(() => refusal(429, 'too_many_requests', MESSAGES.tooManyAttempts));
    server.use(api.post('/login/link', () => refusal(429, 'too_many_requests', 'Too many e-mails were sent. Try again later.')));
    renderLightPage();
    signInWith('owner@example.com', 'Whatever-1');
    fireEvent.click(await screen.findByRole('button', { name: MESSAGES.emailMeSignInLink }));
    await vi.waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toHaveLength(2));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      MESSAGES.tooManyAttempts,
      'Too many e-mails were sent. Try again later.',
    ]);
    expect(screen.getByRole('button', { name: MESSAGES.emailMeSignInLink })).toHaveProperty('disabled', false);
  });

  it('signs in with an e-mailed link’s token, outside the back office scope, and a new password is asked first', async () => {
    const sent = answerLogin(() => json(sessionOf(anAdmin({ id: 12, mustChangePassword: true }))));
    const { enter } = renderLightPage('?token=one-time-token-123');
    expect((await screen.findByRole('status')).textContent).toContain('Signing you in…');
    expect(screen.queryByLabelText('Email')).toBeNull();
    await vi.waitFor(() => expect(enter).toHaveBeenCalledTimes(1));
    expect(enter.mock.calls[0]?.[1]).toBe('/users/12');
    expect(sent).toEqual([{ body: { token: 'one-time-token-123' }, scope: null }]);
  });

  it('shows why a sign-in link failed, and the form to sign in with a password', async () => {
    answerLogin(() => refusal(400, 'bad_request', MESSAGES.signInLinkInvalid));
    const { enter } = renderLightPage('?token=used-token-123');
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.signInLinkInvalid);
    expect(screen.getByLabelText('Email')).toHaveProperty('value', '');
    expect(enter).not.toHaveBeenCalled();
  });
});

describe('LoginRoute: the same page inside the app', () => {
  it('signs in through the session’s provider: the user is known without asking the server, and the page opens', async () => {
    answerLogin(() => json(sessionOf()));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <AuthProvider>
          <MemoryRouter initialEntries={['/login?redirect=%2Frooms']}>
            <Routes>
              <Route path="/login" element={<LoginRoute />} />
              <Route path="/rooms" element={<h1>Rooms</h1>} />
            </Routes>
          </MemoryRouter>
        </AuthProvider>
      </QueryClientProvider>,
    );
    // Inside the app its texts are Lingui's, the feature's catalogue loaded with the page.
    await screen.findByRole('heading', { name: 'Sign in', level: 1 });
    signInWith('owner@example.com', 'Right-pass-1');
    await screen.findByRole('heading', { name: 'Rooms' });
    expect(client.getQueryData(meQueryKey)).toEqual(anAdmin());
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('token-of-the-new-session');
    // From now on the user's own answers are kept on the device for offline use (lib/offline-cache.ts).
    await vi.waitFor(() => expect(client.getQueryDefaults(meQueryKey).gcTime).toBe(7 * 24 * 3_600_000));
  });
});

describe('the sign-in page in the four languages (issue 40)', () => {
  afterEach(() => {
    document.documentElement.lang = '';
    // biome-ignore lint/suspicious/noDocumentCookie: the test forgets the cookie the page set
    document.cookie = 'app-language=; path=/; max-age=0';
    vi.restoreAllMocks();
  });

  it('reads each text by its key: its id is `auth.` and the key (a refusal: its code in camelCase)', () => {
    for (const [key, text] of Object.entries(SIGN_IN_TEXTS)) expect(text.id).toBe(`auth.${key}`);
    for (const [code, text] of Object.entries(REFUSAL_TEXTS)) {
      expect(text.id).toBe(`auth.${code.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase())}`);
    }
    // The English the page shows for the server's refusals is the server's own.
    expect(REFUSAL_TEXTS.invalid_credentials.message).toBe(MESSAGES.invalidCredentials);
    expect(REFUSAL_TEXTS.too_many_attempts.message).toBe(MESSAGES.tooManyAttempts);
    expect(REFUSAL_TEXTS.sign_in_link_invalid.message).toBe(MESSAGES.signInLinkInvalid);
    expect(SIGN_IN_TEXTS.signInLinkRequested.message).toBe(MESSAGES.signInLinkRequested);
    expect(SIGN_IN_TEXTS.emailMeSignInLink.message).toBe(MESSAGES.emailMeSignInLink);
  });

  it('speaks the language of the drawn page, with the texts it holds, refusals included, and offers the four', async () => {
    // login.fr-CA.html: drawn in French, its texts written into it (app/prerender.tsx).
    document.documentElement.lang = 'fr-CA';
    const data = Object.assign(document.createElement('script'), {
      type: 'application/json',
      id: TEXTS_ELEMENT_ID,
      textContent: JSON.stringify(pageTexts('fr-CA')),
    });
    document.head.append(data);
    answerLogin(() => refusal(401, 'invalid_credentials', MESSAGES.invalidCredentials));
    render(<LoginPage search="" signIn={openSession} signInWithLink={(token) => openSession({ token })} enter={vi.fn()} />);
    screen.getByRole('heading', { name: 'Se connecter', level: 1 });
    fireEvent.change(screen.getByLabelText('Courriel'), { target: { value: 'owner@example.com' } });
    fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: 'Wrong-pass-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Courriel ou mot de passe invalide');

    const languages = screen.getByRole('group', { name: 'Langue' });
    const names = within(languages).getAllByRole('button');
    expect(names.map((button) => [button.textContent, button.getAttribute('lang')])).toEqual([
      ['English', 'en-CA'],
      ['Français', 'fr-CA'],
      ['Português', 'pt-PT'],
      ['Español', 'es-ES'],
    ]);
    expect(names.map((button) => button.getAttribute('aria-current'))).toEqual([null, 'true', null, null]);
    data.remove();
  });

  it('keeps a language chosen on the device, for the server and for the app after sign-in', () => {
    rememberLanguage('pt-PT');
    expect(document.cookie).toContain('app-language=pt-PT');
    expect(rememberedLanguage()).toBe('pt-PT');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-CA', 'en-US']);
    expect(deviceLanguages()).toEqual(['pt-PT', 'fr-CA', 'en-US']);
  });
});
