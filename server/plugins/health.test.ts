import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from '../providers/storage/disk-storage.ts';
import { createS3Storage } from '../providers/storage/s3-storage.ts';
import type { PhotoStorage } from '../providers/storage/photo-storage.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { READY_CHECK_TIMEOUT_MS, type ReadinessBody } from './health.ts';

const disk = () => createDiskStorage(mkdtempSync(join(tmpdir(), 'shop-health-')));

describe('GET /healthz and /readyz', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No Redis here whatever the environment says: that case has its own tests below.
    t = await createTestApp({ redisUrl: undefined }, { storage: disk() });
  });
  afterAll(() => t.close());

  it('healthz answers that the process is up, to anyone, never cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ method: 'HEAD', url: '/healthz' })).statusCode).toBe(200);
  });

  it('readyz checks the database (and nothing else when nothing else is configured)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json<ReadinessBody>()).toEqual({ status: 'ok', checks: { database: 'ok' }, down: [] });
  });

  it('is not rate-limited: a proxy probing in a loop always gets its answer', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => t.app.inject({ method: 'GET', url: '/readyz' })),
    );
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200]));
  });

  // Last: draining cannot be undone.
  it('once draining (a shutdown began), readyz answers 503 and every answer closes its connection', async () => {
    t.app.readiness.drain();
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json<ReadinessBody>().status).toBe('shutting_down');
    expect(ready.headers.connection).toBe('close');
    // The process still answers what it is asked while it finishes.
    const alive = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(alive.statusCode).toBe(200);
    expect(alive.headers.connection).toBe('close');
  });
});

describe('readyz with Redis configured', () => {
  it('names Redis as down when nothing answers at its address, and says no more than that', async () => {
    // Port 1 on the loopback: the connection is refused at once.
    const t = await createTestApp({ redisUrl: 'redis://127.0.0.1:1' }, { storage: disk() });
    try {
      const started = Date.now();
      const response = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(Date.now() - started).toBeLessThan(READY_CHECK_TIMEOUT_MS + 1000);
      expect(response.statusCode).toBe(503);
      const body = response.json<ReadinessBody>();
      expect(body.status).toBe('unavailable');
      expect(body.down).toEqual(['redis']);
      expect(body.checks.database).toBe('ok');
      expect(['down', 'timeout']).toContain(body.checks.redis);
      expect(response.body).not.toContain('127.0.0.1');
    } finally {
      await t.close();
    }
  });

  it.runIf(process.env.REDIS_URL)('reports Redis ok when it answers', async () => {
    const t = await createTestApp({ redisUrl: process.env.REDIS_URL }, { storage: disk() });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(response.json<ReadinessBody>().checks).toEqual({ database: 'ok', redis: 'ok' });
      expect(response.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('readyz with an S3 bucket', () => {
  let s3: S3rver;
  let dir: string;
  let endpoint: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'shop-health-s3-'));
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: dir,
      configureBuckets: [{ name: 'shop-photos', configs: [] }],
    });
    const address = await s3.run();
    endpoint = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await s3.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const bucket = (name: string) =>
    createS3Storage({
      bucket: name,
      region: 'us-east-1',
      endpoint,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      prefix: '',
    });

  // One app whose storage check goes to the bucket the test names (building an app takes seconds).
  let target: PhotoStorage;
  let t: TestApp;
  beforeAll(async () => {
    const storage: PhotoStorage = { ...disk(), ready: (signal) => target.ready!(signal) };
    t = await createTestApp({ redisUrl: undefined }, { storage });
  });
  afterAll(() => t.close());

  async function readyWith(storage: PhotoStorage) {
    target = storage;
    // Past the second for which a result is reused.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const started = Date.now();
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    return { response, ms: Date.now() - started };
  }

  it('is ready when the bucket answers', async () => {
    const { response } = await readyWith(bucket('shop-photos'));
    expect(response.statusCode).toBe(200);
    expect(response.json<ReadinessBody>().checks).toEqual({ database: 'ok', storage: 'ok' });
  });

  it('names the storage when the bucket does not exist', async () => {
    const { response } = await readyWith(bucket('no-such-bucket'));
    expect(response.statusCode).toBe(503);
    expect(response.json<ReadinessBody>()).toMatchObject({ status: 'unavailable', down: ['storage'] });
  });

  it('gives up on a bucket that never answers after the check timeout', async () => {
    const { response, ms } = await readyWith({ ...disk(), ready: () => new Promise(() => undefined) });
    expect(response.statusCode).toBe(503);
    expect(response.json<ReadinessBody>().checks.storage).toBe('timeout');
    expect(ms).toBeGreaterThanOrEqual(READY_CHECK_TIMEOUT_MS - 50);
    expect(ms).toBeLessThan(READY_CHECK_TIMEOUT_MS + 1000);
  });
});
