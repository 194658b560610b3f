import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { server } from './server';

// MUI renders slowly on a busy machine (two cores shared): allow for it.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no layout, so nothing ever resizes: an observer that never calls back is the truth there.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

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
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  expect(unhandled.splice(0), 'requests that no msw handler answered').toEqual([]);
});
afterAll(() => server.close());
