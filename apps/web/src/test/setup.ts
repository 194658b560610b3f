import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { i18n } from '@lingui/core';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { activateLoaded } from '../lib/i18n/i18n';
import { allMessages } from './catalogues';
import { server } from './server';

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
const englishMessages = allMessages('en-CA');
activateLoaded(i18n, 'en-CA', englishMessages);

afterEach(() => {
  cleanup();
  activateLoaded(i18n, 'en-CA', englishMessages);
  server.resetHandlers();
  localStorage.clear();
  expect(unhandled.splice(0), 'requests that no msw handler answered').toEqual([]);
});
afterAll(() => server.close());
