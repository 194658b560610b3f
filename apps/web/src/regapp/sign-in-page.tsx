import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { requestSignInLink } from './api/sign-in';
import { useTexts } from './language';
import { fill } from './texts';

// The first page a participant opens, kept to what it draws (scripts/bundle-budget.mjs holds it under
// its budget): React and this page's own CSS (regapp.css) in the theme's look, no MUI nor emotion.
// The signed-in course page, which does use MUI, is fetched once a link is on its way.

/** MUI's warning (ReportProblemOutlined) and error (ErrorOutline) icons, as its alerts show them. */
const ICONS = {
  warning: 'M12 5.99L19.53 19H4.47L12 5.99M12 2L1 21h22L12 2zm1 14h-2v2h2v-2zm0-6h-2v4h2v-4z',
  error:
    'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z',
};

function PageAlert({ severity, children }: { severity: keyof typeof ICONS; children: string }) {
  return (
    <div className={`regapp-alert regapp-alert-${severity}`} role="alert">
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={ICONS[severity]} />
      </svg>
      <div className="regapp-alert-text">{children}</div>
    </div>
  );
}

/** Fetches the course page's code while the participant reads their e-mail: the link opens it. */
function prefetchCoursePage() {
  const load = () => void import('./course-page').catch(() => undefined);
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 5000 });
  else setTimeout(load, 1000);
}

/** A plain check of the address's shape: the server's contract has the last word. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * /register/{key} while signed out: the participant's e-mail address, then "check your e-mail".
 * The answer is the same for every address (the server always says 202), so the page never tells
 * who is enrolled.
 */
export function SignInPage({ courseKey, linkFailed }: { courseKey: string; linkFailed: boolean }) {
  const { t } = useTexts();
  const fieldId = useId();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    document.title = sentTo ? t.checkEmailTitle : t.pageTitle;
    if (sentTo) heading.current?.focus();
  }, [sentTo, t]);
  useEffect(() => {
    if (sentTo) prefetchCoursePage();
  }, [sentTo]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!EMAIL_SHAPE.test(address)) {
      setInvalid(true);
      input.current?.focus();
      return;
    }
    setInvalid(false);
    setFailed(false);
    setSending(true);
    try {
      await requestSignInLink({ email: address, key: courseKey });
      setSentTo(address);
    } catch {
      setFailed(true);
    } finally {
      setSending(false);
    }
  }

  if (sentTo) {
    return (
      <div className="regapp-card">
        <h1 ref={heading} tabIndex={-1}>
          {t.checkEmailTitle}
        </h1>
        <p data-testid="check-email">{fill(t.checkEmailBody, { email: sentTo })}</p>
        <button
          type="button"
          className="regapp-button regapp-button-outlined"
          onClick={() => {
            setEmail('');
            setSentTo(null);
          }}
        >
          {t.useAnotherEmail}
        </button>
      </div>
    );
  }

  return (
    <form className="regapp-card" onSubmit={submit} noValidate aria-labelledby={`${fieldId}-title`}>
      <div className="regapp-title">
        <img src="/logo.svg" alt="" width={40} height={40} />
        <h1 id={`${fieldId}-title`}>{t.pageTitle}</h1>
      </div>
      {linkFailed && <PageAlert severity="warning">{t.linkFailed}</PageAlert>}
      {failed && <PageAlert severity="error">{t.sendFailed}</PageAlert>}
      <p>{t.signInIntro}</p>
      <div className="regapp-field">
        <label htmlFor={fieldId}>{t.emailLabel}</label>
        <input
          id={fieldId}
          ref={input}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-describedby={invalid ? `${fieldId}-error` : undefined}
          aria-invalid={invalid}
        />
        {invalid && (
          <p id={`${fieldId}-error`} className="regapp-error">
            {t.emailInvalid}
          </p>
        )}
      </div>
      <button type="submit" className="regapp-button regapp-button-contained" disabled={sending}>
        {sending ? t.sending : t.sendLink}
      </button>
    </form>
  );
}
