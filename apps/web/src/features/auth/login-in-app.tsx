import type { MessageDescriptor } from '@lingui/core';
import { use, useMemo } from 'react';
import { activateLanguage, activeLanguage, currentLanguage, deviceLanguages, pickLanguage, t } from '../../lib/i18n/i18n';
import { LoginPage, type LoginPageProps } from './login-page';
import { REFUSAL_TEXTS } from './refusal-texts';
import type { SignInTexts } from './sign-in-language';
import { SIGN_IN_TEXTS } from './texts';

/** The device's language made the active one, when none is (signed out, no layout has chosen one). */
let activating: Promise<void> | undefined;

/** The page's texts in the active language (Lingui's; English should no catalogue have loaded). */
function textsInUse(): SignInTexts {
  const descriptors: Record<string, MessageDescriptor> = { ...SIGN_IN_TEXTS, ...REFUSAL_TEXTS };
  const text = (descriptor: MessageDescriptor) => (activeLanguage() ? t(descriptor) : (descriptor.message ?? descriptor.id));
  return Object.fromEntries(Object.entries(descriptors).map(([key, value]) => [key, text(value)])) as SignInTexts;
}

/**
 * The sign-in page inside the app (login-route.tsx), its texts Lingui's in the language in use, else
 * the device's: the feature's catalogue loads with this module (lazyPage), so neither comes with the
 * app's own code.
 */
export function LoginInApp(props: Omit<LoginPageProps, 'page'>) {
  if (!activeLanguage()) {
    activating ??= activateLanguage(pickLanguage(null, deviceLanguages())).catch(() => undefined);
    use(activating);
  }
  const language = activeLanguage() ? currentLanguage() : 'en-CA';
  const page = useMemo(() => ({ language, texts: textsInUse() }), [language]);
  return <LoginPage {...props} page={page} />;
}
