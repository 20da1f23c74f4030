import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '#domain/i18n/languages.ts';
import { BROWSER_TEXT_PARTS } from '#domain/i18n/parts.ts';
import { catalogueSource, PAGE_SOURCES, routeChunks } from './route-chunks.ts';

// The seam between the server and the web app's router: the server names each lazily loaded page's
// source file to preload its chunks. A file that moved, or a page that no longer loads lazily,
// used to cost that page its preloads without a word.

const ROUTER = 'web/src/app/routes.tsx';
/** The pages the router loads lazily: `lazy: () => withTexts(PAGE_TEXT_PARTS.<page>, import('./routes/<file>'))`. */
const lazyRoutes = [
  ...readFileSync(ROUTER, 'utf8').matchAll(
    /lazy: \(\) =>\s+withTexts\(PAGE_TEXT_PARTS\.(\w+), import\('\.\/(routes\/[\w-]+\.tsx)'\)\)/g,
  ),
].map((match) => ({ page: match[1]!, source: `src/app/${match[2]}` }));
const lazyPages = lazyRoutes.map((route) => route.source);

describe('the web pages the server preloads', () => {
  it.each(Object.entries(PAGE_SOURCES))('%s: %s exists and the router loads it lazily', (_page, source) => {
    expect(existsSync(join('web', source)), `web/${source} is missing`).toBe(true);
    expect(lazyPages, `${ROUTER} does not load ${source} lazily`).toContain(source);
  });

  it('loads each page with the texts the server preloads for it', () => {
    for (const { page, source } of lazyRoutes) {
      expect((PAGE_SOURCES as Record<string, string>)[page], `${ROUTER} loads ${source} as ${page}`).toBe(source);
    }
  });

  it('names every page the router loads lazily', () => {
    expect(lazyPages.length).toBeGreaterThan(10);
    expect(lazyPages.filter((source) => !Object.values(PAGE_SOURCES).includes(source as never))).toEqual([]);
  });
});

describe('the parts of the catalogues the server preloads', () => {
  const loaders = readFileSync('web/src/lib/i18n.ts', 'utf8');
  it.each(LANGUAGES.flatMap((language) => BROWSER_TEXT_PARTS().map((part) => catalogueSource(language, part))))(
    'web/src/lib/i18n.ts imports %s',
    (source) => {
      expect(loaders).toContain(`import('${source.replace('../domain/', '#domain/')}')`);
    },
  );
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
