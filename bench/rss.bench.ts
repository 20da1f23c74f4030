// npm run bench:rss — the memory of one shop process (resident set size), idle and after load, run
// from the TypeScript sources through tsx and as the production build that `npm start` runs.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startShop, type ServerBuild } from './support.ts';

const IDLE_S = 10;
const LOAD_S = Number(process.env.BENCH_SECONDS ?? 15);

/** Resident set size of a process, in MB (Linux). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024);
}

async function measure(build: ServerBuild) {
  const dataDir = mkdtempSync(join(tmpdir(), `shop-rss-${build}-`));
  const shop = await startShop({ DATA_DIR: dataDir }, build);
  try {
    await new Promise((resolve) => setTimeout(resolve, IDLE_S * 1000));
    const idle = rssMb(shop.process.pid!);
    // Browsing: the home page rendered on the server, catalogue pages and a product list query.
    const result = await autocannon({
      url: shop.url,
      connections: 32,
      duration: LOAD_S,
      requests: [
        { path: '/' },
        { path: '/collection' },
        { path: '/api/products?pageSize=12&sort=price-asc' },
        { path: '/api/metals' },
      ],
    });
    const loaded = rssMb(shop.process.pid!);
    return { build, 'idle MB': idle, 'after load MB': loaded, 'req/s': Math.round(result.requests.average) };
  } finally {
    await shop.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows = [];
for (const build of ['source', 'production'] as const) rows.push(await measure(build));
console.table(rows);
console.log(`Idle: ${IDLE_S} s after start; load: ${LOAD_S} s at 32 connections (home, collection, list, rates).`);
