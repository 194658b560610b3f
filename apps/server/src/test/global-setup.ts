import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { dumpMigratedPglite, migrationsFolder, openDatabase } from '../db/client';

/**
 * Runs once before the server's test files. Every API test file gets a fresh database; building
 * one from nothing (PGlite's initdb, or CREATE DATABASE and every migration on PostgreSQL) costs
 * seconds, so this builds one migrated template per set of migrations and the harness copies it:
 * a PGlite data-directory dump, or a PostgreSQL template database.
 */
export default async function setup(project: TestProject): Promise<void> {
  const fingerprint = migrationsFingerprint();
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    project.provide('postgresTemplate', await postgresTemplate(adminUrl, `t_template_${fingerprint}`));
  } else {
    project.provide('pgliteTemplate', await pgliteTemplate(fingerprint));
  }
}

/** The migrations' file names and contents, hashed: a template built from other migrations is stale. */
function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  const names = fs.readdirSync(migrationsFolder, { recursive: true }).map(String).sort();
  for (const name of names) {
    const file = path.join(migrationsFolder, name);
    if (fs.statSync(file).isFile()) hash.update(name).update('\0').update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The dump file's path; kept between runs (same migrations, same dump), written atomically. It lives
 * in node_modules/.cache, so installing packages again (perhaps another PGlite) starts afresh.
 */
async function pgliteTemplate(fingerprint: string): Promise<string> {
  const dir = path.resolve(import.meta.dirname, '../../../../node_modules/.cache/roleplay-test-templates');
  const file = path.join(dir, `pglite-${fingerprint}.tar`);
  if (fs.existsSync(file)) return file;
  fs.mkdirSync(dir, { recursive: true });
  const dump = await dumpMigratedPglite();
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, file);
  return file;
}

/**
 * A migrated database in the PostgreSQL server, used only as CREATE DATABASE's template. Test runs
 * that start together take turns under an advisory lock, so one builds it and the others reuse it.
 */
async function postgresTemplate(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      const building = `${name}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      const database = await openDatabase({ url: url.toString(), dataDir: 'unused', poolSize: 1 });
      await database.close();
      // Renamed only once complete: a half-migrated template is never used.
      await admin.query(`alter database ${building} rename to ${name}`);
    }
    await admin.query('select pg_advisory_unlock(hashtext($1))', [name]);
  } finally {
    await admin.end();
  }
  return name;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The path of the migrated PGlite dump (PGlite runs). */
    pgliteTemplate: string;
    /** The name of the migrated template database (PostgreSQL runs). */
    postgresTemplate: string;
  }
}
