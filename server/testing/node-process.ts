// The tests that need a real process (start-up, shutdown, one shop per folder, the payment crash
// tests) start it here: the built shop as `npm start` runs it, or another of our commands.
import { spawn, type ChildProcess } from 'node:child_process';
import { inject } from 'vitest';
import { waitUntilAnswers } from '../../scripts/lib/wait-until-answers.ts';

export interface NodeProcess {
  child: ChildProcess;
  /** Everything it has written so far, its standard output and error together. */
  output: () => string;
  /** Its end, once its output is all read: the exit code, or the signal that ended it, and when. */
  ended: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

/** `node args` on this test run's environment with `env` on top (an undefined value takes a variable out). */
export function runNode(args: readonly string[], env: Record<string, string | undefined>): NodeProcess {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  for (const [name, value] of Object.entries(childEnv)) if (value === undefined) delete childEnv[name];
  const child = spawn(process.execPath, args, { env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once('close', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  return { child, output: () => output, ended };
}

/** The shop as the test set-up bundled it (server/testing/global-setup.ts), with source maps as in production. */
export function runShop(env: Record<string, string | undefined>): NodeProcess {
  return runNode(['--enable-source-maps', inject('shopBundle')], env);
}

/** Resolves once the shop answers `url`; a start on a busy two-core machine can take a minute or more. */
export function servingAt(shop: NodeProcess, url: string): Promise<void> {
  return waitUntilAnswers({ name: 'The shop', url, withinMs: 120_000, process: shop.child, output: shop.output });
}

/** Whether it is still running (neither exited nor killed). */
export const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;
