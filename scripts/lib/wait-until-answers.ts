// What every script, bench and test that starts a server of its own waits for: its URL answering.
import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

export interface AnswerWait {
  /** What was started, for the errors: "The shop", "nginx", "Chromium". */
  name: string;
  /** Answers 2xx once it serves. */
  url: string;
  withinMs: number;
  /** The process started to serve it: its exit ends the wait. */
  process?: ChildProcess;
  /** What that process has printed so far, put in the errors. */
  output?: () => string;
  everyMs?: number;
}

/** Resolves once `url` answers 2xx; throws when the process exits first or the time is up. */
export async function waitUntilAnswers({ name, url, withinMs, process, output, everyMs = 100 }: AnswerWait) {
  const deadline = Date.now() + withinMs;
  const printed = () => (output ? `:\n${output()}` : '');
  for (;;) {
    if (process && (process.exitCode !== null || process.signalCode !== null)) {
      throw new Error(`${name} exited during start-up${printed()}`);
    }
    // A server that takes the connection and never answers does not hold the wait past its time.
    // The body is let go of at once: left unread, it holds its connection until it is collected.
    const answered = await fetch(url, { signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())) }).then(
      async (response) => {
        await response.body?.cancel().catch(() => undefined);
        return response.ok;
      },
      () => false,
    );
    if (answered) return;
    if (Date.now() > deadline) throw new Error(`${name} did not answer ${url} within ${withinMs / 1000} s${printed()}`);
    await sleep(everyMs);
  }
}
