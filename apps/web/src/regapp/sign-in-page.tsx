import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { PlainAlert } from '../components/plain/alert';
import '../components/plain/plain.css';
import { StackedField } from '../components/plain/text-field';
import { useTakenOver } from '../components/plain/use-taken-over';
import { requestSignInLink } from './api/sign-in';
import { useTexts } from './language';
import { fill } from './texts';

// The first page a participant opens, kept to what it draws (scripts/bundle-budget.mjs holds it under
// its budget): React and the plain kit (components/plain: card, field, buttons, alerts) in the theme's
// look, its layout in regapp.css, no MUI nor emotion.
// The signed-in course page, which does use MUI, is fetched once a link is on its way.

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
  const titleId = useId();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const input = useRef<HTMLInputElement>(null);
  // The send button stays disabled until React has the drawn page; the form is POST besides, so an
  // e-mail address could never land in the page's address.
  const ready = useTakenOver();

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
      <div className="plain-card regapp-card">
        <h1 ref={heading} tabIndex={-1}>
          {t.checkEmailTitle}
        </h1>
        <p data-testid="check-email">{fill(t.checkEmailBody, { email: sentTo })}</p>
        <button
          type="button"
          className="plain-button plain-button-outlined"
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
    <form className="plain-card regapp-card" method="post" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <div className="plain-title">
        <img src="/logo.svg" alt="" width={40} height={40} />
        <h1 id={titleId}>{t.pageTitle}</h1>
      </div>
      {linkFailed && <PlainAlert severity="warning">{t.linkFailed}</PlainAlert>}
      {failed && <PlainAlert severity="error">{t.sendFailed}</PlainAlert>}
      <p>{t.signInIntro}</p>
      <StackedField
        label={t.emailLabel}
        inputRef={input}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        value={email}
        onValue={setEmail}
        error={invalid ? t.emailInvalid : null}
      />
      <button type="submit" className="plain-button plain-button-contained" disabled={sending || !ready}>
        {sending ? t.sending : t.sendLink}
      </button>
    </form>
  );
}
