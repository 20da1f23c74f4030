// The shop as it runs in production, twice, for scripts/multi-instance-check.ts and
// bench/load.bench.ts: a fresh PostgreSQL database, a key prefix of its own in Redis, two instances of
// the production build (dist/shop/main.js) and nginx in front of them (round robin). Whatever it starts
// or makes is registered for cleanUp().
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { createThrowawayPostgres } from '#server/db/throwaway-database.ts';
import { freePort } from './local-machine.ts';
import { cookieHeader, keepCookies } from './cookie-jar.ts';
import { SHOP_NODE_FLAGS, SHOP_PROCESS_ENV } from './node-flags.ts';
import { waitUntilAnswers } from './wait-until-answers.ts';

export const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

const started = Date.now();
/** A line of output, with the seconds since the script started. */
export const say = (line: string) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s] ${line}`);
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// What is cleaned up at the end, whatever happens.

const cleanups: Array<() => Promise<void> | void> = [];
/** Something to undo at cleanUp(), in reverse order of registration. */
export function onCleanUp(step: () => Promise<void> | void): void {
  cleanups.push(step);
}
export async function cleanUp(): Promise<void> {
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error('cleanup step failed:', error);
    }
  }
}

export function stopProcess(
  child: ChildProcess,
  signal: NodeJS.Signals = 'SIGTERM',
  killAfterMs = 5000,
): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill(signal);
  });
}

// ---------------------------------------------------------------------------------------------
// The production build, the instances and nginx.

/** Newest modification time of the files under these folders (the sources the build is made from). */
function newestSource(folders: string[]): number {
  let newest = 0;
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else newest = Math.max(newest, statSync(path).mtimeMs);
    }
  };
  for (const folder of folders) if (existsSync(folder)) walk(folder);
  return newest;
}

export function buildIfNeeded(): void {
  const outputs = ['dist/shop/main.js', 'dist/web/index.html'];
  const builtAt = Math.min(...outputs.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
  if (builtAt > newestSource(['server', 'domain', 'web/src'])) {
    say('production build is up to date (dist/shop/main.js)');
    return;
  }
  say('building (npm run build): the sources are newer than dist/');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');
}

export interface Instance {
  name: string;
  url: string;
  port: number;
  process: ChildProcess;
  output: () => string;
}

export async function startInstance(name: string, env: Record<string, string>, dataDir: string): Promise<Instance> {
  const port = await freePort();
  mkdirSync(dataDir, { recursive: true });
  const child = spawn(process.execPath, [...SHOP_NODE_FLAGS, 'dist/shop/main.js'], {
    // A clean environment: nothing of this shell's Stripe, S3, SMTP or rate feed settings.
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      ...SHOP_PROCESS_ENV,
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const instance = { name, url: `http://127.0.0.1:${port}`, port, process: child, output: () => output };
  cleanups.push(() => stopProcess(child));
  await waitUntilAnswers({
    name: `instance ${name}`,
    url: `${instance.url}/api/metals`,
    withinMs: 60_000,
    process: child,
    output: () => output,
  });
  say(`instance ${name} (pid ${child.pid}) serving on ${instance.url}`);
  return instance;
}

export async function startNginx(
  dir: string,
  port: number,
  upstreams: Instance[],
): Promise<{ url: string; errorLog: string }> {
  const errorLog = join(dir, 'error.log');
  const conf = join(dir, 'nginx.conf');
  // As root, nginx's workers would otherwise switch to `nobody`, who cannot use the temp folder.
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  writeFileSync(
    conf,
    `${user}
daemon off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${errorLog} warn;
events { worker_connections 1024; }
http {
  access_log off;
  # nginx closes a client's kept-alive connection after its 1,000th request (with Connection:
  # close); autocannon does not read that header and may send its next request into the closing
  # connection, which then fails with a reset that no shop caused. The loads here reuse their
  # connections for the whole run.
  keepalive_requests 1000000;
  client_body_temp_path ${join(dir, 'body')};
  proxy_temp_path ${join(dir, 'proxy')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'uwsgi')};
  scgi_temp_path ${join(dir, 'scgi')};
  upstream shop {
    ${upstreams.map((instance) => `server 127.0.0.1:${instance.port} max_fails=1 fail_timeout=5s;`).join('\n    ')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://shop;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $http_host;
      # An instance that is shutting down refuses new connections, or answers 503 on a kept-alive
      # one: nginx tries the other instance instead (never for a POST, which is not idempotent).
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
      # Which instance answered, for this check's output.
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`,
  );
  const child = spawn(NGINX, ['-p', dir, '-c', conf, '-e', errorLog], { stdio: ['ignore', 'inherit', 'inherit'] });
  cleanups.push(() => stopProcess(child, 'SIGQUIT'));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilAnswers({
    name: 'nginx',
    url: `${url}/api/metals`,
    withinMs: 10_000,
    process: child,
    output: () => readFileSync(errorLog, 'utf8'),
  });
  say(
    `nginx (pid ${child.pid}) on ${url}, round robin over ${upstreams.map((instance) => instance.name).join(' and ')}`,
  );
  return { url, errorLog };
}

// ---------------------------------------------------------------------------------------------
// A browser in miniature: keeps its cookies, and sends the Origin of the address it calls.

export class Browser {
  readonly cookies = new Map<string, string>();

  async call(
    base: string,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; json: () => unknown; text: string; upstream: string | null; headers: Headers }> {
    const cookie = cookieHeader(this.cookies);
    const response = await fetch(`${base}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        origin: base,
        ...(cookie && { cookie }),
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    keepCookies(this.cookies, response.headers.getSetCookie());
    const text = await response.text();
    return {
      status: response.status,
      text,
      json: () => JSON.parse(text) as unknown,
      upstream: response.headers.get('x-upstream'),
      headers: response.headers,
    };
  }
}

export interface Cluster {
  a: Instance;
  b: Instance;
  nginx: { url: string; errorLog: string };
  /** The throw-away database both instances use. */
  databaseUrl: string;
  redis: Redis;
  /** The key prefix of this run's rate-limit counters in Redis. */
  namespace: string;
  admin: { email: string; password: string };
}

/**
 * Builds if the sources are newer than dist/, then starts the two instances (one after the other:
 * the first applies the migrations and seeds the demo) and nginx. `env` is added to each instance's.
 */
export async function startCluster(name: string, env: Record<string, string> = {}): Promise<Cluster> {
  if (!existsSync(NGINX)) throw new Error(`nginx not found at ${NGINX}: apt-get install -y nginx (or set NGINX_PATH)`);
  buildIfNeeded();

  const dir = mkdtempSync(join(tmpdir(), `shop-${name}-`));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const scratch = await createThrowawayPostgres(SERVER_URL);
  cleanups.push(() => scratch.drop());
  say(`fresh database ${new URL(scratch.url).pathname.slice(1)} on ${new URL(SERVER_URL).host}; temp folder ${dir}`);

  // The rate-limit counters of this run only: a key prefix of its own, removed at the end.
  const namespace = `${name}-${randomBytes(4).toString('hex')}:`;
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  cleanups.push(async () => {
    const keys = await redis.keys(`${namespace}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  const admin = { email: 'owner@example.com', password: `Owner-${randomBytes(6).toString('hex')}` };
  const nginxPort = await freePort();
  const instanceEnv = {
    DATABASE_URL: scratch.url,
    REDIS_URL,
    RATE_LIMIT_NAMESPACE: namespace,
    HOST: '127.0.0.1',
    // What shoppers see; each instance also answers at its own address (the checks call A and B directly).
    PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
    // nginx runs on this machine: believe X-Forwarded-* from 127.0.0.1 only.
    TRUST_PROXY: '127.0.0.1',
    // One secret for both, or a session made by one is refused by the other.
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ...env,
  };
  const a = await startInstance('A', instanceEnv, join(dir, 'a'));
  const b = await startInstance('B', instanceEnv, join(dir, 'b'));
  const nginx = await startNginx(dir, nginxPort, [a, b]);
  return { a, b, nginx, databaseUrl: scratch.url, redis, namespace, admin };
}
