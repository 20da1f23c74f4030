import type { Locator, Page } from 'playwright-core';
import { expect, vi } from 'vitest';
import type { Product } from '#domain/catalog/product.ts';
import type { ProductList } from '#domain/catalog/product-list.ts';

/** Retries `check` until it stops throwing: for content that arrives asynchronously. */
export function eventually<T>(check: () => T | Promise<T>, timeout = 10_000): Promise<T> {
  return vi.waitFor(check, { timeout, interval: 50 });
}

/**
 * Waits until the locator (one element) is visible: a page still rendering or hydrating gets
 * time, where `isVisible()` would sample the page once and fail or pass by luck.
 */
export async function expectVisible(locator: Locator, timeout = 10_000): Promise<void> {
  try {
    await locator.waitFor({ state: 'visible', timeout });
  } catch (error) {
    throw new Error(`Not visible within ${timeout} ms: ${locator}`, { cause: error });
  }
}

/** Waits until the locator matches exactly `count` elements. */
export function expectCount(locator: Locator, count: number, timeout?: number): Promise<void> {
  return eventually(async () => expect(await locator.count(), String(locator)).toBe(count), timeout);
}

/** GET /api/products with a query, straight from the server under test. */
export async function fetchProducts(
  baseUrl: string,
  query: Record<string, string | number> = {},
): Promise<ProductList> {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const response = await fetch(`${baseUrl}/api/products?${search}`);
  if (!response.ok) throw new Error(`GET /api/products?${search} answered ${response.status}`);
  return (await response.json()) as ProductList;
}

/** The whole demo catalogue (36 products) in the API's default order. */
export async function fetchAllProducts(
  baseUrl: string,
  query: Record<string, string | number> = {},
): Promise<Product[]> {
  const list = await fetchProducts(baseUrl, { ...query, pageSize: 48 });
  if (list.total > list.items.length) throw new Error(`Expected one page of products, got ${list.total}`);
  return list.items;
}

/** "$1,847.30" -> 184730. */
export function parseCents(text: string): number {
  const match = /\$([\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`No price in ${JSON.stringify(text)}`);
  return Number(match[1]!.replace(/,/g, '')) * 100 + Number(match[2]);
}

/** What one product card shows, read from its rendered text. */
export interface RenderedCard {
  name: string;
  href: string;
  /** As the badge shows it (uppercased by CSS). */
  category: string;
  priceCents: number;
  perGramCents: number;
  weight: number;
  outOfStock: boolean;
}

/**
 * Reads every product card (an <article> with a product link) under `scope`. Price and weight
 * are found through the screen-reader labels the card carries ("Estimated price:", "Weight:").
 */
export async function readCards(scope: Locator | Page): Promise<RenderedCard[]> {
  const raw = await scope.locator('article:has(a[href^="/product/"])').evaluateAll((articles) =>
    articles.map((article) => {
      const link = article.querySelector<HTMLAnchorElement>('a[href^="/product/"]');
      return {
        name: link?.textContent?.trim() ?? '',
        href: link?.getAttribute('href') ?? '',
        text: (article as HTMLElement).innerText,
      };
    }),
  );
  return raw.map(({ name, href, text }) => {
    const price = /Estimated price:\s*(?:Est\.\s*)?(\$[\d,]+\.\d{2})/i.exec(text);
    const perGram = /per gram:\s*(\$[\d,]+\.\d{2})\/g/i.exec(text);
    const weight = /Weight:\s*([\d,.]+)\s*g/i.exec(text);
    if (!price || !perGram || !weight) throw new Error(`Unreadable product card: ${JSON.stringify(text)}`);
    return {
      name,
      href,
      category: text.split('\n')[0]!.trim(),
      priceCents: parseCents(price[1]!),
      perGramCents: parseCents(perGram[1]!),
      weight: Number(weight[1]!.replace(/,/g, '')),
      outOfStock: /out of stock/i.test(text),
    };
  });
}

/** The collection page's results region. */
export function collectionResults(page: Page): Locator {
  return page.getByRole('region', { name: 'Results' });
}

/** Waits until the collection lists exactly `names`, in order, and returns the cards. */
export function expectListed(page: Page, names: readonly string[], timeout?: number): Promise<RenderedCard[]> {
  return eventually(async () => {
    const cards = await readCards(collectionResults(page));
    const listed = cards.map((card) => card.name);
    if (JSON.stringify(listed) !== JSON.stringify(names)) {
      throw new Error(`Listed ${JSON.stringify(listed)}\nexpected ${JSON.stringify(names)}`);
    }
    return cards;
  }, timeout);
}

/** The query string of the page's URL as a plain object (for comparisons). */
export function queryOf(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

/** Top of an element relative to the document, for checking the order of sections. */
export function documentTop(locator: Locator): Promise<number> {
  return locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
}

/** Describes the focused element: tag, accessible-ish name and, for inputs, their label. */
export function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'body';
    const labelledBy = element.getAttribute('aria-label');
    const label =
      labelledBy ??
      (element.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`)?.textContent : null) ??
      element.closest('label')?.textContent ??
      element.textContent;
    return `${element.tagName.toLowerCase()}:${(label ?? '').replace(/\s+/g, ' ').trim()}`;
  });
}

/**
 * Presses Tab until the focused element's description (see describeFocus) is `target`,
 * and returns every description passed on the way. Fails after `limit` presses.
 */
export async function tabTo(page: Page, target: string, limit = 80): Promise<string[]> {
  const trail: string[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const focused = await describeFocus(page);
    trail.push(focused);
    if (focused === target) return trail;
  }
  throw new Error(`Tab never reached ${target} in ${limit} presses:\n${trail.join('\n')}`);
}
