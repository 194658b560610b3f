// Straight from the modules, not the package's index: this file loads with the first page, and the
// index brings every zod contract with it (scripts/bundle-budget.mjs checks the first page's size).
import { API_PREFIX, IMPERSONATOR_TOKEN_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@app/shared/constants';
import { MESSAGES } from '@app/shared/messages';

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

/** Ends the session locally and tells the app (cache reset, back to /login). */
export function endSession(): void {
  tokenStore.clear();
  for (const listener of unauthorizedListeners) listener();
}

export const NETWORK_ERROR_TEXT = 'Cannot reach the server. Check your connection and try again.';

/**
 * The ApiError for a refused call whose body was read as text (the API's `{error, code, details}`).
 * A 401 ends the session, unless it answers a sign-in attempt. Also for calls made outside
 * apiRequest: file downloads, uploads with progress.
 */
export function apiErrorFromResponse(status: number, bodyText: string, options: { signIn?: boolean } = {}): ApiError {
  let body: { error?: unknown; code?: unknown; details?: unknown } = {};
  try {
    const parsed: unknown = bodyText ? JSON.parse(bodyText) : {};
    if (parsed && typeof parsed === 'object') body = parsed as typeof body;
  } catch {
    // Not JSON (a proxy's error page, say): the generic text below will do.
  }
  if (status === 401 && !options.signIn) endSession();
  return new ApiError(
    status,
    typeof body.error === 'string' ? body.error : MESSAGES.errorRetrievingData,
    typeof body.code === 'string' ? body.code : 'error',
    body.details,
  );
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
    throw new ApiError(0, NETWORK_ERROR_TEXT, 'network');
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (!response.ok) throw apiErrorFromResponse(response.status, text, { signIn: path.startsWith('/login') });
  return (text ? JSON.parse(text) : undefined) as T;
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The file name a Content-Disposition header suggests, if any. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // A badly encoded name: try the plain one.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = plain?.[2] ?? plain?.[1];
  return name ? name.trim() : null;
}

/**
 * Downloads a file the API serves to signed-in users (a link cannot carry the bearer token).
 * `onProgress` is told the bytes received so far as a streamed file arrives.
 */
export async function apiDownload(
  path: string,
  fallbackFileName: string,
  options: { onProgress?: (bytesReceived: number) => void } = {},
): Promise<DownloadedFile> {
  const headers: Record<string, string> = {};
  const token = tokenStore.get();
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${API_PREFIX}${path}`, { headers });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_TEXT, 'network');
  }
  if (!response.ok) throw apiErrorFromResponse(response.status, await response.text());
  const blob = options.onProgress && response.body ? await readCounting(response, options.onProgress) : await response.blob();
  return { blob, fileName: fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallbackFileName };
}

/** A response's bytes as a Blob, read chunk by chunk, telling `onProgress` the running total. */
async function readCounting(response: Response, onProgress: (bytesReceived: number) => void): Promise<Blob> {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(received);
  }
  return new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? '' });
}

/** Hands downloaded bytes to the browser as a file saved under its name. */
export function saveDownloadedFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the bytes are released.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/**
 * What to tell a person when a call fails: the server's own words when it refused the request (a
 * 4xx such as 'Invalid email or password' or 'overlaps your other availability'), that the server
 * cannot be reached when it cannot, that the database is away for a moment when the server says so
 * (503 'service_unavailable'), and otherwise the screen's own text from the specification.
 */
export function errorText(err: unknown, fallback: string): string {
  if (!(err instanceof ApiError) || !err.message) return fallback;
  const refused = err.status >= 400 && err.status < 500;
  const unavailable = err.status === 503 && err.code === 'service_unavailable';
  return refused || unavailable || err.status === 0 ? err.message : fallback;
}
