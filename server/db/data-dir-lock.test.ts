import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { StartupProblem } from '../startup-problem.ts';
import { lockAddress, lockDataDir, type LockKind } from './data-dir-lock.ts';

// The data folder's single-writer lock, in this process and in short-lived child processes. The
// shop refusing a held folder as a process of its own: one-shop-per-data-dir.test.ts.

const scratch = mkdtempSync(join(tmpdir(), 'shop-lock-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let folders = 0;
const newFolder = () => join(scratch, `data-${++folders}`);

/** Runs a TypeScript snippet in a child node (through tsx), from the repository's root like the test itself. */
function runChild(code: string): Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal, output })));
}

// The named pipe exists on Windows only; the socket file works everywhere (it is macOS's).
const kinds: LockKind[] = [
  ...(process.platform === 'linux' ? (['abstract-socket'] as const) : []),
  ...(process.platform === 'win32' ? (['named-pipe'] as const) : ['socket-file' as const]),
];

describe.each(kinds)('the data folder lock (%s)', (kind) => {
  it('refuses a second holder with one line naming the folder, who holds it and what to do', async () => {
    const dataDir = newFolder();
    const lock = await lockDataDir(dataDir, 'shop', kind);
    const second = lockDataDir(dataDir, 'shop', kind);
    await expect(second).rejects.toBeInstanceOf(StartupProblem);
    await expect(second).rejects.toThrow(
      `DATA_DIR ${dataDir} is in use by another running shop (process ${process.pid}); stop it or set DATA_DIR to another folder.`,
    );
    await expect(lockDataDir(dataDir, 'backup', kind)).rejects.toThrow(
      /is in use by another running shop \(process \d+\); stop it first .*then back up\.$/,
    );
    await lock.release();
    const again = await lockDataDir(dataDir, 'backup', kind);
    await expect(lockDataDir(dataDir, 'shop', kind)).rejects.toThrow(/in use by a backup in progress/);
    await again.release();
  });

  it.runIf(process.platform !== 'win32')('is one lock for every spelling of the folder (a symlink to it)', async () => {
    const dataDir = newFolder();
    mkdirSync(dataDir);
    const link = `${dataDir}-link`;
    symlinkSync(dataDir, link);
    expect(lockAddress(link, kind)).toBe(lockAddress(dataDir, kind));
    const lock = await lockDataDir(dataDir, 'shop', kind);
    await expect(lockDataDir(link, 'shop', kind)).rejects.toThrow(`DATA_DIR ${link} is in use`);
    await lock.release();
  });

  it('is given back by the operating system when its process is killed (kill -9), and holds no process open', async () => {
    const dataDir = newFolder();
    // A holder that would live for a minute, killed once it has the lock.
    const holder = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `import { lockDataDir } from './server/db/data-dir-lock.ts';
         await lockDataDir(${JSON.stringify(dataDir)}, 'shop', ${JSON.stringify(kind)});
         console.log('locked');
         setTimeout(() => {}, 60_000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve) =>
      holder.stdout.on('data', (chunk) => String(chunk).includes('locked') && resolve()),
    );
    await expect(lockDataDir(dataDir, 'shop', kind)).rejects.toThrow(`(process ${holder.pid})`);
    const exited = new Promise((resolve) => holder.once('exit', resolve));
    holder.kill('SIGKILL');
    await exited;
    if (kind === 'socket-file') expect(existsSync(lockAddress(dataDir, kind))).toBe(true); // left behind
    const lock = await lockDataDir(dataDir, 'shop', kind);
    await lock.release();

    // A process that only takes the lock ends by itself: the lock keeps nothing waiting.
    const idle = await runChild(
      `import { lockDataDir } from './server/db/data-dir-lock.ts';
       await lockDataDir(${JSON.stringify(dataDir)}, 'shop', ${JSON.stringify(kind)});
       console.log('locked and done');`,
    );
    expect(idle).toEqual({ code: 0, signal: null, output: 'locked and done\n' });
  });
});
