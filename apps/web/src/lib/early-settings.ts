import type { AppSettings } from '@app/shared';
import { apiRequest } from './api';

let early: Promise<AppSettings> | null = null;
let answered: AppSettings | undefined;

/**
 * GET /settings (public, a few bytes), asked for as the page's first script runs (main.tsx): a new
 * session's first answers need the business time zone, and asked by the app they would wait for the
 * app's code to arrive first (issue 35: a form filled at once is sent before it has).
 */
export function askSettingsEarly(): void {
  const asked = apiRequest<AppSettings>('/settings');
  early = asked;
  asked.then(
    (settings) => {
      answered = settings;
    },
    () => {
      if (early === asked) early = null;
    },
  );
}

/** That answer if it has come: the app's settings query starts with it (lib/settings.ts), asking nothing. */
export function earlySettings(): AppSettings | undefined {
  return answered;
}

/** That answer, once: the app's settings query (lib/settings.ts) takes it rather than asking again. */
export function takeEarlySettings(): Promise<AppSettings> | null {
  const taken = early;
  early = null;
  return taken;
}
