import { mkdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, parse, sep } from 'node:path';
import { StartupProblem } from './startup-problem.ts';

// What server/main.ts checks, and how it words what it finds, before and while the shop starts: each
// failure a new user can cause with a setting becomes one line naming that setting and what to do
// (a StartupProblem), never a stack trace or a silent hang.

/** Why a file-system call failed, in words. */
function fileProblem(error: unknown, path: string): string {
  const code = (error as NodeJS.ErrnoException).code;
  switch (code) {
    case 'EACCES':
    case 'EPERM':
      return `permission denied at ${path}`;
    case 'EROFS':
      return `${path} is on a read-only file system`;
    case 'ENOTDIR':
      return `${path} is not a folder (a file is in the way)`;
    case 'ENOSPC':
      return 'no space left on the disk';
    case 'ENOENT':
      // The parent exists (folders are made one level at a time), yet the folder cannot be made: /proc, /sys.
      return `${path} cannot hold folders`;
    default:
      return `${code ?? 'error'} at ${path}`;
  }
}

/**
 * DATA_DIR, made if missing, and a probe file written and removed in it (and in the embedded
 * database's folder, when there is one already, as after a start under another user).
 *
 * The folders are made one level at a time: Node's recursive mkdir retried for ever where the file
 * system answers "no such file" to a new folder under one that exists (/proc), so start-up hung.
 */
export function checkDataDirWritable(dataDir: string): void {
  const fail = (reason: string) => {
    throw new StartupProblem(
      `DATA_DIR ${dataDir} cannot be written (${reason}): set DATA_DIR to a folder this user can write, or give this user that folder (the embedded database and generated secrets live there).`,
    );
  };
  const { root } = parse(dataDir);
  let path = root;
  for (const part of dataDir.slice(root.length).split(sep).filter(Boolean)) {
    path = join(path, part);
    try {
      if (!statSync(path).isDirectory()) fail(`${path} is a file, not a folder`);
      continue;
    } catch (error) {
      if (error instanceof StartupProblem) throw error;
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') fail(fileProblem(error, path));
    }
    try {
      mkdirSync(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') fail(fileProblem(error, path));
    }
  }
  const folders = [dataDir];
  const pglite = join(dataDir, 'pglite');
  try {
    if (statSync(pglite).isDirectory()) folders.push(pglite);
  } catch {
    // not made yet: PGlite makes it in the folder just checked
  }
  for (const folder of folders) {
    const probe = join(folder, `.write-check-${process.pid}`);
    try {
      writeFileSync(probe, '');
      unlinkSync(probe);
    } catch (error) {
      fail(fileProblem(error, folder));
    }
  }
}

/** The one line for a port the shop (PORT) or its metrics (METRICS_PORT) could not listen on, or undefined. */
export function listenProblem(
  error: unknown,
  setting: 'PORT' | 'METRICS_PORT',
  port: number,
  host: string | undefined,
): StartupProblem | undefined {
  const code = (error as NodeJS.ErrnoException).code;
  const on = host ? `on ${host}` : 'on this machine';
  if (code === 'EADDRINUSE') {
    return new StartupProblem(
      `${setting} ${port} is already in use ${on} (another shop or program listens there): stop that program or set ${setting} to a free port.`,
    );
  }
  if (code === 'EACCES') {
    return new StartupProblem(
      `${setting} ${port} may not be used by this user (ports below 1024 need administrator rights): set ${setting} to 1024 or above, behind a proxy for port 80 or 443.`,
    );
  }
  if (host && (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND' || code === 'EAI_AGAIN')) {
    return new StartupProblem(
      `HOST ${host} is not an address of this machine: set HOST to one of its addresses, or leave it unset to listen on every interface.`,
    );
  }
  return undefined;
}

function tryListen(port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve()));
  });
}

/**
 * Fails at once, before the database is opened (seconds on a busy machine), when the shop's port is
 * taken: listens on it as the shop will (HOST, or every interface) and lets go. Someone may still take
 * the port in between; the real listen says so in the same words.
 */
export async function checkPortFree(port: number, host: string | undefined, setting: 'PORT' | 'METRICS_PORT') {
  if (port === 0) return;
  try {
    if (host) await tryListen(port, host);
    else {
      await tryListen(port, '::').catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'EAFNOSUPPORT' && error.code !== 'EADDRNOTAVAIL') throw error;
        return tryListen(port, '0.0.0.0');
      });
    }
  } catch (error) {
    throw listenProblem(error, setting, port, host) ?? error;
  }
}

/** Socket errors, by code, in words. */
const SOCKET_PROBLEMS: Record<string, string> = {
  ECONNREFUSED: 'connection refused: nothing listens there',
  ECONNRESET: 'the connection was reset',
  ETIMEDOUT: 'no answer in time',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ENOTFOUND: 'host name not found',
  EAI_AGAIN: 'host name not found (DNS did not answer)',
};

/**
 * The one line for a PostgreSQL the shop could not connect to at start (DATABASE_URL), or undefined
 * for any other failure (a bug in a migration keeps its stack trace). Never shows the password.
 */
export function databaseStartupProblem(error: unknown, databaseUrl: string): StartupProblem | undefined {
  let where = 'the address in DATABASE_URL';
  try {
    const url = new URL(databaseUrl);
    where = `${url.hostname || 'localhost'}:${url.port || '5432'}${url.pathname && url.pathname !== '/' ? url.pathname : ''}`;
  } catch {
    // config.ts checked its form; keep the vague words
  }
  const { code, message } = error as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message : '';
  let reason: string | undefined;
  if (typeof code === 'string' && SOCKET_PROBLEMS[code]) reason = SOCKET_PROBLEMS[code];
  else if (/timeout|timed out/i.test(text)) reason = 'no answer within a few seconds';
  else if (/^Connection terminated/i.test(text)) reason = 'the server closed the connection';
  else if (typeof code === 'string' && /^(08|28|3D|57P0)/.test(code)) reason = text.split('\n')[0];
  else if (/SSL|self[- ]signed|certificate/i.test(text)) reason = text.split('\n')[0];
  if (!reason) return undefined;
  return new StartupProblem(
    `DATABASE_URL: cannot connect to PostgreSQL at ${where} (${reason}): check that the server runs and accepts this user there, or unset DATABASE_URL to use the embedded database.`,
  );
}
