// The dashboard's rows at 100,000 products: the admin's table, photo uploads, a metal rate change.
import { percentile } from './load.ts';
import { ADMIN_CONCURRENCY, ADMIN_SAMPLES, OWNER, UPLOADS } from './settings.ts';

export interface AdminRow {
  name: string;
  p50: number;
  p95: number;
  max: number;
  failures: number;
}

/** Times `count` calls, `concurrency` at a time; percentiles of the wall-clock time of each call. */
async function timed(
  name: string,
  count: number,
  concurrency: number,
  call: (i: number) => Promise<boolean>,
): Promise<AdminRow> {
  const times: number[] = [];
  let failures = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        const started = performance.now();
        if (!(await call(i))) failures++;
        times.push(performance.now() - started);
      }
    }),
  );
  return summarise(name, times, failures);
}

/** Percentiles of wall-clock times, in ms to one decimal. */
function summarise(name: string, times: number[], failures: number): AdminRow {
  return { name, p50: percentile(times, 0.5), p95: percentile(times, 0.95), max: percentile(times, 1), failures };
}

export async function benchAdmin(url: string): Promise<AdminRow[]> {
  const signIn = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email: OWNER.ADMIN_EMAIL, password: OWNER.ADMIN_PASSWORD }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .find((c) => c.includes('session_token='))
    ?.split(';')[0];
  if (!cookie) throw new Error(`owner sign-in for the bench failed: ${signIn.status}`);
  const get = async (path: string) => {
    const response = await fetch(`${url}${path}`, { headers: { cookie } });
    await response.arrayBuffer();
    return response.ok;
  };
  const terms = ['gold', 'silver bangle', 'No. 7', 'diamond', 'coin', 'ring'];
  const sorts = ['newest', 'price-desc', 'name-asc', 'stock-asc', 'weight-desc'];
  const rows: AdminRow[] = [];
  rows.push(
    await timed('GET /api/admin/products (page 1, newest)', ADMIN_SAMPLES, ADMIN_CONCURRENCY, () =>
      get('/api/admin/products?sort=newest&pageSize=20'),
    ),
  );
  rows.push(
    await timed('GET /api/admin/products?sort=<any>&page=<1..200>', ADMIN_SAMPLES, ADMIN_CONCURRENCY, (i) =>
      get(`/api/admin/products?sort=${sorts[i % sorts.length]}&page=${1 + ((i * 37) % 200)}&pageSize=20`),
    ),
  );
  rows.push(
    await timed('GET /api/admin/products?q=<term>&sort=<any>&page=<1..5>', ADMIN_SAMPLES, ADMIN_CONCURRENCY, (i) =>
      get(
        `/api/admin/products?q=${encodeURIComponent(terms[i % terms.length]!)}&sort=${sorts[i % sorts.length]}&page=${1 + (i % 5)}&pageSize=20`,
      ),
    ),
  );

  const sharp = (await import('sharp')).default;
  const photo = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#b08d57',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  console.log(`Upload sample: a 4000 × 3000 JPEG of ${(photo.length / 1024 / 1024).toFixed(1)} MB`);
  rows.push(
    await timed(`POST /api/uploads (4000 × 3000 JPEG → 3 WebP sizes)`, UPLOADS, 1, async () => {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
      const response = await fetch(`${url}/api/uploads`, {
        method: 'POST',
        headers: { cookie, origin: url },
        body: form,
      });
      await response.arrayBuffer();
      return response.status === 201;
    }),
  );
  rows.push(...(await benchRateChange(url, cookie)));
  return rows;
}

/**
 * A rate change reprices every product of that metal. Each sample changes the gold rate
 * (PATCH /api/metals/:id) while shoppers keep reading price-sorted catalogue pages that no cache
 * has seen; it reports how long the change took and how long those reads took meanwhile.
 */
async function benchRateChange(url: string, cookie: string): Promise<AdminRow[]> {
  const metals = (await (await fetch(`${url}/api/metals`)).json()) as Array<{ id: string; metal: string }>;
  const gold = metals.find((m) => m.metal === 'Gold')!;
  const changes: number[] = [];
  const readsDuring: number[] = [];
  let page = 0;
  for (let sample = 0; sample < 5; sample++) {
    let changing = true;
    const reader = (async () => {
      while (changing) {
        const started = performance.now();
        const response = await fetch(`${url}/api/products?sort=price-asc&pageSize=12&page=${1 + (page++ % 800)}`);
        await response.arrayBuffer();
        readsDuring.push(performance.now() - started);
      }
    })();
    const started = performance.now();
    const response = await fetch(`${url}/api/metals/${gold.id}`, {
      method: 'PATCH',
      headers: { cookie, origin: url, 'content-type': 'application/json' },
      body: JSON.stringify({ pricePerGram: 7_540 + 10 * (sample + 1) }),
    });
    await response.arrayBuffer();
    changes.push(performance.now() - started);
    changing = false;
    await reader;
    if (!response.ok) throw new Error(`gold rate change failed: ${response.status}`);
  }
  const goldCount = ((await (await fetch(`${url}/api/products?pageSize=1&q=gold`)).json()) as { total: number }).total;
  return [
    summarise(`PATCH gold rate (reprices the gold pieces; ${goldCount} match 'gold')`, changes, 0),
    summarise('GET /api/products?sort=price-asc (uncached pages) during the rate change', readsDuring, 0),
  ];
}
