/**
 * A small server-sent events reader for tests and benchmarks: opens a stream with fetch, parses
 * events as they arrive, and lets a test wait for the next one that matches (with a deadline).
 */
export interface SseEvent {
  id: string | undefined;
  event: string;
  data: string;
}

export interface SseStream {
  status: number;
  headers: Headers;
  /** Every event received so far, in order. */
  events: SseEvent[];
  /** Comment lines received (heartbeats). */
  comments: number;
  /** The next event (from `from`, an index into `events`) that matches, within `timeoutMs`. */
  next(match?: (e: SseEvent) => boolean, opts?: { timeoutMs?: number; from?: number }): Promise<SseEvent>;
  /** Whether the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openSse(url: string, opts: { headers?: Record<string, string> } = {}): Promise<SseStream> {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...opts.headers }, signal: controller.signal });
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  const stream: SseStream = {
    status: res.status,
    headers: res.headers,
    events,
    comments: 0,
    next(match = () => true, { timeoutMs = 5_000, from = 0 } = {}) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.slice(from).find(match);
          if (found) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(found);
          }
          return found;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    ended: Promise.resolve(),
    close: () => controller.abort(),
  };
  if (!res.body || !res.headers.get('content-type')?.startsWith('text/event-stream')) return stream;

  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  stream.ended = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let cut = buffer.indexOf('\n\n');
        while (cut !== -1) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          cut = buffer.indexOf('\n\n');
          let id: string | undefined;
          let event = 'message';
          const data: string[] = [];
          let fields = 0;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) {
              stream.comments += 1;
              continue;
            }
            const colon = line.indexOf(':');
            const name = colon === -1 ? line : line.slice(0, colon);
            const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
            fields += 1;
            if (name === 'id') id = value;
            else if (name === 'event') event = value;
            else if (name === 'data') data.push(value);
          }
          if (fields > 0) {
            events.push({ id, event, data: data.join('\n') });
            for (const waiter of [...waiters]) waiter();
          }
        }
      }
    } catch {
      // Aborted by close(), or the connection dropped.
    }
  })();
  return stream;
}
