import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { i18n, type Messages } from '@lingui/core';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';

// A worker runs one test file after another in one window (isolate: false in vitest.config.ts), which
// halves the suite's time against a fresh process and page per file. What a file could leave behind
// for the next is put back here, at each file's start:
// - the app's modules: each file loads its own, so no module's memory (texts asked for, a lazy page
//   already fetched, a mock) carries over; the libraries' stay loaded, which is where the time goes;
// - the page: nothing drawn, no language or address, nothing stored, real timers. The head keeps what
//   is there (emotion's style sheets, which its cache still refers to): a test that adds to it takes
//   away only what it added.
vi.resetModules();
document.body.replaceChildren();
document.documentElement.removeAttribute('lang');
window.history.replaceState(null, '', '/');
localStorage.clear();
sessionStorage.clear();
vi.useRealTimers();

const { activateLoaded } = await import('../lib/i18n/i18n');
const { server } = await import('./server');

// MUI renders slowly in jsdom, and more so on a busy machine (two cores shared by several runs):
// a screen's first test pays for the first render of every component it uses. Allow for it.
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 15_000 });

// jsdom has no layout, so nothing ever resizes: an observer that never calls back is the truth there.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// jsdom brings its own FormData, Blob and File, while fetch and Request are Node's: vitest bridges
// the two by copying a FormData's files into nameless Node Blobs (and with jsdom 29 loses their
// bytes), so an upload would reach msw as 'blob' holding 'undefined'. In a browser there is one
// realm; here Node's classes stand for all three, so the file a test chooses is the file sent.
const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor as typeof FormData;
Object.assign(globalThis, { Blob: NodeBlob, File: NodeFile, FormData: NodeFormData });

// A request no handler answers fails the test that made it: a screen cannot call the API unnoticed.
const unhandled: string[] = [];
beforeAll(() =>
  server.listen({
    onUnhandledRequest: (request, print) => {
      unhandled.push(`${request.method} ${new URL(request.url).pathname}`);
      print.error();
    },
  }),
);
// Screens speak English in their tests unless a test activates another language (lib/i18n).
// Read once per worker: the catalogues of every language are a large module to load for each file.
const kept = globalThis as { englishMessages?: Messages };
kept.englishMessages ??= (await import('./catalogues')).allMessages('en-CA');
const englishMessages = kept.englishMessages;
activateLoaded(i18n, 'en-CA', englishMessages);

afterEach(() => {
  cleanup();
  activateLoaded(i18n, 'en-CA', englishMessages);
  server.resetHandlers();
  localStorage.clear();
  expect(unhandled.splice(0), 'requests that no msw handler answered').toEqual([]);
});
afterAll(() => server.close());
