/**
 * `npm run check:data`: runs the data invariants (db/invariants.ts) on a live database, the one the
 * server uses (DATABASE_URL, or the embedded database in DATA_DIR, read by config.ts as the server
 * reads them), and prints each rule with the rows that break it. Exit status 0 when every rule
 * holds, 1 when one is broken, 2 when the check could not run. It only reads (opening the database
 * runs any migration not yet run, as the server does).
 */
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { checkInvariants, describeFindings, INVARIANTS } from '../db/invariants';
import { isEntryPoint, useInvokingFolder } from './entry';

async function main(): Promise<number> {
  // A relative DATA_DIR means the folder the command was typed in (where `npm start` keeps its data).
  useInvokingFolder();
  const config = loadConfig();
  if (!config.databaseUrl) {
    const dir = path.join(config.dataDir, 'pglite');
    if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
      console.error(`There is no embedded database in ${dir} (set DATA_DIR, or DATABASE_URL for PostgreSQL).`);
      return 2;
    }
    // The embedded database serves one process at a time (the marker is there while it is open).
    if (fs.existsSync(path.join(dir, 'postmaster.pid'))) {
      console.error(`The embedded database in ${dir} is open: stop the server, then check it.`);
      return 2;
    }
  }
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${config.dataDir}`;
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
  try {
    const findings = await checkInvariants(database.db);
    console.log(`Checked ${INVARIANTS.length} rules on ${where}.`);
    if (findings.length === 0) {
      console.log('Every rule holds.');
      return 0;
    }
    const broken = new Set(findings.map((f) => f.name));
    for (const invariant of INVARIANTS) if (!broken.has(invariant.name)) console.log(`ok  ${invariant.name}: ${invariant.rule}`);
    console.log(`\n${findings.length} rule${findings.length === 1 ? ' is' : 's are'} broken:\n${describeFindings(findings, 50)}`);
    return 1;
  } finally {
    await database.close();
  }
}

if (isEntryPoint(import.meta.url)) {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err instanceof ConfigError ? err.message : err);
      process.exit(2);
    },
  );
}
