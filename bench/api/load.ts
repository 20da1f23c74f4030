// Load with autocannon, and the bare node:http server each row is measured against.
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { freePort } from '../../scripts/lib/local-machine.ts';
import { CONNECTIONS, DURATION_S, RANDOM_PAGES, WARMUP_S } from './settings.ts';

export interface Row {
  name: string;
  rps: number;
  p50: number;
  p95?: number;
  p99: number;
  errors: number;
  non2xx: number;
}

interface LoadOptions {
  /** Gives each request its own path, e.g. a random page that no cache has seen. */
  pathFor?: () => string;
  requests?: autocannon.Request[];
  headers?: Record<string, string>;
  connections?: number;
  /** Keeps every response time, for percentiles autocannon does not give (p95). */
  keepTimes?: boolean;
}

export function run(options: autocannon.Options, times?: number[]): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    if (times) instance.on('response', (_client, _status, _bytes, time) => times.push(time));
  });
}

export async function load(
  name: string,
  url: string,
  { pathFor, requests, headers, connections = CONNECTIONS, keepTimes }: LoadOptions = {},
): Promise<Row> {
  const perRequest: autocannon.Request[] | undefined =
    requests ?? (pathFor ? [{ setupRequest: (request) => ({ ...request, path: pathFor() }) }] : undefined);
  const options = { url, connections, requests: perRequest, headers };
  await run({ ...options, duration: WARMUP_S });
  const times: number[] | undefined = keepTimes ? [] : undefined;
  const result = await run({ ...options, duration: DURATION_S }, times);
  console.log(
    `  ${name}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
  );
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    ...(times && { p95: percentile(times, 0.95) }),
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** The q-quantile of some times in ms, to one decimal. */
export function percentile(times: readonly number[], q: number): number {
  if (times.length === 0) return NaN;
  const sorted = [...times].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]! * 10) / 10;
}

/** Resident set size of a process, in MB (Linux), as bench/rss.bench.ts reads it. */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024);
}

/** A bare node:http server answering every request with `body`, in a process of its own. */
async function startBare(body: string): Promise<{ url: string; stop(): void }> {
  const port = await freePort();
  const child: ChildProcess = fork('bench/bare-server.ts', [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, PORT: String(port) },
  });
  child.send({ body });
  await new Promise((resolve) => child.once('message', resolve));
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill() };
}

/** The bare server just before and just after a row, compared with the mean: this shared machine drifts. */
export async function bareAround(body: string, measure: () => Promise<Row[]>): Promise<{ bare: Row; rows: Row[] }> {
  const server = await startBare(body);
  try {
    const before = await load('bare', server.url);
    const rows = await measure();
    const after = await load('bare', server.url);
    return {
      bare: {
        name: `bare node:http, the same ${Buffer.byteLength(body)} bytes (mean of ${Math.round(before.rps)} before and ${Math.round(after.rps)} after)`,
        rps: (before.rps + after.rps) / 2,
        p50: Math.max(before.p50, after.p50),
        p99: Math.max(before.p99, after.p99),
        errors: before.errors + after.errors,
        non2xx: before.non2xx + after.non2xx,
      },
      rows,
    };
  } finally {
    server.stop();
  }
}

/**
 * Random-query catalogue pages: a price floor no two requests share, a price sort either way, a
 * page from 1 to RANDOM_PAGES. The floors go up to the price of the piece ranked 480th from the top,
 * so every page asked for has pieces on it (at that floor, page 40 is the last full one).
 */
export async function randomQueryPath(url: string): Promise<() => string> {
  const probe = (await (
    await fetch(`${url}/api/products?sort=price-desc&pageSize=12&page=${RANDOM_PAGES}`)
  ).json()) as { items: Array<{ price: number }> };
  const topDollars = Math.max(1, Math.floor((probe.items.at(-1)?.price ?? 100_000) / 100));
  return () => {
    const floor = (Math.random() * topDollars).toFixed(2);
    const sort = Math.random() < 0.5 ? 'price-asc' : 'price-desc';
    return `/api/products?minPrice=${floor}&sort=${sort}&page=${1 + Math.floor(Math.random() * RANDOM_PAGES)}`;
  };
}
