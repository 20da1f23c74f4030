import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { DEFAULT_GOOGLE_IDENTITY, startOidcIssuer } from '#server/testing/oidc-issuer.ts';
import { dumpMigratedPglite, extractPgliteArchive } from '#server/testing/pglite-template.ts';
import { TEST_CHROMIUM_PATH, freePort } from '../../scripts/lib/local-machine.ts';
import { SHOP_NODE_FLAGS, SHOP_PROCESS_ENV } from '../../scripts/lib/node-flags.ts';
import { waitUntilAnswers } from '../../scripts/lib/wait-until-answers.ts';
import type { ShopUnderTest } from './shop-under-test.ts';
import { E2E_WORKERS } from './workers.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One shop per browser-test worker (shop-under-test.ts picks a worker's own). */
    shops: ShopUnderTest[];
  }
}

const OWNER = { email: 'owner@example.com', password: 'Owner12345' };

/** Starts the real server (built web app, fresh embedded database with demo data), once per worker. */
export default async function setup(project: TestProject) {
  if (!existsSync(TEST_CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${TEST_CHROMIUM_PATH}. Install it with: apt-get install -y chromium-headless-shell (or chromium)`,
    );
  }
  if (!existsSync('dist/web/index.html')) throw new Error('No web build: run "npm run build" first.');
  // One migrated database for every shop: each starts on a copy instead of running initdb and the
  // migrations itself, all of them at once.
  const templateFolder = mkdtempSync(join(tmpdir(), 'shop-e2e-template-'));
  const template = join(templateFolder, 'migrated.tar');
  writeFileSync(template, Buffer.from(await (await dumpMigratedPglite()).arrayBuffer()));
  const started = await Promise.allSettled(Array.from({ length: E2E_WORKERS }, () => startShop(template)));
  rmSync(templateFolder, { recursive: true, force: true });
  const shops = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = () => Promise.all(shops.map((shop) => shop.stop()));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  project.provide(
    'shops',
    shops.map((shop) => shop.shop),
  );
  return stopAll;
}

async function startShop(template: string): Promise<{ shop: ShopUnderTest; stop: () => Promise<void> }> {
  // Google sign-in runs against a local OpenID issuer, through the production code path.
  const issuer = await startOidcIssuer();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
  extractPgliteArchive(template, dataDir);
  // The tests browse at 127.0.0.1 while PUBLIC_URL says localhost, as a stranger would after
  // `npm start`; the account journeys run at both addresses.
  const publicUrl = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: publicUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: OWNER.email,
    ADMIN_PASSWORD: OWNER.password,
    GOOGLE_CLIENT_ID: 'shop-e2e',
    GOOGLE_CLIENT_SECRET: 'shop-e2e-secret',
    GOOGLE_ISSUER: issuer.issuer,
    // Every test comes from one IP: per-IP limits sized for a busy shop, per-e-mail limits as shipped.
    ...Object.fromEntries(
      ['SIGN_IN', 'SIGN_UP', 'RESET_REQUEST', 'RESET'].map((action) => [`RATE_LIMIT_${action}_PER_IP`, '1000']),
    ),
  };
  delete env.HOST; // every interface, so localhost works over IPv6 and IPv4 alike
  delete env.SMTP_URL; // reset mails land in the outbox folder, where the tests read them
  delete env.REDIS_URL;
  delete env.DATABASE_URL; // browser tests always run on their own embedded database
  // Vitest sets NODE_ENV=test, which the shop would inherit: React's development build rendered every
  // page (about 5 times slower). Unset, as after `npm start`, the shop's entry sets production.
  delete env.NODE_ENV;
  // The production build (npm run test:e2e builds it first): what `npm start` runs.
  const server = spawn(process.execPath, [...SHOP_NODE_FLAGS, 'dist/shop/main.js'], {
    env: { ...env, ...SHOP_PROCESS_ENV },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (chunk) => (output += chunk));
  server.stderr?.on('data', (chunk) => (output += chunk));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await issuer.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    // Generous: on a busy two-core machine a shop took over 120 s to answer.
    await waitUntilAnswers({
      name: 'The shop',
      url: `${baseUrl}/api/metals`,
      withinMs: 240_000,
      process: server,
      output: () => output,
      everyMs: 250,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  const shop: ShopUnderTest = {
    baseUrl,
    publicUrl,
    dataDir,
    owner: OWNER,
    googleUser: { email: DEFAULT_GOOGLE_IDENTITY.email, name: DEFAULT_GOOGLE_IDENTITY.name },
  };
  return { shop, stop };
}
