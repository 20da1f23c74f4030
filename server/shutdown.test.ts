import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../scripts/lib/local-machine.ts';
import { isRunning, runShop, servingAt, type NodeProcess } from './testing/node-process.ts';
import { copyMigratedPgliteInto } from './testing/pglite-template.ts';

// Graceful shutdown, on the real server process (bundled as `npm start` runs it) and real sockets:
// SIGTERM while a request is still arriving, as from a slow phone (its body trickles in). Start-up
// on an embedded database (a copy of the migrated template) takes a while on a busy machine, hence
// the long timeouts.

const ADMIN_PASSWORD = 'Shutdown-Test-Password-1';

interface Shop extends NodeProcess {
  port: number;
  origin: string;
}

const started: Array<{ shop: Shop; dataDir: string }> = [];

async function startShop(env: Record<string, string>): Promise<Shop> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-shutdown-'));
  copyMigratedPgliteInto(dataDir);
  const origin = `http://127.0.0.1:${port}`;
  const run = runShop({
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'info',
    ADMIN_PASSWORD,
    ...env,
    // Its own embedded database, whatever the test run uses.
    DATABASE_URL: undefined,
    REDIS_URL: undefined,
  });
  const shop: Shop = { ...run, port, origin };
  started.push({ shop, dataDir });
  await servingAt(shop, `${origin}/readyz`);
  return shop;
}

afterEach(async () => {
  for (const { shop, dataDir } of started.splice(0)) {
    if (isRunning(shop.child)) {
      shop.child.kill('SIGKILL');
      await shop.ended;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A raw HTTP/1.1 connection, so the test decides when each byte of the request leaves. */
async function openConnection(
  port: number,
): Promise<{ socket: Socket; received: () => string; closed: Promise<number> }> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  socket.on('error', () => undefined);
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
  return { socket, received: () => received, closed };
}

/** A visitor's add-to-cart, with its headers sent and its body held back. */
function startSlowRequest(socket: Socket, shop: Shop, body: string) {
  socket.write(
    [
      'POST /api/cart HTTP/1.1',
      `Host: 127.0.0.1:${shop.port}`,
      `Origin: ${shop.origin}`,
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: keep-alive',
      '',
      '',
    ].join('\r\n'),
  );
}

async function refusesNewConnections(port: number): Promise<boolean> {
  try {
    const socket = await openConnection(port);
    socket.socket.destroy();
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ECONNREFUSED';
  }
}

const statusOf = (response: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1]);

describe('graceful shutdown of the server process', () => {
  // One process for every case: starting one takes a while.
  it('on SIGTERM refuses new connections, closes idle keep-alive connections, finishes the request in flight, cuts one that outlasts SHUTDOWN_GRACE_SECONDS and exits 0', async () => {
    const graceMs = 4000;
    const metricsPort = await freePort();
    const shop = await startShop({ SHUTDOWN_GRACE_SECONDS: String(graceMs / 1000), METRICS_PORT: String(metricsPort) });

    // METRICS_PORT serves the metrics without a token; the shop's own port, without METRICS_TOKEN, does not.
    const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('http_request_duration_seconds_count{method="GET",route="/readyz"');
    expect((await fetch(`${shop.origin}/metrics`)).status).toBe(404);

    // An idle keep-alive connection (a proxy's pool), a request whose body is still arriving, and
    // one that will never finish.
    const idle = await openConnection(shop.port);
    idle.socket.write(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${shop.port}\r\nConnection: keep-alive\r\n\r\n`);
    await expect.poll(() => statusOf(idle.received())).toBe(200);

    const body = JSON.stringify({ productId: 'p_does_not_exist_1234', quantity: 1 });
    const slow = await openConnection(shop.port);
    startSlowRequest(slow.socket, shop, body);
    slow.socket.write(body.slice(0, 10));
    const stalled = await openConnection(shop.port);
    startSlowRequest(stalled.socket, shop, body);
    stalled.socket.write(body.slice(0, 5));
    await sleep(300);

    const signalledAt = Date.now();
    shop.child.kill('SIGTERM');

    // The idle connection is closed at once; no new connection is accepted.
    await idle.closed;
    expect(Date.now() - signalledAt).toBeLessThan(graceMs / 2);
    await expect.poll(() => refusesNewConnections(shop.port), { timeout: graceMs / 2 }).toBe(true);
    await expect.poll(() => refusesNewConnections(metricsPort), { timeout: graceMs / 2 }).toBe(true);
    expect(shop.child.exitCode).toBeNull();

    // The slow request finishes well after the signal, gets its whole answer, and its connection closes.
    await sleep(1000);
    slow.socket.write(body.slice(10));
    const slowClosedAt = await slow.closed;
    expect(slowClosedAt - signalledAt).toBeLessThan(graceMs);
    const answer = slow.received();
    expect(statusOf(answer)).toBe(404);
    expect(answer).toContain('"error":"not_found"');
    expect(answer.toLowerCase()).toContain('connection: close');

    // The stalled one is cut when the grace period is over, and the process exits 0.
    const stalledClosedAt = await stalled.closed;
    expect(stalledClosedAt - signalledAt).toBeGreaterThanOrEqual(graceMs - 100);
    expect(stalled.received()).toBe('');
    const { code, at } = await shop.ended;
    expect(code).toBe(0);
    expect(at - signalledAt).toBeLessThan(graceMs + 3000);
    expect(shop.output()).toContain('SIGTERM: closing');
    expect(shop.output()).toContain('grace period over');
    expect(shop.output()).not.toContain(ADMIN_PASSWORD);
  }, 240_000);
});
