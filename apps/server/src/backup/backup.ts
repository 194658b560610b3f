import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import * as tar from 'tar';

/**
 * Backups of a whole deployment in one file: a plain tar archive holding
 *   backup.json             what is inside (format version, which database, when, how many files),
 *   database.pgdump         PostgreSQL: `pg_dump --format=custom`, restored with `pg_restore`; or
 *   database.pglite.tar.gz  the embedded database: PGlite's own data-directory dump,
 *   data/…                  the files of DATA_DIR beside the database (uploads/, calendar-feed.key, …).
 * The dumps are compressed already and uploads mostly are, so the archive itself is not.
 */

export const BACKUP_FORMAT = 'roleplay-backoffice-backup';
export const BACKUP_VERSION = 1;
const MANIFEST = 'backup.json';
const PG_DUMP_FILE = 'database.pgdump';
const PGLITE_DUMP_FILE = 'database.pglite.tar.gz';
/** Where the files of DATA_DIR go inside the archive. */
const DATA_PREFIX = 'data';
/** The embedded database's folder in DATA_DIR (db/client.ts). */
const PGLITE_DIR = 'pglite';
/** Present in PGlite's folder while a process has it open; PGlite removes it when it closes. */
const PGLITE_OPEN_MARKER = 'postmaster.pid';
/** DATA_DIR entries that are not data files: the database itself and work folders of a restore. */
const NOT_DATA = (name: string) => name === PGLITE_DIR || name.startsWith(`${PGLITE_DIR}.`) || name.startsWith('.restore-');

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  database: 'pglite' | 'postgres';
  createdAt: string;
  /** Files (not folders) taken from DATA_DIR. */
  files: number;
}

/** A refusal meant for the person at the terminal (nothing was changed). */
export class BackupError extends Error {}

export interface Target {
  /** PostgreSQL when set; otherwise the embedded database in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
}

const pgliteOptions = { extensions: { btree_gist, pg_trgm } };

/** Writes a backup of the database and the data files to `out` (replaced only once complete). */
export async function createBackup(opts: Target & { out: string }): Promise<BackupManifest> {
  const out = path.resolve(opts.out);
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'roleplay-backup-'));
  const partial = `${out}.partial-${process.pid}`;
  try {
    const kind = opts.databaseUrl ? 'postgres' : 'pglite';
    if (opts.databaseUrl) {
      await pgDump(opts.databaseUrl, path.join(staging, PG_DUMP_FILE));
    } else {
      await pgliteDump(opts.dataDir, path.join(staging, PGLITE_DUMP_FILE));
    }
    const dataEntries = fs.existsSync(opts.dataDir)
      ? fs
          .readdirSync(opts.dataDir)
          .filter((n) => !NOT_DATA(n))
          .sort()
      : [];
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      database: kind,
      createdAt: new Date().toISOString(),
      files: dataEntries.reduce((n, name) => n + countFiles(path.join(opts.dataDir, name)), 0),
    };
    fs.writeFileSync(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    // The data files keep their place in DATA_DIR under data/: a folder of links to them is the
    // simplest way to give tar one working folder for both parts.
    const dataLink = path.join(staging, DATA_PREFIX);
    fs.mkdirSync(dataLink);
    for (const name of dataEntries) fs.symlinkSync(path.join(path.resolve(opts.dataDir), name), path.join(dataLink, name));
    const dumpFile = kind === 'postgres' ? PG_DUMP_FILE : PGLITE_DUMP_FILE;
    await tar.create({ file: partial, cwd: staging, portable: true, follow: false }, [MANIFEST, dumpFile]);
    if (dataEntries.length > 0) {
      // Appended with the links followed (only the first level is a link), under data/.
      await tar.replace(
        { file: partial, cwd: staging, portable: true, follow: true },
        dataEntries.map((n) => `${DATA_PREFIX}/${n}`),
      );
    }
    fs.renameSync(partial, out);
    return manifest;
  } finally {
    fs.rmSync(partial, { force: true });
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Restores a backup into the configured database and DATA_DIR. Refuses (BackupError, nothing
 * changed) when the backup is of the other kind of database, or when the database or the uploads
 * folder holds anything already, unless `force`: then what is there is replaced.
 */
export async function restoreBackup(opts: Target & { input: string; force?: boolean }): Promise<BackupManifest> {
  const input = path.resolve(opts.input);
  if (!fs.existsSync(input)) throw new BackupError(`${input} does not exist`);
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const staging = fs.mkdtempSync(path.join(opts.dataDir, '.restore-'));
  try {
    try {
      await tar.extract({ file: input, cwd: staging, strict: true });
    } catch (err) {
      throw new BackupError(`${input} is not a readable backup archive (${(err as Error).message})`);
    }
    const manifest = readManifest(staging);
    const kind = opts.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.database !== kind) {
      throw new BackupError(
        manifest.database === 'postgres'
          ? 'This backup is of a PostgreSQL database: set DATABASE_URL to the database to restore it into.'
          : 'This backup is of the embedded database (PGlite): unset DATABASE_URL to restore it into DATA_DIR.',
      );
    }
    const uploads = path.join(opts.dataDir, 'uploads');
    const hasFiles = fs.existsSync(uploads) && countFiles(uploads) > 0;
    const hasData = opts.databaseUrl ? await postgresHasTables(opts.databaseUrl) : pgliteHasData(opts.dataDir);
    if ((hasData || hasFiles) && !opts.force) {
      const what = [hasData ? 'the database is not empty' : '', hasFiles ? `${uploads} holds files` : ''].filter(Boolean);
      throw new BackupError(`Not restoring: ${what.join(' and ')}. Run again with --force to replace what is there.`);
    }

    if (opts.databaseUrl) {
      await pgRestore(opts.databaseUrl, path.join(staging, PG_DUMP_FILE), hasData);
    } else {
      await pgliteRestore(opts.dataDir, path.join(staging, PGLITE_DUMP_FILE));
    }

    const restored = path.join(staging, DATA_PREFIX);
    if (hasFiles) fs.rmSync(uploads, { recursive: true, force: true });
    if (fs.existsSync(restored)) {
      for (const name of fs.readdirSync(restored)) {
        const target = path.join(opts.dataDir, name);
        fs.rmSync(target, { recursive: true, force: true });
        fs.renameSync(path.join(restored, name), target);
      }
    }
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

function readManifest(staging: string): BackupManifest {
  const file = path.join(staging, MANIFEST);
  let manifest: Partial<BackupManifest>;
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    throw new BackupError(`The archive holds no ${MANIFEST}: it is not a backup made by npm run backup`);
  }
  if (manifest.format !== BACKUP_FORMAT) throw new BackupError('The archive is not a backup made by npm run backup');
  if (manifest.version !== BACKUP_VERSION) {
    throw new BackupError(`The backup has format version ${manifest.version}; this version reads version ${BACKUP_VERSION}`);
  }
  if (manifest.database !== 'pglite' && manifest.database !== 'postgres') throw new BackupError(`${MANIFEST} names no database`);
  return manifest as BackupManifest;
}

function countFiles(entry: string): number {
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.isFile() ? 1 : 0;
  return fs.readdirSync(entry).reduce((n, name) => n + countFiles(path.join(entry, name)), 0);
}

// ---- PostgreSQL: pg_dump and pg_restore ----

/**
 * The connection as pg_dump/pg_restore arguments: the address without the password (which would
 * show in the process list) and the password in PGPASSWORD.
 */
function pgConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.on('error', (err: NodeJS.ErrnoException) => {
      reject(
        err.code === 'ENOENT'
          ? new BackupError(`${command} was not found: install the PostgreSQL client tools (see the README, "Backups")`)
          : err,
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve(output);
      else reject(new BackupError(`${command} failed (exit ${code}):\n${output.trim()}`));
    });
  });
}

async function serverMajorVersion(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>('show server_version_num');
    return Math.floor(Number(rows[0]?.v) / 10000);
  } finally {
    await client.end();
  }
}

/** pg_dump and pg_restore read servers of their own major version or older only. */
async function checkToolVersion(tool: 'pg_dump' | 'pg_restore', url: string): Promise<void> {
  const [printed, server] = await Promise.all([run(tool, ['--version'], process.env), serverMajorVersion(url)]);
  const major = Number(/(\d+)(\.\d+)?/.exec(printed)?.[1]);
  if (major < server) {
    throw new BackupError(
      `${tool} ${major} cannot handle a PostgreSQL ${server} server: install the version ${server} client tools (see the README, "Backups")`,
    );
  }
}

async function pgDump(url: string, file: string): Promise<void> {
  await checkToolVersion('pg_dump', url);
  const { dbname, env } = pgConnection(url);
  await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${dbname}`], env);
}

async function pgRestore(url: string, file: string, replace: boolean): Promise<void> {
  await checkToolVersion('pg_restore', url);
  const { dbname, env } = pgConnection(url);
  await run(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      ...(replace ? ['--clean', '--if-exists'] : []),
      `--dbname=${dbname}`,
      file,
    ],
    env,
  );
}

/** Whether the database has any table of its own (the app's or anything else's). */
async function postgresHasTables(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from pg_catalog.pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    return Number(rows[0]?.n) > 0;
  } finally {
    await client.end();
  }
}

// ---- The embedded database: PGlite's data-directory dump ----

function pgliteDir(dataDir: string): string {
  return path.join(dataDir, PGLITE_DIR);
}

function pgliteHasData(dataDir: string): boolean {
  const dir = pgliteDir(dataDir);
  return fs.existsSync(dir) && fs.readdirSync(dir).length > 0;
}

async function pgliteDump(dataDir: string, file: string): Promise<void> {
  const dir = pgliteDir(dataDir);
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) throw new BackupError(`There is no embedded database in ${dir}`);
  if (fs.existsSync(path.join(dir, PGLITE_OPEN_MARKER))) {
    throw new BackupError(
      `The embedded database in ${dir} is open: stop the server before backing it up (the embedded database serves one process at a time). If the server is stopped, it ended without closing the database: start and stop it once.`,
    );
  }
  const client = await PGlite.create(dir, pgliteOptions);
  try {
    const dump = await client.dumpDataDir('gzip');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
}

/** Loads the dump into a new folder beside the database, and puts it in the database's place once complete. */
async function pgliteRestore(dataDir: string, file: string): Promise<void> {
  const dir = pgliteDir(dataDir);
  if (fs.existsSync(path.join(dir, PGLITE_OPEN_MARKER))) {
    throw new BackupError(`The embedded database in ${dir} is open: stop the server before restoring.`);
  }
  const loading = `${dir}.restoring-${process.pid}`;
  fs.rmSync(loading, { recursive: true, force: true });
  try {
    const client = await PGlite.create(loading, { ...pgliteOptions, loadDataDir: await fs.openAsBlob(file) });
    await client.close();
    fs.rmSync(dir, { recursive: true, force: true });
    fs.renameSync(loading, dir);
  } finally {
    fs.rmSync(loading, { recursive: true, force: true });
  }
}
