import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemo } from './db/seed';
import { startMailWorker } from './mail/worker';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    onIdleError: (err) => console.error('database connection lost (it will be replaced):', err.message),
  });
  const seeded =
    config.seedDemo === 'off'
      ? false
      : await seedDemo(database.db, { timeZone: config.timeZone, accountsOnly: config.seedDemo === 'users' });
  const app = await buildApp({ config, db: database.db, serveWeb: true });
  const worker = startMailWorker({ db: database.db, config, log: app.log });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await worker.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  const lines = [
    '',
    `  Roleplay back office is running at ${config.appUrl}`,
    `  Database: ${where}`,
    `  Mail: ${config.smtpUrl ? `delivered through ${new URL(config.smtpUrl).host}` : 'kept in the outbox (Mailbox page)'}`,
  ];
  if (config.seedDemo !== 'off') {
    lines.push(
      seeded ? '  Demo data was created.' : '  Demo data present.',
      '  Demo sign-ins (password Demo-pass-1): admin@example.com, sc@example.com, coach@example.com,',
      '  rp@example.com, participant@example.com',
    );
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
