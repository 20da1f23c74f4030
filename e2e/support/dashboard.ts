import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { Order } from '#domain/orders/order.ts';
import { callApi } from './accounts.ts';

/** The dashboard page's one h1. */
export const dashboardHeading = (page: Page, title: string): Locator =>
  page.getByRole('heading', { level: 1, name: title, exact: true });

/** The dashboard's sidebar (on phones: the panel the Menu button opens). */
export const sidebar = (page: Page): Locator => page.getByRole('navigation', { name: 'Dashboard' });

/** Follows a sidebar link and waits for the page it names (its h1) and the link marked current. */
export async function openFromSidebar(page: Page, link: string, heading = link): Promise<void> {
  const item = sidebar(page).getByRole('link', { name: link, exact: true });
  await item.click();
  await dashboardHeading(page, heading).waitFor();
  await expect.poll(() => item.getAttribute('aria-current')).toBe('page');
}

/** Waits until nothing on the page says it is still loading (tables and lists set aria-busy). */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector('[aria-busy="true"]') &&
      ![...document.querySelectorAll('[role="status"]')].some((status) =>
        /^\s*(Loading|Checking)/.test(status.textContent ?? ''),
      ),
  );
}

/**
 * Answers the dashboard's 'Are you sure?' question with `confirmLabel` after checking that it
 * names what is about to change (`mentions`).
 */
export async function confirmAlert(page: Page, confirmLabel: string, mentions: readonly string[] = []): Promise<void> {
  const dialog = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await dialog.waitFor();
  const text = await dialog.innerText();
  for (const mention of mentions) expect(text, 'the confirmation names what changes').toContain(mention);
  await dialog.getByRole('button', { name: confirmLabel, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Opens `path` in a fresh context that carries `cookies` (a session signed in elsewhere). */
export async function openWithCookies(
  newPage: () => Promise<Page>,
  cookies: Awaited<ReturnType<BrowserContext['cookies']>>,
  url: string,
): Promise<Page> {
  const page = await newPage();
  await page.context().addCookies(cookies);
  await page.goto(url);
  return page;
}

export interface TestPhoto {
  /** The file name, as the form shows it. */
  name: string;
  path: string;
  width: number;
  height: number;
}

/**
 * Two real photos in a temporary folder: a JPEG carrying EXIF (which the shop must strip) and a
 * PNG smaller than the 800 px variant (which the shop must not enlarge). `remove` deletes them.
 */
export async function makePhotos(): Promise<{ jpeg: TestPhoto; png: TestPhoto; remove: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'dashboard-photos-'));
  const jpeg = { name: 'layali-bangle.jpg', path: join(dir, 'layali-bangle.jpg'), width: 1000, height: 750 };
  const png = { name: 'noor-pendant.png', path: join(dir, 'noor-pendant.png'), width: 600, height: 600 };
  await sharp({ create: { width: jpeg.width, height: jpeg.height, channels: 3, background: '#c9a227' } })
    .composite([{ input: Buffer.from(ring(jpeg.width, jpeg.height)), top: 0, left: 0 }])
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Artist: 'Al Zahra workshop', Copyright: 'Family photo, not for the shop' } })
    .toFile(jpeg.path);
  await sharp({ create: { width: png.width, height: png.height, channels: 4, background: '#f5e9c4ff' } })
    .composite([{ input: Buffer.from(ring(png.width, png.height)), top: 0, left: 0 }])
    .png()
    .toFile(png.path);
  return { jpeg, png, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A gold ring drawn as SVG, so the photos are not flat colour. */
function ring(width: number, height: number): string {
  const r = Math.min(width, height) / 3;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${r}" fill="none" stroke="#7d600f" stroke-width="${r / 4}"/></svg>`;
}

/**
 * Records the accessible names of every progress bar that appears on the page from now on
 * (uploads can finish between two looks, so this watches instead of looking).
 */
export async function watchProgressBars(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen = new Set<string>();
    (window as unknown as { seenProgressBars: Set<string> }).seenProgressBars = seen;
    const look = () =>
      document
        .querySelectorAll('[role="progressbar"]')
        .forEach((bar) => seen.add(bar.getAttribute('aria-label') ?? ''));
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  return () =>
    page.evaluate(() => [...(window as unknown as { seenProgressBars: Set<string> }).seenProgressBars].sort());
}

/** A stored photo variant as the server serves it: status, type, and what the bytes are. */
export async function fetchPhoto(
  baseUrl: string,
  url: string,
): Promise<{ status: number; type: string | null; format?: string; width?: number; exif: boolean }> {
  const response = await fetch(`${baseUrl}${url}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  if (!response.ok) return { status: response.status, type: response.headers.get('content-type'), exif: false };
  const metadata = await sharp(bytes).metadata();
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    format: metadata.format,
    width: metadata.width,
    exif: metadata.exif !== undefined,
  };
}

/** Estimated price = weight × per-gram rate, in cents, rounded half-up (worked out here, not by the shop's code). */
export function expectedPriceCents(weightGrams: number, ratePerGramCents: number): number {
  const milligrams = Math.round(weightGrams * 1000);
  return Math.floor((milligrams * ratePerGramCents + 500) / 1000);
}

export const TEST_SHIPPING = {
  name: 'Mariam Saleh',
  phone: '(225) 555-0142',
  street: '4520 Jamestown Ave',
  city: 'Baton Rouge',
  state: 'LA',
  zip: '70806',
} as const;

export const TEST_CARD = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' } as const;

/** Puts `quantity` of a product in the signed-in page's cart and pays for it through the API. */
export async function placeOrder(page: Page, productId: string, quantity: number): Promise<Order> {
  const added = await callApi(page, 'POST', '/api/cart', { productId, quantity });
  expect(added.status, `POST /api/cart: ${JSON.stringify(added.body)}`).toBe(200);
  const quote = await callApi(page, 'POST', '/api/checkout/quote');
  expect(quote.status, `POST /api/checkout/quote: ${JSON.stringify(quote.body)}`).toBe(200);
  const quoteId = (quote.body as { quote: { id: string } }).quote.id;
  const paid = await callApi(page, 'POST', '/api/checkout/pay', { quoteId, shipping: TEST_SHIPPING, card: TEST_CARD });
  expect(paid.status, `POST /api/checkout/pay: ${JSON.stringify(paid.body)}`).toBe(200);
  return (paid.body as { order: Order }).order;
}

/**
 * The audit log's "Field: from to to" lines of one entry, as a screen reader reads them: the
 * arrow is decoration, the hidden word "to" and "nothing" (for an empty value) are read.
 */
export async function auditChanges(entry: Locator): Promise<string[]> {
  return entry.getByRole('listitem').evaluateAll((items) =>
    items.map((item) => {
      const copy = item.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
      return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
    }),
  );
}
