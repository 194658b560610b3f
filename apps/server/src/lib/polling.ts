/**
 * A background loop that polls the database: one pass now, then one every `intervalMs`, or at once
 * again when a pass reports it came back full; never two passes of one loop at a time. `stop()`
 * cancels the next pass and resolves once the pass under way (which sees `shouldStop()` turn true)
 * has finished, then runs `onStop`. A pass that throws is reported to `onError` and the loop goes on.
 */
export function startPolling(opts: {
  intervalMs: number;
  /** One pass; resolves true when it was full (more work is waiting). */
  run: (shouldStop: () => boolean) => Promise<boolean>;
  onError: (err: unknown) => void;
  onStop?: () => void;
}): { stop(): Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(pass, ms);
    // The loop alone never keeps the process alive.
    timer.unref();
  };

  // Named `pass`: the mail tests recognise the loop's timers by it.
  function pass(): void {
    timer = undefined;
    running = (async () => {
      let full = false;
      try {
        full = await opts.run(() => stopped);
      } catch (err) {
        opts.onError(err);
      }
      running = undefined;
      schedule(full ? 0 : opts.intervalMs);
    })();
  }

  schedule(0);
  let stopping: Promise<void> | undefined;
  return {
    stop() {
      stopping ??= (async () => {
        stopped = true;
        if (timer) clearTimeout(timer);
        timer = undefined;
        await running;
        opts.onStop?.();
      })();
      return stopping;
    },
  };
}
