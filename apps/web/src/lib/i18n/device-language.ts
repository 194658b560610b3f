/**
 * The language chosen on this device before signing in (the sign-in page's choice, issue 40), kept in
 * a cookie: the server sends /login drawn in it (apps/server/src/plugins/login-page.ts reads the same
 * name), and the app speaks it after sign-in until the person's own language (GET /me) takes over
 * (i18n.ts's `deviceLanguages` puts it first).
 */
export const DEVICE_LANGUAGE_COOKIE = 'app-language';

/** The language chosen on this device, if any. */
export function rememberedLanguage(): string | undefined {
  return /(?:^|;)\s*app-language=([^;]*)/.exec(document.cookie)?.[1];
}

/** Keeps a language chosen on this device, for a year. */
export function rememberLanguage(language: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain value the server reads too; the Cookie Store API is not in every browser the app supports
  document.cookie = `${DEVICE_LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}
