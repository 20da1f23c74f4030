/**
 * Many callers, few pings: each caller waits for a ping that was sent after it called, and one ping
 * serves everyone who called while the previous one was under way. `ping` is a round trip to the
 * server that delivers the notices, so when it returns every notice committed before it was sent
 * has been handled (postgres-change-bus.ts and pglite-change-bus.ts say why that holds).
 */
export function syncBarrier(ping: () => Promise<unknown>): () => Promise<void> {
  let inFlight: Promise<void> | undefined;
  let next: Promise<void> | undefined;

  const launch = (): Promise<void> => {
    const round = ping().then(() => undefined);
    inFlight = round;
    const settled = () => {
      if (inFlight === round) inFlight = undefined;
    };
    round.then(settled, settled);
    return round;
  };

  return () => {
    if (!inFlight) return launch();
    // The ping under way left before this call: it does not cover it, the one after it does.
    next ??= inFlight
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return launch();
      });
    return next;
  };
}
