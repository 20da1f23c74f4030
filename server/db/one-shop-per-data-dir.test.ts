import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/local-machine.ts';
import { runNode, runShop, type NodeProcess } from '../testing/node-process.ts';
import { copyMigratedPgliteInto } from '../testing/pglite-template.ts';

// Two `npm start` in one folder on two ports both opened the same embedded database, and
// the second's writes were lost. Real shop processes (bundled as `npm start` runs them) on one data
// folder: the second refuses with one line, `npm run backup` refuses too, and once the first is
// killed with SIGKILL (no clean-up of any kind) a new shop starts on the folder.

const dataDir = mkdtempSync(join(tmpdir(), 'shop-one-writer-'));
copyMigratedPgliteInto(dataDir);
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}-backups`, { recursive: true, force: true });
});

/** Killed after the file, if still running. */
function tracked(started: NodeProcess): NodeProcess {
  children.push(started.child);
  return started;
}
/** Our commands' settings on the shared folder, with the embedded database whatever the test run uses. */
const onTheFolder = (env: Record<string, string>) => ({
  DATA_DIR: dataDir,
  SEED_DEMO_DATA: 'false',
  ...env,
  DATABASE_URL: undefined,
  REDIS_URL: undefined,
});

async function shopProcess(): Promise<NodeProcess & { url: string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const shop = tracked(
    runShop(
      onTheFolder({ HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: url, ADMIN_PASSWORD: 'One-Writer-Test-1' }),
    ),
  );
  return { ...shop, url };
}

/** How a shop process's start ends: it serves (/readyz answers), or it exits with this code. */
async function startOutcome(shop: NodeProcess & { url: string }): Promise<'serving' | { exitCode: number | null }> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (shop.child.exitCode !== null) return { exitCode: shop.child.exitCode };
    if (
      await fetch(`${shop.url}/readyz`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return 'serving';
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The shop neither served nor exited within 120 s:\n${shop.output()}`);
}

// The embedded database's matter: its shops run on PGlite whatever DATABASE_URL the test run has.
describe('one shop per embedded database folder', () => {
  it('refuses a second shop and a backup on a held folder; after kill -9 of the first a new shop starts', async () => {
    const first = await shopProcess();
    expect(await startOutcome(first), first.output()).toBe('serving');
    const line = `DATA_DIR ${dataDir} is in use by another running shop (process ${first.child.pid});`;

    const second = await shopProcess();
    expect(await startOutcome(second), second.output()).toEqual({ exitCode: 1 });
    expect(second.output()).toBe(`${line} stop it or set DATA_DIR to another folder.\n`);

    const backup = tracked(
      runNode(
        ['--import', 'tsx', 'server/ops/backup/cli.ts', 'backup'],
        onTheFolder({ BACKUP_DIR: `${dataDir}-backups` }),
      ),
    );
    expect((await backup.ended).code).toBe(1);
    expect(backup.output().startsWith(`${line} stop it first`)).toBe(true);
    expect(backup.output().trimEnd().split('\n'), backup.output()).toHaveLength(1);

    first.child.kill('SIGKILL');
    await first.ended;
    const third = await shopProcess();
    expect(await startOutcome(third), third.output()).toBe('serving');
    third.child.kill('SIGTERM');
    expect((await third.ended).code).toBe(0);
  }, 300_000);
});
