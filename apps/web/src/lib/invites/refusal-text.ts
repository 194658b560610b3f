// Not in lib/api.ts: that file loads with the sign-in page, and REFUSAL_MESSAGES refers to the whole
// MESSAGES object, which the sign-in page's download would then carry (scripts/bundle-budget.mjs).
import { REFUSAL_MESSAGES } from '@app/shared/messages';
import { ApiError, errorText } from '../api';

/**
 * What to tell a person when an action is refused, by the refusal's code (the web branches on
 * code): the sentence messages.ts gives that code (REFUSAL_MESSAGES); the screen's own `fallback`
 * for a 400, whose validation sentence is the server's and never shown as it is; otherwise as errorText.
 */
export function refusalText(err: unknown, fallback: string): string {
  if (err instanceof ApiError) {
    const named = Object.hasOwn(REFUSAL_MESSAGES, err.code) ? REFUSAL_MESSAGES[err.code] : undefined;
    if (named) return named;
    if (err.code === 'bad_request') return fallback;
  }
  return errorText(err, fallback);
}
