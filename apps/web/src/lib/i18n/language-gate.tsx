import { Fragment, type ReactNode, useEffect, useState } from 'react';
import { PageLoader } from '../../components/page-loader';
import { activateLanguage, activeLanguage, type Language } from './i18n';

/**
 * Holds the signed-in app until the catalogue of `language` is loaded (only that one), then draws
 * it in that language. A change of language loads the new catalogue while the page stays as it is,
 * then draws the app again in the new language (keyed by it): nobody signs out.
 */
export function LanguageGate({ language, children }: { language: Language; children: ReactNode }) {
  const [shown, setShown] = useState<string | null>(activeLanguage() === language ? language : null);
  useEffect(() => {
    let current = true;
    activateLanguage(language)
      .then(() => current && setShown(language))
      // A catalogue that cannot be loaded (offline, never fetched): the language already active stays.
      .catch(() => {
        const still = activeLanguage();
        if (current && still) setShown(still);
      });
    return () => {
      current = false;
    };
  }, [language]);
  if (!shown) return <PageLoader />;
  return <Fragment key={shown}>{children}</Fragment>;
}
