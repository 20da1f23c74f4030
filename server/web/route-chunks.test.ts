import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '#domain/i18n/languages.ts';
import { BROWSER_TEXT_PARTS } from '#domain/i18n/parts.ts';
import { pageList } from '#domain/pages/pages.ts';
import { pageSource } from './page-head.ts';
import { catalogueSource, routeChunks } from './route-chunks.ts';

// The seam between the server and the web app: the server preloads each page's module, named by
// the page table, from Vite's manifest. A module that moved would cost its page the preloads
// without a word (the router fails on it too: web/src/app/routes.test.tsx).
describe('the web pages the server preloads', () => {
  it.each(pageList().map((page) => [page.name, pageSource(page)]))('%s: web/%s exists', (_page, source) => {
    expect(existsSync(join('web', source)), `web/${source} is missing`).toBe(true);
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
