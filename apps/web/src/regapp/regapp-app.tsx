import type { CourseLanguage } from '@app/shared/constants';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { onSignedOut, regappToken } from './api/client';
import { signInWithLink, signOut } from './api/sign-in';
import { LanguageContext, rememberedLanguage, rememberLanguage } from './language';
import { SignInPage } from './sign-in-page';
import { pickLanguage, TEXTS } from './texts';

// Signed-in pages load when first shown (or as soon as a link's token is being exchanged): someone
// arriving to enter their e-mail downloads only that page, in plain React and CSS, without MUI.
const loadCoursePage = () => import('./course-page');
const CoursePage = lazy(loadCoursePage);

/** Where the app was opened: `/register/{key}?token=…&offer=…`. */
export interface RegappLocation {
  key: string | null;
  token: string | null;
  offer: number | null;
}

export function readLocation(url: URL): RegappLocation {
  const match = /^\/register\/([^/]+)\/?$/.exec(url.pathname);
  let key: string | null = null;
  try {
    key = match?.[1] ? decodeURIComponent(match[1]) : null;
  } catch {
    key = null;
  }
  const offer = Number(url.searchParams.get('offer'));
  return {
    key,
    token: url.searchParams.get('token'),
    offer: Number.isInteger(offer) && offer > 0 ? offer : null,
  };
}

type Phase = 'signing-in' | 'signed-out' | 'signed-in';

function Waiting({ label }: { label: string }) {
  return (
    <p role="status" className="regapp-status">
      {label}
    </p>
  );
}

/**
 * The registration app: the e-mail page while signed out, the course page once signed in. A link's
 * one-time token is exchanged for a session and taken out of the address at once (it must not stay
 * in the history or be shared by copying the address).
 */
export function RegappApp({ initialUrl }: { initialUrl?: string } = {}) {
  const location = useMemo(() => readLocation(new URL(initialUrl ?? window.location.href)), [initialUrl]);
  const { key } = location;
  const [language, setLanguage] = useState<CourseLanguage>(
    () => (key && rememberedLanguage(key)) || pickLanguage(navigator.languages ?? [navigator.language]),
  );
  const [phase, setPhase] = useState<Phase>(() => {
    if (location.token) return 'signing-in';
    return regappToken.get() ? 'signed-in' : 'signed-out';
  });
  const [linkFailed, setLinkFailed] = useState(false);
  const exchanged = useRef(false);

  useEffect(() => onSignedOut(() => setPhase('signed-out')), []);

  useEffect(() => {
    if (!location.token || exchanged.current) return;
    exchanged.current = true;
    // The course page's code downloads while the token is exchanged.
    void loadCoursePage().catch(() => undefined);
    const clean = new URL(window.location.href);
    clean.searchParams.delete('token');
    window.history.replaceState(null, '', `${clean.pathname}${clean.search}`);
    signInWithLink(location.token)
      .then(() => setPhase('signed-in'))
      .catch(() => {
        setLinkFailed(true);
        setPhase('signed-out');
      });
  }, [location.token]);

  const value = useMemo(() => ({ language, t: TEXTS[language] }), [language]);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  const courseLanguage = useCallback(
    (next: CourseLanguage) => {
      if (key) rememberLanguage(key, next);
      setLanguage(next);
    },
    [key],
  );
  const leave = useCallback(async () => {
    await signOut();
    setLinkFailed(false);
    setPhase('signed-out');
  }, []);

  let page: ReactNode;
  if (!key) {
    page = (
      <p role="alert" className="regapp-missing">
        {value.t.missingKey}
      </p>
    );
  } else if (phase === 'signing-in') {
    page = <Waiting label={value.t.signingIn} />;
  } else if (phase === 'signed-out') {
    page = <SignInPage courseKey={key} linkFailed={linkFailed} />;
  } else {
    page = (
      <Suspense fallback={<Waiting label={value.t.loading} />}>
        <CoursePage courseKey={key} offerId={location.offer} onLanguage={courseLanguage} onSignOut={leave} />
      </Suspense>
    );
  }

  return (
    <LanguageContext.Provider value={value}>
      <main className="regapp">
        <div className="regapp-column">{page}</div>
      </main>
    </LanguageContext.Provider>
  );
}
