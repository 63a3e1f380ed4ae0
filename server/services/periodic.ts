/** A job run on a timer by every instance (the scheduled purge, the notice mail retries). */
export interface PeriodicJob {
  /** Clears the timers and waits for a run in progress. */
  stop(): Promise<void>;
}

export interface PeriodicTiming {
  firstDelayMs: number;
  everyMs: number;
}

/**
 * Runs `task` once `firstDelayMs` after start and then every `everyMs`. Timers are unref'd (they
 * never keep the process alive); a run never overlaps the one before it; a failed run is passed to
 * `onError` (to log it) and the next run tries again.
 */
export function runPeriodically(task: () => Promise<unknown>, timing: PeriodicTiming, onError: (err: Error) => void): PeriodicJob {
  let stopped = false;
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  const run = () => {
    if (stopped || running) return;
    running = task()
      .then(() => undefined)
      .catch((err) => onError(err as Error))
      .finally(() => (running = undefined));
  };

  timer = setTimeout(() => {
    run();
    if (stopped) return;
    timer = setInterval(run, timing.everyMs);
    timer.unref();
  }, timing.firstDelayMs);
  timer.unref();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      clearInterval(timer);
      await running;
    },
  };
}
