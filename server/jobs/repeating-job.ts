export interface RepeatingJob {
  /** Stops the timer and waits for a round in progress, so the database can be closed after. */
  stop(): Promise<void>;
}

/**
 * Runs `round` now and then every `everyMs`, one round at a time (a tick while one runs is
 * skipped). The timer is unref'd so it never keeps the process alive; `round` logs its own failures.
 */
export function startRepeatingJob(everyMs: number, round: () => Promise<void>): RepeatingJob {
  let running: Promise<void> | undefined;
  let stopped = false;
  const runRound = () => {
    if (stopped || running) return;
    running = round().finally(() => (running = undefined));
  };
  runRound();
  const timer = setInterval(runRound, everyMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
