// Lighthouse for bench:web, fetched by npm when the bench runs rather than installed with the shop:
// its 180 MB of packages (a trace engine, Sentry, its own Chrome launcher) made every `npm install`,
// CI's included, 10-20 s slower for a bench a few people run (docs/benches.md).
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_ARGS, CHROMIUM_PATH, freePort } from '../scripts/lib/local-machine.ts';
import { waitUntilAnswers } from '../scripts/lib/wait-until-answers.ts';

/** The Lighthouse the figures in docs/benches.md were measured with. */
const LIGHTHOUSE_PACKAGE = 'lighthouse@12.8.2';

/** What the bench reads of a Lighthouse report (its JSON output). */
export interface LighthouseReport {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { id: string; score: number | null; scoreDisplayMode: string; numericValue?: number }>;
}

/** Debian's Chromium, listening for DevTools on a port of its own, for Lighthouse to drive. */
export async function launchChromiumForLighthouse(): Promise<{ port: number; close: () => Promise<void> }> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'shop-lighthouse-chromium-'));
  const chromium = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  // Its profile is removed once it has exited: a Chromium still closing writes into it. One that
  // never started (no such file) reports an error and no exit.
  const exited = new Promise((resolve) => {
    chromium.once('exit', resolve);
    chromium.once('error', resolve);
  });
  const close = async () => {
    chromium.kill();
    await exited;
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    await waitUntilAnswers({
      name: 'Chromium',
      url: `http://127.0.0.1:${port}/json/version`,
      withinMs: 30_000,
      process: chromium,
    });
  } catch (error) {
    await close();
    throw error;
  }
  return { port, close };
}

/** One Lighthouse run (its default: a mobile phone, throttled) of `url` in the Chromium on `port`. */
export async function runLighthouse(
  url: string,
  port: number,
  categories: readonly string[],
): Promise<LighthouseReport> {
  const folder = mkdtempSync(join(tmpdir(), 'shop-lighthouse-report-'));
  const report = join(folder, 'report.json');
  try {
    await runLighthouseCli(url, port, categories, report);
    return JSON.parse(readFileSync(report, 'utf8')) as LighthouseReport;
  } catch (error) {
    // A run Lighthouse gave up on (NO_NAVSTART: its trace missed the navigation) exits non-zero:
    // reported as that run's runtime error, for the bench to leave out, not as the bench's end.
    const stderr = String((error as { stderr?: unknown }).stderr ?? '');
    const runtimeError = /Runtime error encountered: (.*) \((\w+)\)/.exec(stderr);
    if (!runtimeError) throw error;
    return { runtimeError: { code: runtimeError[2]!, message: runtimeError[1]! }, categories: {}, audits: {} };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function runLighthouseCli(url: string, port: number, categories: readonly string[], report: string) {
  await promisify(execFile)(
    'npm',
    [
      'exec',
      '--yes',
      `--package=${LIGHTHOUSE_PACKAGE}`,
      '--',
      'lighthouse',
      url,
      `--port=${port}`,
      '--output=json',
      `--output-path=${report}`,
      `--only-categories=${categories.join(',')}`,
      '--quiet',
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  );
}
