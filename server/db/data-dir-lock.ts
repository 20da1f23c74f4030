import { createHash } from 'node:crypto';
import { mkdirSync, realpathSync, rmSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { StartupProblem } from '../startup-problem.ts';

// One process at a time per data folder: PGlite is an embedded database with no locking of its own,
// and two shops on one folder each wrote over the other. The lock is a listening socket,
// which the operating system closes when the process dies, kill -9 included: a crash never leaves
// the folder locked. Whoever finds it taken connects to it and is told who holds it.

/** What holds a data folder: the shop, or one of the commands that must run with the shop stopped. */
export type DataDirUser = 'shop' | 'backup' | 'restore';

/**
 * How the lock is held. Linux: a socket in the abstract namespace (no file; gone with the process).
 * Windows: a named pipe (the same). Elsewhere (macOS): a socket file in the folder, which a crash
 * leaves behind, so a file nobody answers on is taken over.
 */
export type LockKind = 'abstract-socket' | 'named-pipe' | 'socket-file';

export interface DataDirLock {
  release(): Promise<void>;
}

const defaultKind = (): LockKind =>
  process.platform === 'linux' ? 'abstract-socket' : process.platform === 'win32' ? 'named-pipe' : 'socket-file';

/**
 * Takes the data folder for this process (creating the folder if needed), or throws a
 * StartupProblem naming the folder, who holds it and what to do. The lock never keeps the process
 * alive (its socket is unref'd); release() gives it back, and so does the process's end.
 */
export async function lockDataDir(
  dataDir: string,
  user: DataDirUser,
  kind: LockKind = defaultKind(),
): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true });
  const address = lockAddress(dataDir, kind);
  const holder = JSON.stringify({ user, pid: process.pid });
  let server = await listen(address, holder);
  if (!server && kind === 'socket-file' && !(await whoHolds(address))) {
    // A socket file nobody answers on: left by a process that died. Take it over.
    rmSync(address, { force: true });
    server = await listen(address, holder);
  }
  if (!server) throw new StartupProblem(inUseMessage(dataDir, user, await whoHolds(address)));
  const taken = server;
  return {
    release: () =>
      new Promise<void>((resolve) => {
        taken.close(() => resolve());
        if (kind === 'socket-file') rmSync(address, { force: true });
      }),
  };
}

/** The lock's socket address, from the folder's real path (so ./data and its absolute path are one lock). */
export function lockAddress(dataDir: string, kind: LockKind): string {
  const real = realpathSync(dataDir);
  const hash = createHash('sha256')
    .update(process.platform === 'win32' ? real.toLowerCase() : real)
    .digest('hex');
  if (kind === 'abstract-socket') return `\0al-zahra-shop:${hash}`;
  if (kind === 'named-pipe') return `\\\\.\\pipe\\al-zahra-shop-${hash}`;
  return join(real, '.shop-lock.sock');
}

/** Listens on the address (the lock is taken), or resolves undefined when another process listens there. */
function listen(address: string, holder: string): Promise<Server | undefined> {
  return new Promise((resolve, reject) => {
    const server = createServer((socket) => {
      socket.unref();
      socket.on('error', () => {});
      socket.end(`${holder}\n`);
    });
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') resolve(undefined);
      else reject(error);
    });
    server.listen(address, () => {
      server.unref();
      resolve(server);
    });
  });
}

interface Holder {
  user: DataDirUser;
  pid: number;
}

/** Asks whoever listens on the address who it is: undefined when nobody answers (a stale socket file). */
function whoHolds(address: string): Promise<Holder | 'unknown' | undefined> {
  return new Promise((resolve) => {
    const socket = connect(address);
    let answer = '';
    const done = (result: Holder | 'unknown' | undefined) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    // Something listens but says nothing in time: still held.
    const timer = setTimeout(() => done('unknown'), 2_000);
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => {
      try {
        done(JSON.parse(answer) as Holder);
      } catch {
        done('unknown');
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) =>
      done(error.code === 'ECONNREFUSED' || error.code === 'ENOENT' ? undefined : 'unknown'),
    );
  });
}

const HOLDERS: Record<DataDirUser, string> = {
  shop: 'another running shop',
  backup: 'a backup in progress',
  restore: 'a restore in progress',
};

const ADVICE: Record<DataDirUser, string> = {
  shop: 'stop it or set DATA_DIR to another folder.',
  backup: 'stop it first (the embedded database belongs to one process at a time), then back up.',
  restore: 'stop it first, or restore into another folder (DATA_DIR=./data-restored npm run restore -- <backup>).',
};

function inUseMessage(dataDir: string, user: DataDirUser, holder: Holder | 'unknown' | undefined): string {
  const who =
    holder && holder !== 'unknown'
      ? `${HOLDERS[holder.user] ?? 'another process'} (process ${holder.pid})`
      : 'another process';
  return `DATA_DIR ${dataDir} is in use by ${who}; ${ADVICE[user]}`;
}
