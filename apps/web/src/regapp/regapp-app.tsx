import type { CourseLanguage } from '@app/shared/constants';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { onSignedOut } from './api/client';
import { signInWithLink, signOut } from './api/sign-in';
import { loadTexts } from './catalogues';
import { type FirstDraw, firstDrawHere, type Phase } from './first-draw';
import { firstTextsIn, LanguageContext, rememberLanguage } from './language';
import { SignInPage } from './sign-in-page';

// Signed-in pages load when first shown (or as soon as a link's token is being exchanged): someone
// arriving to enter their e-mail downloads only that page, in plain React and CSS, without MUI.
const loadCoursePage = () => import('./course-page');
const CoursePage = lazy(loadCoursePage);

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
 * in the history or be shared by copying the address). Its first state is first-draw.ts's, of this
 * visit unless given (the page drawn at build time, prerender.tsx): register.html holds the e-mail
 * page drawn ahead, and hydrating it needs this first render to draw the very same.
 */
export function RegappApp({ first }: { first?: FirstDraw } = {}) {
  const [location] = useState(() => first ?? firstDrawHere());
  const { key } = location;
  const [language, setLanguage] = useState<CourseLanguage>(location.language);
  const [phase, setPhase] = useState<Phase>(location.phase);
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

  const value = useMemo(() => ({ language, t: firstTextsIn(language) }), [language]);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  // The course's language: the page speaks it once its texts have arrived (English, should they
  // not come: the page stays usable offline).
  const courseLanguage = useCallback(
    (next: CourseLanguage) => {
      if (key) rememberLanguage(key, next);
      void loadTexts(next, ['first', 'course'])
        .catch(() => undefined)
        .then(() => setLanguage(next));
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
