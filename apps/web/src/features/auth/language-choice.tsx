import type { CourseLanguage } from '@app/shared/constants';
import { LANGUAGE_NAMES } from './sign-in-language';

/**
 * The sign-in page's choice of language (issue 40), under its card. The choice is kept on the device
 * (lib/i18n/device-language.ts) and the page opened again: the server sends it drawn in that language
 * at once (its address, and so where sign-in leads, unchanged), and the app speaks it after sign-in.
 * The page itself never changes language while open: the first download carries no code for it.
 * Like Sign in, the names stay disabled until React has taken the drawn page over (`ready`): a tap
 * before then would do nothing.
 */
export function LanguageChoice({ language, label, ready }: { language: CourseLanguage; label: string; ready: boolean }) {
  return (
    // Each name in its own `lang`, for screen readers.
    <fieldset className="signin-languages" aria-label={label}>
      {LANGUAGE_NAMES.map(([code, name]) => (
        <button
          key={code}
          type="button"
          lang={code}
          className="signin-language"
          aria-current={code === language || undefined}
          disabled={!ready}
          onClick={() => {
            // lib/i18n/device-language.ts's cookie, written here: that module stays out of the first download.
            // biome-ignore lint/suspicious/noDocumentCookie: one plain value the server reads too
            document.cookie = `app-language=${code}; path=/; max-age=31536000; samesite=lax`;
            window.location.reload();
          }}
        >
          {name}
        </button>
      ))}
    </fieldset>
  );
}
