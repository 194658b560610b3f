import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { MESSAGES, MIN_PASSWORD_LENGTH } from '@app/shared';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../config';
import { type Db, openDatabase } from '../db/client';
import { transaction } from '../db/transaction';
import { audit } from '../lib/audit';
import { hashPassword, weakPasswordHint } from '../lib/password';
import { findLiveUserByEmail, insertUser, updateUserRow } from '../modules/users';
import { isEntryPoint, useInvokingFolder } from './entry';

const USAGE = 'Usage: npm run create-admin -- --email admin@example.com --name "Full Name" [--password secret]';

const inputSchema = z.object({
  email: z.string().trim().toLowerCase().email('--email must be a valid e-mail address').max(254, '--email is too long'),
  name: z.string().trim().min(1, '--name must not be empty').max(200, '--name is too long').optional(),
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `--password must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(200, '--password is too long')
    .optional(),
});
export type CreateAdminInput = z.input<typeof inputSchema>;

/** A refusal meant for the person at the terminal. */
export class CliError extends Error {}

export interface CreateAdminResult {
  userId: number;
  email: string;
  /** True when a new account was made; false when an existing one was given the admin role. */
  created: boolean;
  /** Set only when the password was generated here: shown once, never stored in clear. */
  generatedPassword?: string;
}

/** A random password of 24 URL-safe characters (144 bits). */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * Creates an administrator, or gives the admin role to the live account that has the e-mail.
 * A new account without a password gets a generated one and must change it at first sign-in; an
 * existing account keeps its name, and its password unless one is given.
 */
export async function createAdmin(opts: { db: Db; input: CreateAdminInput }): Promise<CreateAdminResult> {
  const parsed = inputSchema.safeParse(opts.input);
  if (!parsed.success) throw new CliError(parsed.error.issues.map((i) => i.message).join('\n'));
  const { email, name, password } = parsed.data;
  if (password !== undefined) {
    // The same strength rule as the user form: an administrator's password is no place for 'Password1'.
    const hint = weakPasswordHint(password, [email, name ?? '']);
    if (hint !== null) throw new CliError(`--password: ${MESSAGES.passwordTooWeak}${hint ? ` (${hint})` : ''}`);
  }
  // Hashing is slow: done before the transaction. Without a password a new account gets a random one.
  const secret = password ?? generatePassword();
  const secretHash = await hashPassword(secret);

  return transaction(opts.db, async (tx) => {
    const existing = await findLiveUserByEmail(tx, email, true);

    if (existing) {
      const roles = existing.roles.includes('admin') ? existing.roles : [...existing.roles, 'admin'];
      // An existing account keeps its name, and its password unless a new one is given.
      const changes = { roles, ...(password ? { passwordHash: secretHash, mustChangePassword: false } : {}) };
      await updateUserRow(tx, existing.id, changes, existing.updatedAt);
      await audit(tx, {
        actorId: null,
        action: 'grant_admin',
        entity: 'user',
        entityId: existing.id,
        data: { via: 'cli', passwordSet: password !== undefined },
      });
      return { userId: existing.id, email: existing.email, created: false };
    }

    if (!name) throw new CliError('--name is required to create a new account');
    const generated = password === undefined;
    const row = await insertUser(tx, { name, email, roles: ['admin'], passwordHash: secretHash, mustChangePassword: generated });
    await audit(tx, {
      actorId: null,
      action: 'create',
      entity: 'user',
      entityId: row.id,
      data: { roles: ['admin'], via: 'cli' },
    });
    return { userId: row.id, email: row.email, created: true, ...(generated ? { generatedPassword: secret } : {}) };
  });
}

/** Reads the command line; throws CliError with the usage on anything unexpected. */
export function parseCommandLine(argv: string[]): CreateAdminInput {
  try {
    const { values } = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    });
    if (!values.email) throw new CliError('--email is required');
    return { email: values.email, name: values.name, password: values.password };
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    throw new CliError(`${reason}\n${USAGE}`);
  }
}

async function main(): Promise<void> {
  const input = parseCommandLine(process.argv.slice(2));
  // A relative DATA_DIR means the folder the command was typed in (where `npm start` keeps its data).
  useInvokingFolder();
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    const result = await createAdmin({ db: database.db, input });
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
    console.log(
      result.created
        ? `Created administrator ${result.email} (id ${result.userId}) in ${where}.`
        : `${result.email} (id ${result.userId}) now has the admin role, in ${where}.`,
    );
    if (result.generatedPassword) {
      console.log(`Password (shown only now; it must be changed at first sign-in): ${result.generatedPassword}`);
    }
  } finally {
    await database.close();
  }
}

if (isEntryPoint(import.meta.url)) {
  main().catch((err: unknown) => {
    if (err instanceof CliError || err instanceof ConfigError) {
      console.error(err.message);
    } else {
      console.error(err);
    }
    process.exit(1);
  });
}
