import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../scripts/lib/local-machine.ts';
import { CONNECT_TIMEOUT_MS } from './db/client.ts';
import { runShop } from './testing/node-process.ts';

// Start-up speaks plainly. The real server process (bundled as `npm start` runs it) is
// started with one bad setting at a time, as a new user would, and must stop within seconds with a
// line naming the setting, a non-zero exit and no stack trace. The cases run at once: each process
// fails before it opens any database.

const BUDGET_MS = 15_000;

interface Outcome {
  code: number | null;
  signal: NodeJS.Signals | null;
  ms: number;
  output: string;
}

const scratch = mkdtempSync(join(tmpdir(), 'shop-startup-'));
const listeners: Server[] = [];
const accepted: Socket[] = [];

afterAll(async () => {
  for (const socket of accepted) socket.destroy();
  await Promise.all(listeners.map((server) => new Promise((resolve) => server.close(resolve))));
  rmSync(scratch, { recursive: true, force: true });
});

/** Starts the shop with these settings (on top of harmless defaults) and waits for it to end, or kills it at twice the budget. */
async function startShop(env: Record<string, string | undefined>): Promise<Outcome> {
  const started = Date.now();
  const shop = runShop({
    // A new user's machine: the embedded database and no Redis, whatever this test run uses.
    DATABASE_URL: undefined,
    REDIS_URL: undefined,
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'info',
    ADMIN_PASSWORD: 'Startup-Test-Password-1',
    ...env,
  });
  const killer = setTimeout(() => shop.child.kill('SIGKILL'), BUDGET_MS * 2);
  const { code, signal, at } = await shop.ended;
  clearTimeout(killer);
  return { code, signal, ms: at - started, output: shop.output() };
}

function listenOn(server: Server, port: number, host?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
}

/** Listens on a free port the way the shop does by default (every interface), so the shop finds it taken. */
async function takenPort(): Promise<number> {
  const port = await freePort();
  const blocker = createServer();
  listeners.push(blocker);
  await listenOn(blocker, port, '::').catch(() => listenOn(blocker, port, '0.0.0.0'));
  return port;
}

/** A "database server" that accepts connections and never answers (a firewall that drops, a wrong host). */
async function silentServer(): Promise<number> {
  const port = await freePort();
  const server = createServer((socket) => {
    accepted.push(socket);
    socket.on('error', () => undefined);
  });
  listeners.push(server);
  await listenOn(server, port, '127.0.0.1');
  return port;
}

interface Case {
  name: string;
  setting: string;
  env: () => Promise<Record<string, string | undefined>>;
  /** A wait the shop makes on purpose before it gives up, on top of the budget for starting. */
  waitMs?: number;
}

const freshDataDir = () => mkdtempSync(join(scratch, 'data-'));

const cases: Case[] = [
  {
    name: 'an ADMIN_PASSWORD the password policy refuses',
    setting: 'ADMIN_PASSWORD',
    env: async () => ({ ADMIN_PASSWORD: 'alllowercase1', DATA_DIR: freshDataDir(), PORT: String(await freePort()) }),
  },
  {
    name: 'a DATA_DIR that cannot be a folder (a file is in its path)',
    setting: 'DATA_DIR',
    env: async () => {
      const file = join(scratch, 'a-file');
      writeFileSync(file, 'not a folder');
      return { DATA_DIR: join(file, 'data'), PORT: String(await freePort()) };
    },
  },
  {
    name: 'an unreachable DATABASE_URL (nothing listens there)',
    setting: 'DATABASE_URL',
    env: async () => ({
      DATABASE_URL: `postgres://postgres@127.0.0.1:${await freePort()}/shop`,
      DATA_DIR: freshDataDir(),
      PORT: String(await freePort()),
    }),
  },
  {
    name: 'an unreachable DATABASE_URL (a server that never answers)',
    setting: 'DATABASE_URL',
    env: async () => ({
      DATABASE_URL: `postgres://postgres@127.0.0.1:${await silentServer()}/shop`,
      DATA_DIR: freshDataDir(),
      PORT: String(await freePort()),
    }),
    // Connecting gives up after CONNECT_TIMEOUT_MS; a busy machine's start-up comes before it.
    waitMs: CONNECT_TIMEOUT_MS,
  },
  {
    name: 'a PORT already in use',
    setting: 'PORT',
    env: async () => ({ PORT: String(await takenPort()), HOST: undefined, DATA_DIR: freshDataDir() }),
  },
];

// Linux's /proc answers "no such file" to a folder made in it, and Node's recursive mkdir retried
// that for ever: start-up hung with no output at all.
if (process.platform === 'linux' && existsSync('/proc/sys')) {
  cases.push({
    name: 'a DATA_DIR in a file system that refuses folders (/proc)',
    setting: 'DATA_DIR',
    env: async () => ({ DATA_DIR: '/proc/sys/shop-data', PORT: String(await freePort()) }),
  });
}
// A read-only folder stops only a user who is not root.
if (process.getuid?.() !== 0) {
  cases.push({
    name: 'a DATA_DIR this user may not write',
    setting: 'DATA_DIR',
    env: async () => {
      const folder = join(scratch, 'read-only');
      mkdirSync(folder, { recursive: true, mode: 0o555 });
      return { DATA_DIR: folder, PORT: String(await freePort()) };
    },
  });
}

describe('start-up with a bad setting', () => {
  const outcomes = new Map<string, Outcome>();

  // All at once: each is a Node process that should end within seconds.
  beforeAll(async () => {
    const envs = await Promise.all(cases.map((c) => c.env()));
    const results = await Promise.all(
      cases.map((c, i) => startShop({ DATABASE_URL: undefined, REDIS_URL: undefined, ...envs[i] })),
    );
    cases.forEach((c, i) => outcomes.set(c.name, results[i]!));
  }, BUDGET_MS * 3);

  it.each(cases.map((c) => [c.name, c] as const))(
    '%s: stops within seconds with one line naming the setting, exit 1, no stack trace',
    (_name, c) => {
      const outcome = outcomes.get(c.name)!;
      const where = `output:\n${outcome.output}`;
      expect(outcome.signal, where).toBeNull();
      expect(outcome.code, where).toBe(1);
      expect(outcome.ms, where).toBeLessThan(BUDGET_MS + (c.waitMs ?? 0));
      // No stack frame, no dump of an error object.
      expect(outcome.output, where).not.toMatch(/^\s+at /m);
      expect(outcome.output, where).not.toMatch(/^\s*(errno|code|syscall):/m);
      const problem = outcome.output.split('\n').filter((line) => line.includes(c.setting) && !line.startsWith('{'));
      expect(problem, where).toHaveLength(1);
      expect(problem[0]!.length, where).toBeLessThan(400);
    },
  );
});
