/** Something running in the background of the server that must finish its current work on shutdown. */
export interface BackgroundJob {
  /** For the log lines. */
  name: string;
  /** Stops starting new work and resolves once the work in progress is done. */
  stop(): Promise<void>;
}

/** The logger calls shutdown makes (the app's pino logger in the server). */
export interface ShutdownLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface ShutdownOptions {
  /** The HTTP server: closing it stops accepting connections and waits for requests in flight. */
  app: { close(): PromiseLike<unknown> };
  /** Background jobs (the mail worker, housekeeping …), stopped while the HTTP server closes. */
  jobs: BackgroundJob[];
  /** Closed last, once nothing uses it any more. */
  database: { close(): Promise<void> };
  /** After this long the process exits anyway, with code 1. */
  timeoutMs: number;
  log: ShutdownLog;
  /** process.exit in the server. */
  exit(code: number): void;
}

const describe = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Returns the function a SIGTERM or SIGINT calls: it closes the HTTP server (requests in flight
 * finish, new connections are refused) and stops the background jobs at the same time, then
 * closes the database and exits with 0, or with 1 when a step failed. When that takes longer than
 * `timeoutMs` it logs why and exits with 1 at once. A second signal while shutting down does not
 * start again; it resolves with the first.
 */
export function createShutdown(options: ShutdownOptions): (signal: string) => Promise<void> {
  const { log, timeoutMs } = options;
  let shuttingDown: Promise<void> | undefined;
  let exited = false;
  const exit = (code: number) => {
    if (exited) return;
    exited = true;
    options.exit(code);
  };

  async function run(signal: string): Promise<void> {
    log.info({ signal, timeoutMs }, 'shutting down: finishing the requests in flight and the background jobs');
    let pending = 'the HTTP server and the background jobs';
    const deadline = setTimeout(() => {
      log.error({ timeoutMs, waitingFor: pending }, `shutdown did not finish within ${timeoutMs} ms; exiting anyway`);
      exit(1);
    }, timeoutMs);
    let failed = false;
    const step = async (what: string, work: () => PromiseLike<unknown>) => {
      try {
        await work();
      } catch (err) {
        failed = true;
        log.error({ error: describe(err) }, `shutdown: ${what} failed`);
      }
    };
    await Promise.all([
      step('closing the HTTP server', () => options.app.close()),
      ...options.jobs.map((job) => step(`stopping ${job.name}`, () => job.stop())),
    ]);
    pending = 'the database';
    await step('closing the database', () => options.database.close());
    clearTimeout(deadline);
    if (!exited) log.info({ signal }, 'shut down');
    exit(failed ? 1 : 0);
  }

  return (signal) => {
    if (shuttingDown) {
      log.info({ signal }, 'already shutting down');
      return shuttingDown;
    }
    shuttingDown = run(signal);
    return shuttingDown;
  };
}
