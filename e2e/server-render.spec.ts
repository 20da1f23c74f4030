import { describe, expect, it } from 'vitest';
import { shopUnderTest } from './support/shop-under-test.ts';
import type { ProductList } from '#domain/catalog/product-list.ts';
import { formatCents } from '#domain/money.ts';
import { useBrowser } from './support/browser.ts';
import { hydrated } from './support/shop.ts';

// Pages arrive rendered: a browser without JavaScript (or a crawler) already sees them.
const baseUrl = shopUnderTest().baseUrl;
const chromium = useBrowser();

async function withoutJavaScript(path: string) {
  const context = await chromium.browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`);
  return { page, close: () => context.close() };
}

describe('server-rendered pages', () => {
  it('shows a product with its live price before any script runs', async () => {
    const { items } = (await (await fetch(`${baseUrl}/api/products?pageSize=1`)).json()) as ProductList;
    const product = items[0]!;
    const { page, close } = await withoutJavaScript(`/product/${product.id}`);
    try {
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(product.name);
      await expect(page.getByText(formatCents(product.price)).first().isVisible()).resolves.toBe(true);
    } finally {
      await close();
    }
  });

  it('shows the home page products and the collection grid before any script runs', async () => {
    const { items } = (await (await fetch(`${baseUrl}/api/products?pageSize=4`)).json()) as ProductList;
    for (const path of ['/', '/collection']) {
      const { page, close } = await withoutJavaScript(path);
      try {
        for (const product of items)
          await expect(page.getByText(product.name).first().isVisible(), `${path}: ${product.name}`).resolves.toBe(
            true,
          );
      } finally {
        await close();
      }
    }
  });

  it('keeps one title and description, in the head', async () => {
    const html = await (await fetch(`${baseUrl}/about`)).text();
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toMatch(/<div id="root">.*<h1/s);
  });

  it('starts no transition until the script has taken the page over, and transitions after it', async () => {
    // An element with the shop's default transition: its colour is one of the properties it eases.
    const easedElement = '#main .transition';
    /** Changes that element's colour and says how many transitions that started. */
    const transitionsOnChange = (selector: string) => {
      const element = document.querySelector<HTMLElement>(selector)!;
      element.style.color = 'rgb(255, 0, 0)';
      return element.getAnimations().filter((animation) => animation instanceof CSSTransition).length;
    };

    const before = await withoutJavaScript('/ar');
    try {
      await expect(before.page.locator('html').getAttribute('data-hydrating')).resolves.toBe('');
      await expect(before.page.evaluate(transitionsOnChange, easedElement)).resolves.toBe(0);
    } finally {
      await before.close();
    }

    // Motion allowed, as most shoppers have it.
    const context = await chromium.browser.newContext({ reducedMotion: 'no-preference' });
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl}/ar`);
      await hydrated(page);
      await expect.poll(() => page.locator('html').getAttribute('data-hydrating')).toBeNull();
      await expect(page.evaluate(transitionsOnChange, easedElement)).resolves.toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });

  it('leaves no part of a page for the browser to render instead, and hydrates without an error', async () => {
    const { items } = (await (await fetch(`${baseUrl}/api/products?pageSize=1`)).json()) as ProductList;
    const paths = ['/', '/collection', `/product/${items[0]!.id}`, '/about', '/contact', '/login', '/register'];
    paths.push('/size-guide', '/wish', '/cart');
    for (const path of paths) {
      const html = await (await fetch(`${baseUrl}${path}`)).text();
      // '<!--$!-->' marks a Suspense boundary the server gave up on (React error 419 in the browser).
      expect(html, path).not.toContain('<!--$!-->');
    }
    const page = await chromium.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
    });
    try {
      for (const path of paths) {
        await page.goto(`${baseUrl}${path}`);
        await hydrated(page);
      }
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
