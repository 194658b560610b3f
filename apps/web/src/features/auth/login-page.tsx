import type { SessionUser } from '@app/shared';
import { MESSAGES } from '@app/shared/messages';
import { type FormEvent, type InputHTMLAttributes, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { ApiError, errorText } from '../../lib/api';
import { isPhone, landingPath } from '../../lib/landing';
import { requestLoginLink } from './api/request-login-link';
import './login-page.css';

// The first page most visits open, so it is drawn with React alone (issue 28: a phone paints it within
// a second): no MUI, emotion, router or query cache; its look, the theme's (app/theme.ts), is in
// login-page.css. main.tsx shows it to a signed-out visitor before the rest of the app has loaded,
// and the router's /login shows the same page through login-route.tsx.

/** Only same-site paths are followed after sign-in. */
export function safeRedirect(value: string | null): string {
  return value?.startsWith('/') && !value.startsWith('//') ? value : '/';
}

/** Where signing in leads: the user's own page while a new password is due, else their landing page. */
function destination(session: SessionUser, redirect: string): string {
  return session.mustChangePassword ? `/users/${session.id}` : landingPath(redirect, session.roleList, isPhone());
}

export interface LoginPageProps {
  /** The address's query: `token` (an e-mailed sign-in link), `redirect` (where to go after). */
  search: string;
  signIn(credentials: { email: string; password: string }): Promise<SessionUser>;
  signInWithLink(token: string): Promise<SessionUser>;
  /** Opens `path` (in place of /login) for the session just started; the page stays busy until it settles. */
  enter(session: SessionUser, path: string): void | Promise<void>;
}

/** The circle MUI's CircularProgress draws, turning; only a picture (the text beside it says what happens). */
function Spinner({ size }: { size: number }) {
  return (
    <svg className="signin-spinner" width={size} height={size} viewBox="22 22 44 44" aria-hidden="true">
      <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
    </svg>
  );
}

/** MUI's ErrorOutline and InfoOutlined icons, the standard alerts' own. */
const ICONS = {
  error:
    'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z',
  info: 'M11,9H13V7H11M12,20C7.59,20 4,16.41 4,12C4,7.59 7.59,4 12,4C16.41,4 20,7.59 20, 12C20,16.41 16.41,20 12,20M12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12A10, 10 0 0,0 12,2M11,17H13V11H11V17Z',
};

/** A message as MUI's standard Alert draws it: the icon, then the text. */
function Alert({
  severity,
  role,
  testId,
  children,
}: {
  severity: 'error' | 'info';
  role: 'alert' | 'status';
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className={`signin-alert signin-alert-${severity}`} role={role} data-testid={testId}>
      <svg className="signin-alert-icon" viewBox="0 0 24 24" aria-hidden="true">
        <path d={ICONS[severity]} />
      </svg>
      <div className="signin-alert-message">{children}</div>
    </div>
  );
}

/** An outlined text box whose label sits in the box and moves onto its border once focused or filled. */
function Field({
  label,
  value,
  onValue,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; value: string; onValue(value: string): void }) {
  const id = useId();
  return (
    <div className={value === '' ? 'signin-field' : 'signin-field signin-field-filled'}>
      <label htmlFor={id}>{label}</label>
      <input id={id} value={value} onChange={(event) => onValue(event.target.value)} {...input} />
    </div>
  );
}

export function LoginPage({ search, signIn, signInWithLink, enter }: LoginPageProps) {
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

  useEffect(() => {
    if (!linkToken || linkTried.current) return;
    linkTried.current = true;
    setBusy(true);
    signInWithLink(linkToken)
      .then((session) => enter(session, destination(session, redirect)))
      .catch((err) => {
        setError(errorText(err, 'Could not sign in with this link'));
        setBusy(false);
      });
  }, [linkToken, redirect, signInWithLink, enter]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setLocked(false);
    setLinkSent(null);
    setLinkError(null);
    try {
      const session = await signIn({ email, password });
      await enter(session, destination(session, redirect));
    } catch (err) {
      setError(errorText(err, 'Could not sign in'));
      setLocked(err instanceof ApiError && err.status === 429);
      setBusy(false);
    }
  }

  async function sendLink() {
    setLinkSending(true);
    setLinkError(null);
    try {
      setLinkSent((await requestLoginLink({ email: email.trim() })).message);
    } catch (err) {
      setLinkError(errorText(err, 'Could not send the sign-in link'));
    } finally {
      setLinkSending(false);
    }
  }

  return (
    <div className="signin">
      <form className="signin-card" onSubmit={submit} aria-label="Sign in">
        <div className="signin-title">
          <img src="/logo.svg" alt="" width={40} height={40} />
          <h1>Sign in</h1>
        </div>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        {locked && linkSent === null && (
          <button
            type="button"
            className="signin-button signin-button-outlined"
            onClick={sendLink}
            disabled={linkSending || email.trim() === ''}
          >
            {linkSending && <Spinner size={16} />}
            {MESSAGES.emailMeSignInLink}
          </button>
        )}
        {linkSent !== null && (
          <Alert severity="info" role="status" testId="login-link-sent">
            {linkSent}
          </Alert>
        )}
        {linkError && (
          <Alert severity="error" role="alert">
            {linkError}
          </Alert>
        )}
        {linkToken && busy ? (
          <div className="signin-progress" role="status">
            <Spinner size={24} /> <p>Signing you in…</p>
          </div>
        ) : (
          <>
            <Field label="Email" type="email" autoComplete="username" value={email} onValue={setEmail} autoFocus />
            <Field label="Password" type="password" autoComplete="current-password" value={password} onValue={setPassword} />
            <button type="submit" className="signin-button signin-button-contained" disabled={busy}>
              Sign in
            </button>
          </>
        )}
      </form>
    </div>
  );
}
