import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemo } from './db/seed';
import { startJobRunner } from './jobs/runner';
import { startMailWorker } from './mail/worker';
import { purgeAudit } from './modules/activity';
import { startHousekeeping } from './modules/auth/housekeeping';
import { backfillJobHandlers } from './modules/backfill';
import { regappJobHandlers } from './modules/regapp';
import { reminderJobHandlers } from './modules/reminders';
import { type BackgroundJob, createShutdown } from './shutdown';

async function main(): Promise<void> {
  const config = loadConfig();
  // Lost connections are reported on the console until the app (and its logger) exists.
  let log: FastifyBaseLogger | undefined;
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    onConnectionError: (err, state) => {
      if (log) log.warn({ error: err.message, state }, 'database connection lost; the pool opens a new one');
      else console.error(`database connection lost (${state}); the pool opens a new one: ${err.message}`);
    },
  });
  const seeded =
    config.seedDemo === 'off'
      ? false
      : await seedDemo(database.db, { timeZone: config.timeZone, accountsOnly: config.seedDemo === 'users' });
  const app = await buildApp({ config, db: database.db, serveWeb: true });
  log = app.log;

  // Everything that runs beside the HTTP server; shutdown stops each and waits for its current work.
  const mailWorker = startMailWorker({ db: database.db, config, log: app.log });
  const housekeeping = startHousekeeping({
    db: database.db,
    log: app.log,
    tasks: [
      {
        name: 'audit trail retention',
        run: (now) => purgeAudit({ db: database.db, retentionDays: config.auditRetentionDays, now }),
      },
    ],
  });
  const jobRunner = startJobRunner({
    db: database.db,
    config,
    log: app.log,
    handlers: { ...reminderJobHandlers, ...regappJobHandlers, ...backfillJobHandlers },
  });
  const jobs: BackgroundJob[] = [
    { name: 'the mail worker', stop: () => mailWorker.stop() },
    { name: 'the sign-in housekeeping', stop: () => housekeeping.stop() },
    { name: 'the job runner', stop: () => jobRunner.stop() },
  ];

  const shutdown = createShutdown({
    app,
    jobs,
    database,
    timeoutMs: config.shutdownTimeoutMs,
    log: app.log,
    exit: (code) => process.exit(code),
  });
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
