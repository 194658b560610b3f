import { API_PREFIX } from '@app/shared/constants';
import { REGAPP_TOKEN_STORAGE_KEY } from '../first-draw';

/**
 * The registration app's own API client. Its session is a `regapp`-scope token, kept apart from
 * the back office's (another storage key, in first-draw.ts: the app's first state reads it): a
 * person signed in to both keeps both, and a 401 here ends only this one.
 */

export const regappToken = {
  get: (): string | null => localStorage.getItem(REGAPP_TOKEN_STORAGE_KEY),
  set: (token: string) => localStorage.setItem(REGAPP_TOKEN_STORAGE_KEY, token),
  clear: () => localStorage.removeItem(REGAPP_TOKEN_STORAGE_KEY),
};

/** A refusal: the status, the server's code and its text for a person ('' when it sent none). */
export class RegappError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, message: string, code: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

const signedOutListeners = new Set<() => void>();

/** Called when the server says the session is gone (401): the app shows the e-mail page again. */
export function onSignedOut(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

export function endRegappSession(): void {
  regappToken.clear();
  for (const listener of signedOutListeners) listener();
}

interface Options {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  /** A sign-in attempt: its 401 is an answer, not the end of a session. */
  signIn?: boolean;
}

/** Calls /api/v1 with the regapp session; throws RegappError on a refusal (status 0: no network). */
export async function regappRequest<T>(path: string, options: Options = {}): Promise<T> {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  const token = regappToken.get();
  if (token && !options.signIn) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(new URL(`${API_PREFIX}${path}`, window.location.origin), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    throw new RegappError(0, '', 'network');
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!response.ok) {
    const body = (parsed && typeof parsed === 'object' ? parsed : {}) as { error?: unknown; code?: unknown };
    if (response.status === 401 && !options.signIn) endRegappSession();
    throw new RegappError(
      response.status,
      typeof body.error === 'string' ? body.error : '',
      typeof body.code === 'string' ? body.code : 'error',
    );
  }
  return parsed as T;
}

/** The server's text for a refusal, or the app's own sentence when it sent none (or no answer came). */
export function refusalText(error: unknown, fallback: string): string {
  return error instanceof RegappError && error.message ? error.message : fallback;
}
