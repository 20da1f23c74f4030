import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect } from 'vitest';
import type { User } from '#domain/accounts/user.ts';
import type { Order } from '#domain/orders/order.ts';
import { callApi, expectToast, signUpFromPage, submitLogin, whoAmI } from './accounts.ts';
import { DESKTOP, type useBrowser } from './browser.ts';
import { eventually } from './pages.ts';
import { shopUnderTest } from './shop-under-test.ts';
import { hydrated, pageHeading } from './shop.ts';

export type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>;

/** The owner signed in for a test file: their account, and pages opened with that session. */
export interface OwnerSession {
  user: User;
  cookies: Cookies;
  /** Opens `path` of the shop in a new context that carries the owner's session. */
  open(path: string, viewport?: typeof DESKTOP): Promise<Page>;
  /** One API request with the owner's session, from a page of its own. */
  call(method: string, path: string, body?: unknown): ReturnType<typeof callApi>;
}

/**
 * Signs the shop's owner in through the login page once for the test file (in beforeAll), as a
 * new admin would; the session is there for the file's hooks and tests.
 */
export function useOwnerSession(chromium: ReturnType<typeof useBrowser>): OwnerSession {
  let session: { user: User; cookies: Cookies } | undefined;
  beforeAll(async () => {
    session = await signInOwner(chromium);
  });
  const current = () => {
    if (!session) throw new Error('The owner signs in in beforeAll: use the session inside hooks and tests.');
    return session;
  };
  const open = (path: string, viewport = DESKTOP) =>
    openWithCookies(() => chromium.newPage(viewport), current().cookies, `${shopUnderTest().baseUrl}${path}`);
  return {
    get user() {
      return current().user;
    },
    get cookies() {
      return current().cookies;
    },
    open,
    async call(method, path, body) {
      const page = await open('/');
      try {
        return await callApi(page, method, path, body);
      } finally {
        await page.context().close();
      }
    },
  };
}

async function signInOwner(chromium: ReturnType<typeof useBrowser>): Promise<{ user: User; cookies: Cookies }> {
  const { baseUrl, owner } = shopUnderTest();
  const page = await chromium.open('/login');
  try {
    await pageHeading(page, 'Sign In').waitFor();
    await hydrated(page);
    await submitLogin(page, owner.email, owner.password);
    await expectToast(page, 'Logged In Successfully!');
    await page.waitForURL(`${baseUrl}/`);
    const user = await whoAmI(page);
    expect(user).toMatchObject({ email: owner.email, role: 'owner' });
    return { user: user!, cookies: await page.context().cookies() };
  } finally {
    await page.context().close();
  }
}

/** The dashboard's sidebar (on phones: the panel the Menu button opens). */
export const sidebar = (page: Page): Locator => page.getByRole('navigation', { name: 'Dashboard' });

/** Follows a sidebar link and waits for the page it names (its h1) and the link marked current. */
export async function openFromSidebar(page: Page, link: string, heading = link): Promise<void> {
  const item = sidebar(page).getByRole('link', { name: link, exact: true });
  await item.click();
  await pageHeading(page, heading).waitFor();
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
export async function openWithCookies(newPage: () => Promise<Page>, cookies: Cookies, url: string): Promise<Page> {
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
 * An order from a new customer for a silver cuff added for it (so it takes no stock from the demo
 * catalogue other files count on), paid through the shop's API. The caller deletes the piece.
 */
export async function placeOrderOfItsOwn(
  chromium: ReturnType<typeof useBrowser>,
  owner: OwnerSession,
  names: { piece: string; customer: string; email: string },
): Promise<{ order: Order; productId: string }> {
  const created = await owner.call('POST', '/api/products', {
    name: names.piece,
    category: 'Silver',
    weight: 18.5,
    size: 'One size',
    stock: 4,
    shortDescription: 'A wide cuff in solid silver.',
    description: 'Hammered sterling silver, polished by hand.',
  });
  expect(created.status).toBe(201);
  const productId = (created.body as { id: string }).id;
  const shopper = await chromium.open('/');
  try {
    await signUpFromPage(shopper, names.customer, names.email);
    const order = await placeOrder(shopper, productId, 2);
    expect(order).toMatchObject({ status: 'pending', customer: { email: names.email, name: names.customer } });
    return { order, productId };
  } finally {
    await shopper.context().close();
  }
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

/**
 * The Audit Log, open in the owner's page of its own for the file's tests (or a describe's), with
 * `entry()`: the changes of the `nth` newest entry of a kind about `subject`, after checking that
 * the owner made it.
 */
export function useAuditLog(owner: OwnerSession) {
  let audit: Page | undefined;
  beforeAll(async () => {
    audit = await owner.open('/dashboard/audit');
    await pageHeading(audit, 'Audit Log').waitFor();
  });
  afterAll(() => audit?.context().close());
  const page = () => {
    if (!audit) throw new Error('The Audit Log opens in beforeAll: use it inside tests.');
    return audit;
  };
  return {
    get page(): Page {
      return page();
    },
    entry: (label: string, action: string, subject: string, nth = 0) =>
      auditEntry(page(), owner.user, { label, action, subject, nth }),
  };
}

async function auditEntry(
  admin: Page,
  by: User,
  entry: { label: string; action: string; subject: string; nth?: number },
): Promise<string[]> {
  const { label, action, subject, nth = 0 } = entry;
  await admin.getByRole('combobox', { name: 'What changed' }).selectOption({ label });
  await admin.waitForURL((url) => url.searchParams.get('action') === action);
  await settled(admin);
  const rows = admin.getByRole('row').filter({ has: admin.getByText(subject, { exact: true }) });
  // The previous filter's rows stay on screen until the new answer arrives.
  const cells = rows.nth(nth).getByRole('cell');
  await eventually(async () => {
    expect(await rows.count()).toBeGreaterThan(nth);
    expect(await cells.nth(2).innerText({ timeout: 1000 })).toBe(label);
  });
  expect(await cells.nth(1).innerText()).toBe(`${by.name}\n${by.email}`);
  return auditChanges(cells.nth(4));
}
