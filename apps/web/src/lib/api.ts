import { API_PREFIX, IMPERSONATOR_TOKEN_STORAGE_KEY, MESSAGES, TOKEN_STORAGE_KEY } from '@app/shared';

/** A refusal from the API, carrying the server's text for a person. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;
  constructor(status: number, message: string, code: string, details?: unknown) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export const tokenStore = {
  get: (): string | null => localStorage.getItem(TOKEN_STORAGE_KEY),
  set: (token: string) => localStorage.setItem(TOKEN_STORAGE_KEY, token),
  clear: () => {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
    localStorage.removeItem(IMPERSONATOR_TOKEN_STORAGE_KEY);
  },
};

type Listener = () => void;
const unauthorizedListeners = new Set<Listener>();
/** Called on every 401: the session is gone, the app goes to /login. */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Calls the API with the session token; throws ApiError with the server's text on refusal. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const url = new URL(`${API_PREFIX}${path}`, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  const token = tokenStore.get();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(url, { method: options.method ?? 'GET', headers, body, signal: options.signal });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'Cannot reach the server. Check your connection and try again.', 'network');
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!response.ok) {
    const err = (data ?? {}) as { error?: string; code?: string; details?: unknown };
    if (response.status === 401 && !path.startsWith('/login')) {
      tokenStore.clear();
      for (const listener of unauthorizedListeners) listener();
    }
    throw new ApiError(response.status, err.error ?? MESSAGES.errorRetrievingData, err.code ?? 'error', err.details);
  }
  return data as T;
}

/** The server's text when there is one, else the screen's own fallback text. */
export function errorText(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.status !== 500 && err.message) return err.message;
  return fallback;
}
