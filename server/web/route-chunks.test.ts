import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CATALOGUE_SOURCES, PAGE_SOURCES, routeChunks } from './route-chunks.ts';

// The seam between the server and the web app's router: the server names each lazily loaded page's
// source file to preload its chunks. A file that moved, or a page that no longer loads lazily,
// used to cost that page its preloads without a word.

const ROUTER = 'web/src/app/routes.tsx';
/** The pages the router loads lazily: `lazy: () => import('./routes/<file>')`. */
const lazyPages = [
  ...readFileSync(ROUTER, 'utf8').matchAll(/lazy: \(\) => import\('\.\/(routes\/[\w-]+\.tsx)'\)/g),
].map((match) => `src/app/${match[1]}`);

describe('the web pages the server preloads', () => {
  it.each(Object.entries(PAGE_SOURCES))('%s: %s exists and the router loads it lazily', (_page, source) => {
    expect(existsSync(join('web', source)), `web/${source} is missing`).toBe(true);
    expect(lazyPages, `${ROUTER} does not load ${source} lazily`).toContain(source);
  });

  it('names every page the router loads lazily', () => {
    expect(lazyPages.length).toBeGreaterThan(10);
    expect(lazyPages.filter((source) => !Object.values(PAGE_SOURCES).includes(source as never))).toEqual([]);
  });
});

describe('the catalogues the server preloads', () => {
  it.each(Object.entries(CATALOGUE_SOURCES))('%s: web/src/lib/i18n.ts imports %s', (_language, source) => {
    const catalogue = source.replace('../domain/', '#domain/');
    expect(readFileSync('web/src/lib/i18n.ts', 'utf8')).toContain(`import('${catalogue}')`);
  });
});

describe('routeChunks', () => {
  const dist = mkdtempSync(join(tmpdir(), 'route-chunks-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it("lists a page's chunks beyond those the entry already loads, and nothing without a manifest", () => {
    expect(routeChunks(dist)('src/app/routes/cart.tsx')).toEqual([]);
    mkdirSync(join(dist, '.vite'));
    writeFileSync(
      join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index.js', imports: ['_shared.js'] },
        '_shared.js': { file: 'assets/shared.js' },
        '_cart-bits.js': { file: 'assets/cart-bits.js', imports: ['_shared.js'] },
        'src/app/routes/cart.tsx': { file: 'assets/cart.js', imports: ['_cart-bits.js', '_shared.js'] },
      }),
    );
    const chunksOf = routeChunks(dist);
    expect(chunksOf('src/app/routes/cart.tsx')).toEqual(['/assets/cart.js', '/assets/cart-bits.js']);
    expect(chunksOf('src/app/routes/moved-away.tsx')).toEqual([]);
  });
});
