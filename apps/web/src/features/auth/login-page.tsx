import type { SessionUser } from '@app/shared';
import { type FormEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { PlainAlert } from '../../components/plain/alert';
import '../../components/plain/plain.css';
import { OutlinedField } from '../../components/plain/text-field';
import { useTakenOver } from '../../components/plain/use-taken-over';
import { ApiError, errorText } from '../../lib/api';
import { isPhone, landingPath } from '../../lib/landing';
import { requestLoginLink } from './api/request-login-link';
import { LanguageChoice } from './language-choice';
import './login-page.css';
import { drawnTexts, type PageTexts, type RefusalCode } from './sign-in-language';

// The first page most visits open, so it is drawn with React alone (issue 28: a phone paints it within
// a second): no MUI, emotion, router or query cache; its look, the theme's (app/theme.ts), is the
// plain kit's (components/plain: card, fields, buttons, alerts), its own layout in login-page.css.
// main.tsx shows it to a signed-out visitor before the rest of the app has loaded, and the router's
// /login shows the same page through login-route.tsx.

/** Only same-site paths are followed after sign-in. */
export function safeRedirect(value: string | null): string {
  return value?.startsWith('/') && !value.startsWith('//') ? value : '/';
}

/** Where signing in leads: the user's own page while a new password is due, else their landing page. */
function destination(session: SessionUser, redirect: string): string {
  return session.mustChangePassword ? `/users/${session.id}` : landingPath(redirect, session.roleList, isPhone());
}

/** The e-mail and password in the form's fields, as they are on screen. */
function fieldsOf(form: HTMLFormElement): { email: string; password: string } {
  const value = (name: string) => {
    const field = form.elements.namedItem(name);
    return field instanceof HTMLInputElement ? field.value : '';
  };
  return { email: value('email'), password: value('password') };
}

export interface LoginPageProps {
  /** The address's query: `token` (an e-mailed sign-in link), `redirect` (where to go after). */
  search: string;
  signIn(credentials: { email: string; password: string }): Promise<SessionUser>;
  signInWithLink(token: string): Promise<SessionUser>;
  /** Opens `path` (in place of /login) for the session just started; the page stays busy until it settles. */
  enter(session: SessionUser, path: string): void | Promise<void>;
  /**
   * The page's language and texts: the build's (app/prerender.tsx) or the app's (login-route.tsx); else
   * those written into the drawn page (sign-in-language.ts).
   */
  page?: PageTexts;
}

/**
 * The sign-in page in its language. Opened on a page the build did not draw (index.html at /), it has
 * no texts: it opens the server's /login (the address is /login already, main.tsx), which is drawn in
 * the device's language. The development server draws no page: there the texts are their keys.
 */
export function LoginPage(props: LoginPageProps) {
  const [page] = useState(() => props.page ?? drawnTexts());
  if (page) return <SignInForm {...props} page={page} />;
  if (import.meta.env.DEV) {
    const keys = new Proxy({}, { get: (_, key) => String(key) }) as PageTexts['texts'];
    return <SignInForm {...props} page={{ language: 'en-CA', texts: keys }} />;
  }
  window.location.reload();
  return null;
}

/** The circle MUI's CircularProgress draws, turning; only a picture (the text beside it says what happens). */
function Spinner({ size }: { size: number }) {
  return (
    <svg className="signin-spinner" width={size} height={size} viewBox="22 22 44 44" aria-hidden="true">
      <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
    </svg>
  );
}

function SignInForm({ search, signIn, signInWithLink, enter, page }: LoginPageProps & { page: PageTexts }) {
  // Its language stays the one it opened in: choosing another opens the page again (language-choice.tsx).
  const { language, texts: t } = page;
  /** A refusal in the page's language: the server's words in English, else the text of its code (refusal-texts.ts). */
  const refusal = (err: unknown, fallback: string) =>
    language === 'en-CA' ? errorText(err, fallback) : (err instanceof ApiError && t[err.code as RefusalCode]) || fallback;
  const params = new URLSearchParams(search);
  const linkToken = params.get('token');
  const redirect = safeRedirect(params.get('redirect'));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Too many failed attempts: the owner is offered a sign-in link by e-mail instead.
  const [locked, setLocked] = useState(false);
  const [busy, setBusy] = useState(false);
  // "E-mail me a sign-in link": sending, the server's answer, or why it failed.
  const [linkSending, setLinkSending] = useState(false);
  const [linkSent, setLinkSent] = useState<string | null>(null);
  const [linkError, setLinkError] = useState<string | null>(null);
  const linkTried = useRef(false);
  // Sign in stays disabled until React has the page drawn at build time (login.html).
  const ready = useTakenOver();
  const form = useRef<HTMLFormElement>(null);

  // What was typed, or filled by a password manager, into the drawn form before React took it over
  // stays on screen but is not in React's state: taken in now, before the render that ends the
  // hydration would write the empty state back into the fields.
  useLayoutEffect(() => {
    const filled = form.current ? fieldsOf(form.current) : null;
    if (filled?.email) setEmail(filled.email);
    if (filled?.password) setPassword(filled.password);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the texts and refusal stay as the page opened (its language does not change while open)
  useEffect(() => {
    if (!linkToken || linkTried.current) return;
    linkTried.current = true;
    setBusy(true);
    signInWithLink(linkToken)
      .then((session) => enter(session, destination(session, redirect)))
      .catch((err) => {
        setError(refusal(err, t.linkFailed));
        setBusy(false);
      });
  }, [linkToken, redirect, signInWithLink, enter]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The fields as they are on screen: a password manager may have filled them without a change React saw.
    const credentials = fieldsOf(event.currentTarget);
    setEmail(credentials.email);
    setPassword(credentials.password);
    setBusy(true);
    setError(null);
    setLocked(false);
    setLinkSent(null);
    setLinkError(null);
    try {
      const session = await signIn(credentials);
      await enter(session, destination(session, redirect));
    } catch (err) {
      setError(refusal(err, t.signInFailed));
      setLocked(err instanceof ApiError && err.status === 429);
      setBusy(false);
    }
  }

  async function sendLink() {
    setLinkSending(true);
    setLinkError(null);
    try {
      await requestLoginLink({ email: email.trim() });
      setLinkSent(t.signInLinkRequested);
    } catch (err) {
      setLinkError(refusal(err, t.sendLinkFailed));
    } finally {
      setLinkSending(false);
    }
  }

  return (
    <div className="signin">
      {/* POST: should the form ever be sent natively, the password stays out of the address. */}
      <form ref={form} className="plain-card signin-card" method="post" onSubmit={submit} aria-label={t.signIn}>
        <div className="plain-title">
          <img src="/logo.svg" alt="" width={40} height={40} />
          <h1>{t.signIn}</h1>
        </div>
        {error && (
          <PlainAlert severity="error" role="alert">
            {error}
          </PlainAlert>
        )}
        {locked && linkSent === null && (
          <button
            type="button"
            className="plain-button plain-button-outlined"
            onClick={sendLink}
            disabled={linkSending || email.trim() === ''}
          >
            {linkSending && <Spinner size={16} />}
            {t.emailMeSignInLink}
          </button>
        )}
        {linkSent !== null && (
          <PlainAlert severity="info" role="status" testId="login-link-sent">
            {linkSent}
          </PlainAlert>
        )}
        {linkError && (
          <PlainAlert severity="error" role="alert">
            {linkError}
          </PlainAlert>
        )}
        {linkToken && busy ? (
          <div className="signin-progress" role="status">
            <Spinner size={24} /> <p>{t.signingIn}</p>
          </div>
        ) : (
          <>
            <OutlinedField
              label={t.email}
              name="email"
              type="email"
              autoComplete="username"
              value={email}
              onValue={setEmail}
              autoFocus
            />
            <OutlinedField
              label={t.password}
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onValue={setPassword}
            />
            <button type="submit" className="plain-button plain-button-contained" disabled={busy || !ready}>
              {t.signIn}
            </button>
          </>
        )}
      </form>
      <LanguageChoice language={language} label={t.language} ready={ready} />
    </div>
  );
}
