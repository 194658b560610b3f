import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // msw at the network edge, cleanup between tests, timeouts for MUI on a busy machine.
    setupFiles: ['./src/test/setup.ts'],
    passWithNoTests: true,
  },
});
