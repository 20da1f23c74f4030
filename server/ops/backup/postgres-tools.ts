import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The major version of a PostgreSQL client program (`pg_dump (PostgreSQL) 15.20 (Debian …)` → 15). */
export async function clientMajorVersion(program: string): Promise<number> {
  let output: string;
  try {
    output = (await run(program, ['--version'])).stdout;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new BackupError(
      code === 'ENOENT'
        ? `${program} was not found. Install PostgreSQL's client programs (Debian: apt-get install postgresql-client) in the version of the server or newer.`
        : `${program} --version failed: ${(error as Error).message}`,
    );
  }
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(output);
  if (!match) throw new BackupError(`Could not read ${program}'s version from "${output.trim()}"`);
  return Number(match[1]);
}

/**
 * The pg_dump or pg_restore to run against a server of this major version: the one on the PATH when
 * it is that version or newer (pg_dump refuses a newer server, and an older pg_restore cannot read a
 * newer dump), else Debian's side-by-side install of the server's own version
 * (/usr/lib/postgresql/<major>/bin).
 */
export async function clientFor(program: 'pg_dump' | 'pg_restore', serverMajor: number): Promise<string> {
  const sideBySide = `/usr/lib/postgresql/${serverMajor}/bin/${program}`;
  let onPath: number | undefined;
  try {
    onPath = await clientMajorVersion(program);
  } catch (error) {
    if (!existsSync(sideBySide)) throw error;
  }
  if (onPath !== undefined && onPath >= serverMajor) return program;
  if (existsSync(sideBySide)) return sideBySide;
  throw new BackupError(
    `${program} on this machine is PostgreSQL ${onPath}, older than the server (PostgreSQL ${serverMajor}). Install the client programs of version ${serverMajor} or newer (Debian: apt-get install postgresql-client-${serverMajor}).`,
  );
}

/** A failure the operator can act on: printed as it is, without a stack. */
export class BackupError extends Error {}
