import { defineConfig } from 'vitest/config';

/**
 * The server's tests of the embedded database's own parts: its connection, migrations, notifications
 * and backups, shutting down, the command line, the mail worker's locking, live updates, sign-in's
 * attempt counting and the calendar feed's statements. With PostgreSQL at hand, `npm test` runs the
 * API tests there in full and on PGlite only these (SERVER_TESTS=pglite-own, scripts/test.mjs): every
 * other query of the app runs on PGlite in the browser tests, whose servers use the embedded database
 * as `npm start` does.
 */
const PGLITE_OWN = [
  'src/db/**/*.test.ts',
  'src/backup/**/*.test.ts',
  'src/shutdown.test.ts',
  'src/cli/**/*.test.ts',
  'src/mail/**/*.test.ts',
  'src/modules/live/**/*.test.ts',
  'src/modules/auth/**/*.test.ts',
  'src/modules/calendar-feeds/**/*.test.ts',
];

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
          include: process.env.SERVER_TESTS === 'pglite-own' ? PGLITE_OWN : ['src/**/*.test.ts'],
          // Builds one migrated database that every test file's fresh database is copied from.
          globalSetup: ['./src/test/global-setup.ts'],
          // After every test, the data invariants on the test databases still open (src/test/invariants.ts).
          setupFiles: ['./src/test/invariants-setup.ts'],
          // Test files build their own app and database, and share no module state: a worker keeps
          // its loaded modules from one file to the next instead of importing the server again.
          isolate: false,
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
