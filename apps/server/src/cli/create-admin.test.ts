import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect } from 'vitest';
import { openDatabase } from '../db/client';
import { auditLog, users } from '../db/schema';
import { apiTest } from '../test/fixtures';
import { TEST_PASSWORD, type TestContext, testDbKind } from '../test/harness';
import { CliError, createAdmin, parseCommandLine } from './create-admin';

const it = apiTest;

const run = promisify(execFile);
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe(`create-admin (${testDbKind})`, () => {
  let ctx: TestContext;
  it.beforeAll(async ({ ctx: fileCtx }) => {
    ctx = fileCtx;
  });

  const login = (email: string, password: string) => ctx.api({ method: 'POST', url: '/login', payload: { email, password } });

  it('creates an admin with the given password, who can sign in at once', async () => {
    const result = await createAdmin({
      db: ctx.database.db,
      input: { email: ' Boss@Test.Example ', name: 'The Boss', password: 'Chosen-pass-1' },
    });
    expect(result).toMatchObject({ email: 'boss@test.example', created: true });
    expect(result.generatedPassword).toBeUndefined();
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, result.userId));
    expect(row).toMatchObject({ name: 'The Boss', roles: ['admin'], mustChangePassword: false });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const res = await login('boss@test.example', 'Chosen-pass-1');
    expect(res.statusCode).toBe(200);
    expect(res.json().roleList).toEqual(['admin']);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, result.userId), eq(auditLog.action, 'create')));
    expect(audits).toHaveLength(1);
  });

  it('without a password, generates a strong one that must be changed', async () => {
    const result = await createAdmin({ db: ctx.database.db, input: { email: 'gen@test.example', name: 'Generated' } });
    expect(result.created).toBe(true);
    expect(result.generatedPassword).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const res = await login('gen@test.example', result.generatedPassword ?? '');
    expect(res.statusCode).toBe(200);
    expect(res.json().mustChangePassword).toBe(true);
    const other = await createAdmin({ db: ctx.database.db, input: { email: 'gen2@test.example', name: 'Generated Two' } });
    expect(other.generatedPassword).not.toBe(result.generatedPassword);
  });

  it('gives the admin role to an existing account, keeping its roles, name and password', async () => {
    const existing = await ctx.createUser({ roles: ['coach'], name: 'Already Here' });
    const result = await createAdmin({ db: ctx.database.db, input: { email: existing.email.toUpperCase(), name: 'Ignored' } });
    expect(result).toEqual({ userId: existing.id, email: existing.email, created: false });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, existing.id));
    expect(row?.roles).toEqual(['coach', 'admin']);
    expect(row?.name).toBe('Already Here');
    expect(row?.mustChangePassword).toBe(false);
    expect((await login(existing.email, TEST_PASSWORD)).statusCode).toBe(200);
    // Running it again changes nothing but the stamp; a given password replaces the old one.
    await createAdmin({ db: ctx.database.db, input: { email: existing.email, password: 'Replaced-pass-1' } });
    const [again] = await ctx.database.db.select().from(users).where(eq(users.id, existing.id));
    expect(again?.roles).toEqual(['coach', 'admin']);
    expect((await login(existing.email, 'Replaced-pass-1')).statusCode).toBe(200);
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const before = await ctx.database.db.select({ id: users.id }).from(users);
    await expect(createAdmin({ db: ctx.database.db, input: { email: 'not-an-email', name: 'X' } })).rejects.toThrow(
      /--email must be a valid e-mail address/,
    );
    await expect(
      createAdmin({ db: ctx.database.db, input: { email: 'short@test.example', name: 'X', password: 'short' } }),
    ).rejects.toThrow(/--password must be at least 8 characters/);
    await expect(
      createAdmin({ db: ctx.database.db, input: { email: 'weak@test.example', name: 'X', password: 'Password1' } }),
    ).rejects.toThrow(/--password: This password is too easy to guess/);
    await expect(createAdmin({ db: ctx.database.db, input: { email: 'noname@test.example' } })).rejects.toThrow(
      /--name is required/,
    );
    await expect(
      createAdmin({ db: ctx.database.db, input: { email: 'blank@test.example', name: '   ' } }),
    ).rejects.toBeInstanceOf(CliError);
    const after = await ctx.database.db.select({ id: users.id }).from(users);
    expect(after).toHaveLength(before.length);
  });

  it('reads the command line strictly', () => {
    expect(parseCommandLine(['--email', 'a@b.co', '--name', 'A B', '--password', 'Secret-pass-1'])).toEqual({
      email: 'a@b.co',
      name: 'A B',
      password: 'Secret-pass-1',
    });
    expect(() => parseCommandLine(['--name', 'A B'])).toThrow(/--email is required[\s\S]*Usage/);
    expect(() => parseCommandLine(['--email', 'a@b.co', '--admin'])).toThrow(/Unknown option[\s\S]*Usage/);
    expect(() => parseCommandLine(['--email', 'a@b.co', 'stray'])).toThrow(CliError);
  });
});

describe('create-admin as a command', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'create-admin-'));
  const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  const cli = (args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'src/cli/create-admin.ts', ...args], { cwd: serverRoot, env, timeout: 60_000 });
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('exits non-zero with the reason on bad input', { timeout: 60_000 }, async () => {
    const failed = await cli(['--email', 'nope', '--name', 'Someone']).catch((err: { code: number; stderr: string }) => err);
    expect(failed).toMatchObject({ code: 1 });
    expect((failed as { stderr: string }).stderr).toContain('--email must be a valid e-mail address');
  });

  it('creates the admin in the embedded database and prints the generated password once', { timeout: 60_000 }, async () => {
    const { stdout } = await cli(['--email', 'first.admin@test.example', '--name', 'First Admin']);
    expect(stdout).toContain('Created administrator first.admin@test.example');
    const password = /Password[^:]*: (\S+)/.exec(stdout)?.[1];
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const database = await openDatabase({ dataDir });
    try {
      const rows = await database.db.select().from(users).where(eq(users.email, 'first.admin@test.example'));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ roles: ['admin'], mustChangePassword: true });
    } finally {
      await database.close();
    }
  });
});
