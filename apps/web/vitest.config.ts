import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // msw at the network edge, cleanup between tests, timeouts for MUI on a busy machine.
    setupFiles: ['./src/test/setup.ts'],
    // A worker keeps its window and loaded modules from one test file to the next (half the time of a
    // fresh process and page per file); the setup file blanks the page at each file's start, and a test
    // that changes shared state (the head, a module's memory) puts it back or loads the module afresh.
    isolate: false,
    passWithNoTests: true,
  },
});
