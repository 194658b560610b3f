import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Each API test file builds its own database; two files at once suits a two-core machine.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './apps/web/vitest.config.ts',
      {
        test: {
          // The logic of `npm start` / `npm test` and the server's production build.
          name: 'scripts',
          root: './scripts',
          include: ['*.test.mjs'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
