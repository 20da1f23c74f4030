import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#domain/catalog/product.ts';
import { fromShopPage, signUp } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { HtmlTemplate } from './html-template.ts';

/** The shape of Vite's built index.html: the entry script, preloads and styles at the end of the head. */
const BUILT_INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <!--app-head--><title>Al Zahra Jewelers</title><!--/app-head-->
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-def456.js">
    <link rel="stylesheet" crossorigin href="/assets/index-789.css">
  </head>
  <body>
    <div id="root"></div>
    <!--app-data-->
  </body>
</html>
`;

/** Every special pattern of String.prototype.replace's replacement strings. */
const HOSTILE = "Ring $& $` $' $$ $1 $<name>";

const count = (text: string, part: string) => text.split(part).length - 1;

function expectOneOfEach(html: string) {
  expect(count(html, '<script type="module"'), 'entry scripts').toBe(1);
  expect(count(html, '/assets/index-abc123.js'), 'entry script').toBe(1);
  expect(count(html, 'rel="modulepreload"'), 'module preloads').toBe(1);
  expect(count(html, '<div id="root">'), 'app roots').toBe(1);
  expect(count(html, '</head>'), 'heads').toBe(1);
  expect(count(html, '<!doctype html>'), 'doctypes').toBe(1);
}

function builtWebApp(renderer?: string): string {
  const root = mkdtempSync(join(tmpdir(), 'web-build-'));
  mkdirSync(join(root, 'web'));
  writeFileSync(join(root, 'web', 'index.html'), BUILT_INDEX);
  if (renderer) {
    mkdirSync(join(root, 'server'));
    writeFileSync(join(root, 'server', 'entry-server.js'), renderer);
  }
  return join(root, 'web');
}

describe('HtmlTemplate', () => {
  it("places server-rendered text containing $&, $` and $' literally, once", () => {
    const template = HtmlTemplate.load(builtWebApp());
    const html = template.render(
      { title: HOSTILE, description: HOSTILE, canonicalUrl: 'https://shop.example/' },
      [{ key: ['products'], data: { name: HOSTILE } }],
      `<h1>${HOSTILE}</h1>`,
    );
    expect(html).toContain(`<div id="root"><h1>${HOSTILE}</h1></div>`);
    expectOneOfEach(html);
  });
});

/**
 * The page renderer is loaded by path from the web build (dist/server/entry-server.js); these
 * tests have no build, so they give it a small renderer that writes what the page's data holds
 * (the product's and the signed-in user's names, escaped as React escapes text), as the real one does.
 */
const STAND_IN_RENDERER = `
const escape = (text) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c]);
export async function render(_url, queries) {
  const data = (key) => queries.find((query) => query.key.join('.') === key)?.data;
  const me = data('me');
  const product = queries.find((query) => query.key[0] === 'products' && query.key[1] === 'detail')?.data;
  return '<header>' + (me ? escape(me.name) : 'Login') + '</header><main>' + (product ? '<h1>' + escape(product.name) + '</h1>' : '') + '</main>';
}
`;

describe('pages naming hostile text', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ webDistDir: builtWebApp(STAND_IN_RENDERER) });
  });
  afterAll(() => t.close());

  it("renders a product and a user named with $&, $` and $' literally, with each module script once", async () => {
    const admin = await signUp(t.app, t.database.db, 'admin');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: fromShopPage(admin.cookie),
      payload: {
        name: HOSTILE,
        category: 'Gold',
        weight: 5,
        shortDescription: HOSTILE,
        description: HOSTILE,
        size: '21 cm',
        stock: 1,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json<Product>();
    const renamed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: fromShopPage(admin.cookie),
      payload: { name: HOSTILE },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const page = await t.app.inject({
      method: 'GET',
      url: `/product/${product.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(page.statusCode).toBe(200);
    const literal = 'Ring $&amp; $` $&#x27; $$ $1 $&lt;name&gt;';
    expect(page.body).toContain(`<div id="root"><header>${literal}</header><main><h1>${literal}</h1></main></div>`);
    expectOneOfEach(page.body);
  });
});
