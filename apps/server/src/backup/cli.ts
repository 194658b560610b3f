import { parseArgs } from 'node:util';
import { isEntryPoint, useInvokingFolder } from '../cli/entry';
import { ConfigError, loadConfig } from '../config';
import { BackupError, createBackup, restoreBackup } from './backup';

/**
 * `npm run backup -- --out FILE` and `npm run restore -- --in FILE [--force]` (scripts/backup.mjs
 * runs this built file with "backup" or "restore" first). The database and DATA_DIR come from the
 * same settings as the server's (DATABASE_URL, DATA_DIR).
 */
const USAGE = 'Usage: npm run backup -- --out FILE.tar\n       npm run restore -- --in FILE.tar [--force]';

export type Command = { action: 'backup'; out: string } | { action: 'restore'; input: string; force: boolean };

export function parseCommandLine(argv: string[]): Command {
  try {
    const [action, ...rest] = argv;
    const { values } = parseArgs({
      args: rest,
      options: { out: { type: 'string' }, in: { type: 'string' }, force: { type: 'boolean' } },
      strict: true,
      allowPositionals: false,
    });
    if (action === 'backup') {
      if (!values.out) throw new BackupError('--out is required');
      if (values.in || values.force) throw new BackupError('backup takes --out only');
      return { action, out: values.out };
    }
    if (action === 'restore') {
      if (!values.in) throw new BackupError('--in is required');
      if (values.out) throw new BackupError('restore takes --in and --force only');
      return { action, input: values.in, force: values.force ?? false };
    }
    throw new BackupError(`unknown action ${action ?? '(none)'}`);
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    throw new BackupError(`${reason}\n${USAGE}`);
  }
}

async function main(): Promise<void> {
  const command = parseCommandLine(process.argv.slice(2));
  // Relative paths (DATA_DIR, --out, --in) mean the folder the command was typed in.
  useInvokingFolder();
  const config = loadConfig();
  const target = { databaseUrl: config.databaseUrl, dataDir: config.dataDir };
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${config.dataDir}`;
  if (command.action === 'backup') {
    const manifest = await createBackup({ ...target, out: command.out });
    console.log(`Backed up ${where} and ${manifest.files} file(s) of ${config.dataDir} into ${command.out}.`);
  } else {
    const manifest = await restoreBackup({ ...target, input: command.input, force: command.force });
    console.log(
      `Restored the backup of ${manifest.createdAt} (${manifest.files} file(s)) into ${where}. Start the server: it brings the database's schema up to date.`,
    );
  }
}

if (isEntryPoint(import.meta.url)) {
  main().catch((err: unknown) => {
    console.error(err instanceof BackupError || err instanceof ConfigError ? err.message : err);
    process.exit(1);
  });
}
