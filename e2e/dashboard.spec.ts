import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopUnderTest } from './support/shop-under-test.ts';
import type { Product } from '#domain/catalog/product.ts';
import { callApi, expectToast, signUpFromPage, uniqueEmail } from './support/accounts.ts';
import { DESKTOP, expectAccessible, PHONE, useBrowser } from './support/browser.ts';
import { placeOrderOfItsOwn, settled, sidebar, useOwnerSession } from './support/dashboard.ts';
import { fetchAllProducts } from './support/pages.ts';
import { fetchMetals, pageHeading } from './support/shop.ts';

// Every dashboard page passes axe at desktop and phone widths and the phone's menu works; only
// admins may open the pages; and the storefront's JavaScript holds none of them.

const baseUrl = shopUnderTest().baseUrl;
const chromium = useBrowser();
/** A word no earlier run used, for product and customer names. */
const run = Date.now().toString(36).slice(-6).toUpperCase();

const owner = useOwnerSession(chromium);

describe('accessibility of every dashboard page', () => {
  let productId: string;
  let goldId: string;
  /** The piece of the order the Orders and Billing Detail pages list. */
  let orderedPieceId = '';
  beforeAll(async () => {
    productId = (await fetchAllProducts(baseUrl))[0]!.id;
    goldId = (await fetchMetals(baseUrl)).find((metal) => metal.metal === 'Gold')!.id;
    const names = {
      piece: `Rania Silver Cuff ${run}`,
      customer: `Salma Haddad ${run}`,
      email: uniqueEmail('a11y.order'),
    };
    orderedPieceId = (await placeOrderOfItsOwn(chromium, owner, names)).productId;
  });
  afterAll(async () => {
    if (orderedPieceId) await owner.call('DELETE', `/api/products/${orderedPieceId}`);
  });

  /** Each page with what shows once it has loaded. */
  const pages: { path: () => string; title: string; ready: (page: Page) => Promise<unknown> }[] = [
    {
      path: () => '/dashboard',
      title: 'Dashboard',
      ready: (page) => page.getByRole('heading', { name: /^Orders and revenue, last \d+ days$/ }).waitFor(),
    },
    {
      path: () => '/dashboard/allproduct',
      title: 'All Products',
      ready: (page) =>
        page
          .getByRole('link', { name: /^Edit / })
          .first()
          .waitFor(),
    },
    {
      path: () => '/dashboard/addproducts',
      title: 'Add Products',
      ready: (page) => page.getByRole('form', { name: 'Add product' }).waitFor(),
    },
    {
      path: () => `/dashboard/editproducts/${productId}`,
      title: 'Edit Product',
      ready: (page) => page.getByRole('form', { name: 'Edit product' }).waitFor(),
    },
    {
      path: () => '/dashboard/updateprice',
      title: 'Metal Price',
      ready: (page) => page.getByRole('link', { name: 'Edit Gold price' }).waitFor(),
    },
    {
      path: () => `/dashboard/updateprice/${goldId}`,
      title: 'Edit Metal Price',
      ready: (page) => page.getByLabel('Price per gram (US dollars)').waitFor(),
    },
    {
      path: () => '/dashboard/user',
      title: 'Customers',
      ready: (page) =>
        page
          .getByRole('button', { name: /^Make (Admin|Customer):/ })
          .first()
          .waitFor(),
    },
    {
      path: () => '/dashboard/order',
      title: 'Orders',
      ready: (page) =>
        page
          .getByRole('button', { name: /^View order #/ })
          .first()
          .waitFor(),
    },
    {
      path: () => '/dashboard/userdata',
      title: 'Billing Detail',
      ready: (page) => page.getByRole('link', { name: /@/ }).first().waitFor(),
    },
    {
      path: () => '/dashboard/audit',
      title: 'Audit Log',
      ready: (page) => page.getByText(/ (entry|entries)$/).waitFor(),
    },
  ];

  // One test per page and width, on one signed-in page per width: ten pages with an axe scan each
  // did not fit one test's minute on a busy machine.
  for (const viewport of [DESKTOP, PHONE]) {
    describe(`at ${viewport.width} × ${viewport.height}`, () => {
      let page: Page;
      beforeAll(async () => {
        page = await owner.open('/dashboard', viewport);
      });
      afterAll(() => page.context().close());

      for (const { path, title, ready } of pages) {
        it(`passes axe on ${title}`, async () => {
          await page.goto(`${baseUrl}${path()}`);
          await pageHeading(page, title).waitFor();
          await ready(page);
          await settled(page);
          await expectAccessible(page);
        });
      }

      if (viewport === DESKTOP) {
        it('passes axe with an order’s drawer open', async () => {
          await page.goto(`${baseUrl}/dashboard/order`);
          await page
            .getByRole('button', { name: /^View order #/ })
            .first()
            .click();
          await page.getByRole('dialog', { name: /^Order #/ }).waitFor();
          await expectAccessible(page);
          await page.keyboard.press('Escape');
          await page.getByRole('dialog').waitFor({ state: 'detached' });
        });
      }
    });
  }

  it('opens the navigation from the Menu at 390 × 844, marking the page shown', async () => {
    const page = await owner.open('/dashboard', PHONE);
    try {
      await pageHeading(page, 'Dashboard').waitFor();
      const menu = page.getByRole('button', { name: 'Menu', exact: true });
      const nav = sidebar(page);
      expect(await nav.isVisible()).toBe(false);
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      await menu.click();
      await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
      await nav.waitFor();
      expect(await nav.getByRole('link').allInnerTexts()).toEqual([
        'Overview',
        'Add Products',
        'Metal Price',
        'All Products',
        'Customers',
        'Orders',
        'Returns',
        'Billing Detail',
        'Visits',
        'Buy Register',
        'Reviews',
        'Audit Log',
        'Back to Home',
      ]);
      expect(await nav.getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBe('page');
      await expectAccessible(page);
      await nav.getByRole('link', { name: 'Orders', exact: true }).click();
      await page.waitForURL(`${baseUrl}/dashboard/order`);
      await pageHeading(page, 'Orders').waitFor();
      // Following a link closes the menu; reopened, it marks the new page.
      await nav.waitFor({ state: 'hidden' });
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      await menu.click();
      expect(await nav.getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe('page');
      expect(await nav.getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBeNull();
      await page.keyboard.press('Escape');
      await nav.waitFor({ state: 'hidden' });
    } finally {
      await page.context().close();
    }
  });
});

describe('who may open the dashboard’s pages', () => {
  it('sends a customer from /dashboard/allproduct home with a message', async () => {
    const page = await chromium.open('/');
    try {
      await signUpFromPage(page, `Huda Customer ${run}`, uniqueEmail('not.admin'));
      await page.goto(`${baseUrl}/dashboard/allproduct`);
      await page.waitForURL(`${baseUrl}/`);
      await expectToast(page, "This area is for the shop's admins");
      expect(await pageHeading(page, 'All Products').count()).toBe(0);
      expect((await callApi(page, 'GET', '/api/admin/products')).status).toBe(403);
    } finally {
      await page.context().close();
    }
  });

  it('sends a visitor from /dashboard/allproduct to /login', async () => {
    const page = await chromium.open('/dashboard/allproduct');
    try {
      await page.waitForURL(`${baseUrl}/login`);
      await page.getByRole('heading', { level: 1, name: 'Sign In', exact: true }).waitFor();
      expect((await callApi(page, 'GET', '/api/admin/products')).status).toBe(401);
    } finally {
      await page.context().close();
    }
  });
});

describe('the storefront’s JavaScript', () => {
  it('holds nothing of the dashboard: a shopper downloads neither its pages nor its route table', async () => {
    const { items } = (await (await fetch(`${baseUrl}/api/products?pageSize=1`)).json()) as { items: Product[] };
    const page = await chromium.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(response.url());
    });
    try {
      for (const path of ['/', '/collection', `/product/${items[0]!.id}`, '/cart', '/wish']) {
        await page.goto(`${baseUrl}${path}`);
        await page.waitForLoadState('networkidle');
      }
      expect(scripts.size).toBeGreaterThan(0);
      for (const url of scripts) {
        const code = await (await fetch(url)).text();
        // The dashboard's own addresses and page names appear only in its own chunks.
        expect(code, url).not.toContain('/dashboard/allproduct');
        expect(code, url).not.toContain('Billing Detail');
      }
    } finally {
      await page.context().close();
    }
  });
});
