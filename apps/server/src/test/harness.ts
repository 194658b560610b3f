import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_PREFIX, type AppScope, type Role } from '@app/shared';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { users } from '../db/schema';
import type { LogStream } from '../lib/logging';
import { hashPassword } from '../lib/password';
import { issueSession } from '../modules/auth';
import { trackContext, untrackContext } from './invariants';

export const TEST_PASSWORD = 'Test-pass-1';
let cachedHash: Promise<string> | undefined;
const passwordHash = () => {
  cachedHash ??= hashPassword(TEST_PASSWORD);
  return cachedHash;
};

/**
 * The migrated template the test run's global set-up built (src/test/global-setup.ts), or
 * undefined outside Vitest (the benchmarks use this harness too and build from nothing).
 */
async function providedTemplate(key: 'pgliteTemplate' | 'postgresTemplate'): Promise<string | undefined> {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import('vitest');
  return inject(key) || undefined;
}

/** Which database the API tests run on: PostgreSQL when TEST_DATABASE_URL is set, else PGlite. */
export const testDbKind: 'postgres' | 'pglite' = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Creates a user with the given roles; returns the row. */
  createUser(opts?: {
    roles?: Role[];
    name?: string;
    email?: string;
    mustChangePassword?: boolean;
  }): Promise<typeof users.$inferSelect>;
  /**
   * A new back-office session for the user, issued the way sign-in issues one (auth's
   * issueSession, with the configured lifetime) but with no password check, so no argon2 time.
   * Returns the bearer token.
   */
  sessionFor(user: { id: number }, scope?: AppScope): Promise<string>;
  /** Creates a user and gives them a session (through `sessionFor`); returns the user and a bearer token. */
  signIn(
    roles: Role[] | Role,
    opts?: { mustChangePassword?: boolean },
  ): Promise<{ user: typeof users.$inferSelect; token: string }>;
  /** Like `signIn`, but through POST /login with the test password, for tests of the real route. */
  signInForReal(
    roles: Role[] | Role,
    opts?: { mustChangePassword?: boolean },
  ): Promise<{ user: typeof users.$inferSelect; token: string }>;
  /** Calls the API: paths are relative to /api/v1. */
  api(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * A fresh application on a fresh database for one test file: an in-memory PGlite, or a new
 * database created in the PostgreSQL server of TEST_DATABASE_URL and dropped afterwards. With
 * `logStream`, the app logs (at the configured level) to it instead of staying silent.
 */
export async function createTestContext(
  overrides: Partial<Config> = {},
  options: { logStream?: LogStream } = {},
): Promise<TestContext> {
  // Uploaded files land in a directory of the test's own unless the test names one.
  const ownDataDir = overrides.dataDir ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    ...(ownDataDir ? { dataDir: ownDataDir } : {}),
    ...overrides,
  };
  let database: Database;
  let dropDatabase: (() => Promise<void>) | undefined;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    const template = await providedTemplate('postgresTemplate');
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ url: url.toString(), dataDir: config.dataDir, poolSize: 25 });
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      // A pool's end() resolves before its sockets have closed. A session ended by the forced drop
      // while its client is still closing raises an error nobody listens to any more (an uncaught
      // 57P01): let the closing sessions go first (a few seconds at most), then force what is left.
      const until = Date.now() + 5000;
      while (Date.now() < until) {
        const open = await c.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (open.rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else {
    const template = await providedTemplate('pgliteTemplate');
    database = await openDatabase({
      dataDir: 'memory://',
      template: template ? new Blob([fs.readFileSync(template)]) : undefined,
    });
  }
  // Silent unless a test reads the log lines.
  const app = await buildApp({ config, db: database.db, logger: options.logStream !== undefined, logStream: options.logStream });
  await app.ready();

  let counter = 0;
  const createUser: TestContext['createUser'] = async (opts = {}) => {
    counter += 1;
    const roles = opts.roles ?? ['rp'];
    const [row] = await database.db
      .insert(users)
      .values({
        name: opts.name ?? `${roles.join('-')} user ${counter}`,
        email: opts.email ?? `${roles.join('-')}.${counter}.${randomBytes(3).toString('hex')}@test.example`,
        roles,
        passwordHash: await passwordHash(),
        mustChangePassword: opts.mustChangePassword ?? false,
      })
      .returning();
    if (!row) throw new Error('user insert failed');
    return row;
  };

  const api: TestContext['api'] = ({ token, url, headers, ...rest }) =>
    app.inject({
      ...rest,
      url: `${API_PREFIX}${url}`,
      headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });

  const sessionFor: TestContext['sessionFor'] = async (user, scope = 'backoffice') => {
    const session = await issueSession(database.db, { userId: user.id, scope, ttlHours: config.sessionTtlHours });
    return session.token;
  };

  const signIn: TestContext['signIn'] = async (roles, opts = {}) => {
    const user = await createUser({ roles: Array.isArray(roles) ? roles : [roles], ...opts });
    return { user, token: await sessionFor(user) };
  };

  const signInForReal: TestContext['signInForReal'] = async (roles, opts = {}) => {
    const user = await createUser({ roles: Array.isArray(roles) ? roles : [roles], ...opts });
    const res = await api({
      method: 'POST',
      url: '/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
    return { user, token: res.json().token as string };
  };

  const context: TestContext = {
    app,
    database,
    config,
    createUser,
    sessionFor,
    signIn,
    signInForReal,
    api,
    async close() {
      untrackContext(context);
      await app.close();
      await database.close();
      await dropDatabase?.();
      if (ownDataDir) fs.rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
  // After each test the data invariants are checked on it until it closes (test/invariants.ts).
  trackContext(context);
  return context;
}
