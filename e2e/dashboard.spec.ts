import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopUnderTest } from './support/shop-under-test.ts';
import type { User } from '#domain/accounts/user.ts';
import { shortOrderId } from '#domain/admin/admin-orders.ts';
import { toPieceRecipe } from '#domain/catalog/piece-recipe.ts';
import type { Product } from '#domain/catalog/product.ts';
import type { MetalPrice } from '#domain/rates/rate.ts';
import { centsToDollarString, formatCents } from '#domain/money.ts';
import type { Order } from '#domain/orders/order.ts';
import { pricePieceAtPureCents, pureAlloyRate } from '#domain/pricing/piece-price.ts';
import { purityRateCents } from '#domain/rates/karat-rates.ts';
import {
  callApi,
  expectToast,
  headerEntries,
  signUpFromPage,
  submitLogin,
  uniqueEmail,
  whoAmI,
} from './support/accounts.ts';
import { DESKTOP, expectAccessible, PHONE, useBrowser } from './support/browser.ts';
import {
  auditChanges,
  confirmAlert,
  dashboardHeading,
  expectedPriceCents,
  fetchPhoto,
  makePhotos,
  openFromSidebar,
  openWithCookies,
  placeOrder,
  settled,
  sidebar,
  TEST_SHIPPING,
  watchProgressBars,
} from './support/dashboard.ts';
import {
  collectionResults,
  describeFocus,
  eventually,
  expectListed,
  fetchAllProducts,
  fetchProducts,
  parseCents,
} from './support/pages.ts';
import { hydrated } from './support/shop.ts';

const baseUrl = shopUnderTest().baseUrl;
const owner = shopUnderTest().owner;
const chromium = useBrowser();
/** A word no earlier run used, for product and customer names. */
const run = Date.now().toString(36).slice(-6).toUpperCase();

type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>;
let ownerCookies: Cookies;
let ownerUser: User;

/** What this file changed, for the audit log test and for putting shared state back. */
const changed: {
  product?: { id: string; name: string; renamed: string };
  gold?: { id: string; from: number; to: number; restored: boolean };
  role?: { id: string; email: string; restored: boolean };
  order?: Order;
  orderProductId?: string;
} = {};

beforeAll(async () => {
  // As a new admin would: the owner signs in through /login, once for the whole file (sign-ins
  // per e-mail are limited as shipped); every test then opens its pages with that session.
  const page = await chromium.open('/login');
  await page.getByRole('heading', { level: 1, name: 'Sign In', exact: true }).waitFor();
  await hydrated(page);
  await submitLogin(page, owner.email, owner.password);
  await expectToast(page, 'Logged In Successfully!');
  await page.waitForURL(`${baseUrl}/`);
  ownerUser = (await whoAmI(page))!;
  expect(ownerUser).toMatchObject({ email: owner.email, role: 'owner' });
  ownerCookies = await page.context().cookies();
  await page.context().close();
});

afterAll(async () => {
  // Whatever failed above, leave the shared server as the other files expect it.
  const page = await asOwner('/');
  try {
    if (changed.gold && !changed.gold.restored) {
      await callApi(page, 'PATCH', `/api/metals/${changed.gold.id}`, { pricePerGram: changed.gold.from });
    }
    if (changed.role && !changed.role.restored) {
      await callApi(page, 'PATCH', `/api/users/${changed.role.id}`, { role: 'customer' });
    }
    for (const id of [changed.product?.id, changed.orderProductId]) {
      if (id) await callApi(page, 'DELETE', `/api/products/${id}`);
    }
  } finally {
    await page.context().close();
  }
});

function asOwner(path: string, viewport = DESKTOP): Promise<Page> {
  return openWithCookies(() => chromium.newPage(viewport), ownerCookies, `${baseUrl}${path}`);
}

async function fetchProduct(id: string): Promise<{ status: number; product: Product }> {
  const response = await fetch(`${baseUrl}/api/products/${id}`);
  return { status: response.status, product: (await response.json()) as Product };
}

async function fetchMetals(): Promise<MetalPrice[]> {
  return (await (await fetch(`${baseUrl}/api/metals`)).json()) as MetalPrice[];
}

/** Searches the storefront collection and returns the cards it lists (exactly `names`). */
async function searchCollection(page: Page, term: string, names: readonly string[]) {
  await page.goto(`${baseUrl}/collection`);
  await hydrated(page);
  const search = page.getByRole('searchbox', { name: 'Search the collection' });
  await search.fill(term);
  await search.press('Enter');
  await page.waitForURL((url) => url.searchParams.get('q') === term);
  return expectListed(page, names);
}

/** A product page's main price ("Estimated price: $…"), in cents. */
async function productPagePrice(page: Page): Promise<number> {
  return parseCents(await page.locator('p', { hasText: /^Estimated price:/ }).innerText());
}

describe('a product from the Add Products form to the shop, edited, then deleted', () => {
  const name = `Noor Filigree Pendant ${run}`;
  const renamed = `${name} Deluxe`;
  const details = {
    weight: '7.125',
    size: '45 cm chain',
    shortDescription: 'A filigree pendant on a fine chain, made in our Houston workshop.',
    description: 'Hand-pierced 21K gold filigree in a crescent, finished by hand.\nComes in a gift box.',
  };
  let admin: Page;
  let photos: Awaited<ReturnType<typeof makePhotos>>;
  /** The stored photo URLs, in the order the product shows them. */
  let images: string[] = [];
  let productId = '';

  beforeAll(async () => {
    photos = await makePhotos();
    admin = await asOwner('/dashboard');
  });
  afterAll(async () => {
    photos.remove();
    await admin.context().close();
  });

  it('adds a product with two photos uploaded from the file picker: Product Added!', async () => {
    await dashboardHeading(admin, 'Dashboard').waitFor();
    await openFromSidebar(admin, 'Add Products');
    expect(admin.url()).toBe(`${baseUrl}/dashboard/addproducts`);
    const form = admin.getByRole('form', { name: 'Add product' });

    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByLabel('Category', { exact: true }).selectOption({ label: "Men's Yellow Gold" });
    await form.getByLabel('Net metal weight (grams)', { exact: true }).fill(details.weight);
    // The form asks for the purity; pure keeps the spec's price (weight x rate).
    await form.getByLabel('Purity', { exact: true }).selectOption({ label: 'Pure (rate as quoted)' });
    expect(await form.getByLabel('Size', { exact: true }).inputValue()).toBe('21 cm');
    await form.getByLabel('Size', { exact: true }).fill(details.size);
    await form.getByLabel('Stock (pieces in stock)', { exact: true }).fill('3');
    await form.getByLabel('Short description', { exact: true }).fill(details.shortDescription);
    await form.getByLabel('Description', { exact: true }).fill(details.description);
    await form.getByRole('checkbox', { name: /^Featured/ }).check();

    // One slot to start with, more can be added, and a slot can be removed
    // only while more than one remains.
    const slots = form.getByRole('list', { name: 'Photo slots' }).getByRole('listitem');
    const removeButton = (n: number) => form.getByRole('button', { name: `Remove photo ${n}`, exact: true });
    expect(await slots.count()).toBe(1);
    expect(await removeButton(1).isDisabled()).toBe(true);
    await form.getByRole('button', { name: 'Add another photo', exact: true }).click();
    expect(await slots.count()).toBe(2);
    expect(await removeButton(1).isEnabled()).toBe(true);
    await removeButton(2).click();
    expect(await slots.count()).toBe(1);
    expect(await removeButton(1).isDisabled()).toBe(true);

    // Both photos at once through the picker; each uploads with its own progress bar.
    const progressBars = await watchProgressBars(admin);
    const [chooser] = await Promise.all([
      admin.waitForEvent('filechooser'),
      form.getByRole('button', { name: 'Choose photos', exact: true }).click(),
    ]);
    expect(chooser.isMultiple()).toBe(true);
    await chooser.setFiles([photos.jpeg.path, photos.png.path]);
    await form.getByText(`${photos.jpeg.name} · uploaded`, { exact: true }).waitFor();
    await form.getByText(`${photos.png.name} · uploaded`, { exact: true }).waitFor();
    expect(await form.getByRole('progressbar').count()).toBe(0);
    expect(await progressBars()).toEqual([`Uploading ${photos.jpeg.name}`, `Uploading ${photos.png.name}`]);
    expect(await slots.count()).toBe(2);

    // The PNG becomes the card image.
    await form.getByRole('button', { name: 'Move photo 2 up', exact: true }).click();
    await eventually(async () => expect(await slots.first().innerText()).toContain(photos.png.name));
    expect(await slots.first().innerText()).toMatch(/card image/i);
    expect(await form.getByRole('status').innerText()).toBe(
      'Photo moved to position 1 of 2. It is now the card image.',
    );
    images = await slots.locator('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? ''));
    expect(images).toHaveLength(2);
    for (const src of images) expect(src).toMatch(/^\/media\/uploads\/[A-Za-z0-9_-]+\.webp$/);
    // A blank slot left at the end is dropped on save: the product gets the two photos only.
    await form.getByRole('button', { name: 'Add another photo', exact: true }).click();
    expect(await slots.count()).toBe(3);

    const created = admin.waitForResponse(
      (response) => response.url() === `${baseUrl}/api/products` && response.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Add Product', exact: true }).click();
    await expectToast(admin, 'Product Added!', `${name} is in the shop now.`);
    const response = await created;
    expect(response.status()).toBe(201);
    productId = ((await response.json()) as Product).id;
    changed.product = { id: productId, name, renamed };
    await admin.waitForURL(`${baseUrl}/dashboard/allproduct`);
    await dashboardHeading(admin, 'All Products').waitFor();

    const gold = (await fetchMetals()).find((metal) => metal.metal === 'Gold')!;
    const { status, product } = await fetchProduct(productId);
    expect(status).toBe(200);
    expect(product).toMatchObject({
      name,
      category: 'Gold',
      weight: Number(details.weight),
      size: details.size,
      stock: 3,
      isAvailable: true,
      featured: true,
      shortDescription: details.shortDescription,
      description: details.description,
      images,
      perGram: gold.pricePerGram,
      price: expectedPriceCents(Number(details.weight), gold.pricePerGram),
    });
  });

  it('stores each photo as WebP in three widths, never enlarged, without its metadata', async () => {
    expect(images, 'the product was added').toHaveLength(2);
    const [pngUrl, jpegUrl] = images as [string, string];
    const widths = (url: string) => [url, url.replace(/\.webp$/, '.800.webp'), url.replace(/\.webp$/, '.400.webp')];
    const served = async (url: string) => Promise.all(widths(url).map((variant) => fetchPhoto(baseUrl, variant)));
    for (const [url, expected] of [
      [jpegUrl, [1000, 800, 400]],
      [pngUrl, [600, 600, 400]],
    ] as const) {
      const variants = await served(url);
      expect(variants.map((v) => [v.status, v.type, v.format, v.width, v.exif])).toEqual(
        expected.map((width) => [200, 'image/webp', 'webp', width, false]),
      );
    }
  });

  it('shows the product in the storefront collection and on its page with WebP photos and a srcset', async () => {
    expect(productId, 'the product was added').not.toBe('');
    const { product } = await fetchProduct(productId);
    const shop = await chromium.newPage();
    try {
      const [card] = await searchCollection(shop, name, [name]);
      expect(card!.priceCents).toBe(product.price);
      expect(card!.weight).toBe(Number(details.weight));
      expect(card!.href).toBe(`/product/${productId}`);
      const cardImage = collectionResults(shop).locator('article img').first();
      expect(await cardImage.getAttribute('src')).toBe(images[0]);

      await collectionResults(shop).getByRole('link', { name, exact: true }).click();
      await shop.waitForURL(`${baseUrl}/product/${productId}`);
      await shop.getByRole('heading', { level: 1, name, exact: true }).waitFor();
      expect(await productPagePrice(shop)).toBe(product.price);
      const gallery = shop.getByRole('region', { name: `Photos of ${name}` }).locator('img');
      expect(await gallery.count()).toBe(2);
      for (const [index, img] of (await gallery.all()).entries()) {
        const src = (await img.getAttribute('src'))!;
        expect(src).toBe(images[index]);
        expect(src).toMatch(/^\/media\/uploads\/[A-Za-z0-9_-]+\.webp$/);
        const base = src.slice(0, -'.webp'.length);
        const srcset = (await img.getAttribute('srcset')) ?? '';
        expect(srcset).toContain(`${base}.400.webp 400w`);
        expect(srcset).toContain(`${base}.800.webp 800w`);
        expect(await img.getAttribute('alt')).toBe(`${name}, photo ${index + 1} of 2`);
      }
      // The browser really shows the first photo, picked from the srcset.
      await eventually(async () => {
        const shown = await gallery
          .first()
          .evaluate((img: HTMLImageElement) => ({ loaded: img.complete && img.naturalWidth > 0, url: img.currentSrc }));
        expect(shown.loaded).toBe(true);
        expect(new URL(shown.url).pathname).toMatch(/^\/media\/uploads\/[A-Za-z0-9_-]+(\.400|\.800)?\.webp$/);
      });
    } finally {
      await shop.context().close();
    }
  });

  it('edits the name and each branch’s stock: Product Updated!, and the storefront shows the new name', async () => {
    expect(productId, 'the product was added').not.toBe('');
    await openFromSidebar(admin, 'All Products');
    await admin.getByRole('searchbox', { name: 'Search products' }).fill(name);
    await admin.waitForURL((url) => url.searchParams.get('q') === name);
    await admin.getByRole('link', { name: `Edit ${name}`, exact: true }).click();
    await admin.waitForURL(`${baseUrl}/dashboard/editproducts/${productId}`);
    await dashboardHeading(admin, 'Edit Product').waitFor();
    // Inside All Products: its sidebar link is marked as the current section.
    expect(await sidebar(admin).getByRole('link', { name: 'All Products' }).getAttribute('aria-current')).toBe('true');

    const form = admin.getByRole('form', { name: 'Edit product' });
    const nameField = form.getByLabel('Name', { exact: true });
    const counts = admin.getByRole('form', { name: 'Set stock at each branch' });
    await eventually(async () => expect(await nameField.inputValue()).toBe(name));
    // A new piece's stock is held at the main store; the edit page sets each branch's count.
    expect(await counts.getByLabel('Louisiana Main Store', { exact: true }).inputValue()).toBe('3');
    expect(await counts.getByLabel('Houston Branch', { exact: true }).inputValue()).toBe('0');
    expect(await form.getByLabel('Net metal weight (grams)', { exact: true }).inputValue()).toBe(details.weight);
    expect(await form.getByLabel('Category', { exact: true }).inputValue()).toBe('Gold');
    expect(await form.getByRole('checkbox', { name: /^Featured/ }).isChecked()).toBe(true);
    expect(await form.getByText('Saved photo', { exact: true }).count()).toBe(2);

    await counts.getByLabel('Houston Branch', { exact: true }).fill('2');
    await counts.getByRole('button', { name: 'Save counts', exact: true }).click();
    await expectToast(admin, 'Stock Saved', `${name}: 5 in all.`);
    await nameField.fill(renamed);
    await form.getByRole('button', { name: 'Update Product', exact: true }).click();
    await expectToast(admin, 'Product Updated!', `${renamed} has been saved.`);
    // Back to the list as it was left, where the row shows the change.
    await admin.waitForURL((url) => url.pathname === '/dashboard/allproduct' && url.searchParams.get('q') === name);
    const row = admin.getByRole('row').filter({ has: admin.getByRole('link', { name: renamed, exact: true }) });
    await row.waitFor();
    expect(await row.locator('td').nth(4).innerText()).toBe('5'); // the Stock column

    const { product } = await fetchProduct(productId);
    expect(product).toMatchObject({
      name: renamed,
      stock: 5,
      branchStock: { louisiana: 3, houston: 2 },
      images,
      weight: Number(details.weight),
    });

    const shop = await chromium.open(`/product/${productId}`);
    try {
      await shop.getByRole('heading', { level: 1, name: renamed, exact: true }).waitFor();
      expect(await productPagePrice(shop)).toBe(product.price);
      await searchCollection(shop, renamed, [renamed]);
    } finally {
      await shop.context().close();
    }
  });

  it('deletes it from All Products after the confirmation: Deleted!, and its page is not found', async () => {
    expect(productId, 'the product was added').not.toBe('');
    const remove = admin.getByRole('button', { name: `Delete ${renamed}`, exact: true });
    await remove.click();
    await confirmAlert(admin, 'Yes, delete it!', [`${renamed} will be deleted from the shop.`]);
    await expectToast(admin, 'Deleted!', `${renamed} has been deleted.`);
    await admin.getByText('No Products Found', { exact: true }).waitFor();
    expect(await remove.count()).toBe(0);

    expect((await fetchProduct(productId)).status).toBe(404);
    const shop = await chromium.newPage();
    try {
      const response = await shop.goto(`${baseUrl}/product/${productId}`);
      expect(response?.status()).toBe(404);
      await shop.getByRole('heading', { level: 1, name: 'Product not found', exact: true }).waitFor();
      await searchCollection(shop, name, []);
      await collectionResults(shop).getByText('No Products Found').waitFor();
    } finally {
      await shop.context().close();
    }
    changed.product = { id: '', name, renamed };

    // Its edit page, opened from an old link, says so.
    await admin.goto(`${baseUrl}/dashboard/editproducts/${productId}`);
    await admin.getByText('Product Not Found', { exact: true }).waitFor();
    expect(await admin.getByRole('form', { name: 'Edit product' }).count()).toBe(0);
  });
});

describe('Metal Price: a new gold rate reprices the storefront', () => {
  let gold: MetalPrice;
  let piece: Product;
  const raise = 137; // cents per gram

  beforeAll(async () => {
    gold = (await fetchMetals()).find((metal) => metal.metal === 'Gold')!;
    const catalogue = await fetchAllProducts(baseUrl);
    // A demo piece priced at the gold rate whose weight has decimals, so rounding matters.
    piece = catalogue.find((p) => p.metal === 'Gold' && !Number.isInteger(p.weight))!;
    expect(piece, 'the demo catalogue has a gold piece with a fractional weight').toBeDefined();
    expect(piece.price).toBe(pricePieceAtPureCents(toPieceRecipe(piece), gold.pricePerGram).totalCents);
  });

  it('saves the new price per gram on the edit page: Product Updated', async () => {
    const admin = await asOwner('/dashboard');
    try {
      await dashboardHeading(admin, 'Dashboard').waitFor();
      await openFromSidebar(admin, 'Metal Price');
      const card = admin.getByRole('article', { name: 'Gold', exact: true });
      expect(await card.innerText()).toContain(formatCents(gold.pricePerGram));
      await card.getByRole('link', { name: 'Edit Gold price', exact: true }).click();
      await admin.waitForURL(`${baseUrl}/dashboard/updateprice/${gold.id}`);
      await dashboardHeading(admin, 'Edit Metal Price').waitFor();
      expect(await sidebar(admin).getByRole('link', { name: 'Metal Price' }).getAttribute('aria-current')).toBe('true');

      const field = admin.getByLabel('Price per gram (US dollars)', { exact: true });
      expect(await field.inputValue()).toBe(centsToDollarString(gold.pricePerGram));
      changed.gold = { id: gold.id, from: gold.pricePerGram, to: gold.pricePerGram + raise, restored: false };
      await field.fill(centsToDollarString(gold.pricePerGram + raise));
      await admin.getByRole('button', { name: 'Save', exact: true }).click();
      await expectToast(admin, 'Product Updated');
      await admin.waitForURL(`${baseUrl}/dashboard/updateprice`);
      await eventually(async () => {
        const text = await admin.getByRole('article', { name: 'Gold', exact: true }).innerText();
        expect(text).toContain(formatCents(gold.pricePerGram + raise));
        expect(text).toContain(`by ${ownerUser.name}`);
      });
    } finally {
      await admin.context().close();
    }
  });

  it('reprices the gold piece: API, product page, collection card and the header ticker', async () => {
    expect(changed.gold?.to, 'the gold price was changed').toBeDefined();
    const rate = changed.gold!.to;
    const expected = pricePieceAtPureCents(toPieceRecipe(piece), rate).totalCents;
    expect(expected).not.toBe(piece.price);

    const { product } = await fetchProduct(piece.id);
    expect(product.perGram).toBe(rate);
    expect(product.price).toBe(expected);

    const shop = await chromium.open(`/product/${piece.id}`);
    try {
      await shop.getByRole('heading', { level: 1, name: piece.name, exact: true }).waitFor();
      expect(await productPagePrice(shop)).toBe(expected);
      const strip = shop.getByRole('complementary', { name: 'Metal prices' });
      expect(await strip.getByText(/^Metal prices per gram:/).textContent()).toContain(`Gold ${formatCents(rate)}`);
      // The visible ticker rotates through the metals: when it shows gold, at the new rate.
      await eventually(async () => {
        const shown = (await strip.locator('[aria-hidden="true"]', { hasText: '$' }).innerText()).trim();
        expect(shown).toBe(`GOLD ${formatCents(rate)}/g`);
      }, 15_000);

      const matching = (await fetchProducts(baseUrl, { q: piece.name })).items.map((p) => p.name);
      const cards = await searchCollection(shop, piece.name, matching);
      const card = cards.find((c) => c.href === `/product/${piece.id}`)!;
      expect(card.priceCents).toBe(expected);
      // The card shows the rate of the piece's own purity.
      expect(card.perGramCents).toBe(purityRateCents(pureAlloyRate(rate * 100, piece.fineness).perGramMillionths));
    } finally {
      await shop.context().close();
    }
  });

  it('puts the old price back the same way', async () => {
    expect(changed.gold, 'the gold price was changed').toBeDefined();
    const admin = await asOwner(`/dashboard/updateprice/${gold.id}`);
    try {
      const field = admin.getByLabel('Price per gram (US dollars)', { exact: true });
      await eventually(async () => expect(await field.inputValue()).toBe(centsToDollarString(changed.gold!.to)));
      await field.fill(centsToDollarString(gold.pricePerGram));
      await admin.getByRole('button', { name: 'Save', exact: true }).click();
      await expectToast(admin, 'Product Updated');
      await admin.waitForURL(`${baseUrl}/dashboard/updateprice`);
    } finally {
      await admin.context().close();
    }
    changed.gold!.restored = true;
    expect((await fetchMetals()).find((metal) => metal.id === gold.id)?.pricePerGram).toBe(gold.pricePerGram);
    expect((await fetchProduct(piece.id)).product.price).toBe(piece.price);
  });
});

describe('Customers: a customer made admin, then customer again', () => {
  const name = `Yusuf Karam ${run}`;
  const email = uniqueEmail('new.admin');
  let shopper: Page;
  let admin: Page;

  beforeAll(async () => {
    shopper = await chromium.open('/');
    await signUpFromPage(shopper, name, email);
    const me = (await whoAmI(shopper))!;
    expect(me.role).toBe('customer');
    changed.role = { id: me.id, email, restored: false };
    admin = await asOwner('/dashboard/user');
    await dashboardHeading(admin, 'Customers').waitFor();
  });
  afterAll(async () => {
    await shopper.context().close();
    await admin.context().close();
  });

  const row = () => admin.getByRole('row').filter({ hasText: email });

  it('makes the customer an admin after the confirmation: User role updated to admin', async () => {
    await admin.getByRole('searchbox', { name: 'Search customers' }).fill(email);
    await admin.waitForURL((url) => url.searchParams.get('q') === email);
    await eventually(async () => expect(await row().count()).toBe(1));
    expect(await row().getByRole('cell').nth(1).innerText()).toBe('CUSTOMER');
    await row()
      .getByRole('button', { name: `Make Admin: ${name}`, exact: true })
      .click();
    await confirmAlert(admin, 'Yes, make admin', [`${name} (${email}) will become an admin.`]);
    await expectToast(admin, 'User role updated to admin');
    await row()
      .getByRole('button', { name: `Make Customer: ${name}`, exact: true })
      .waitFor();
    expect(await row().getByRole('cell').nth(1).innerText()).toBe('ADMIN');
  });

  it('gives the new admin, in their own browser, the Dashboard link and the dashboard', async () => {
    await shopper.reload();
    const header = headerEntries(shopper);
    await header.dashboard.waitFor();
    await header.dashboard.click();
    await shopper.waitForURL(`${baseUrl}/dashboard`);
    await dashboardHeading(shopper, 'Dashboard').waitFor();
    await shopper.getByText(`Welcome, ${name}`, { exact: true }).waitFor();
    expect(await sidebar(shopper).innerText()).toMatch(new RegExp(`${name}\\s+Admin\\s+${email}`, 'i'));
    await shopper.getByRole('region', { name: 'Figures' }).waitFor();
  });

  it('makes them a customer again, and the dashboard sends them home', async () => {
    await row()
      .getByRole('button', { name: `Make Customer: ${name}`, exact: true })
      .click();
    await confirmAlert(admin, 'Yes, make customer', [`${name} (${email}) will become a customer.`]);
    await expectToast(admin, 'User role updated to customer');
    await row()
      .getByRole('button', { name: `Make Admin: ${name}`, exact: true })
      .waitFor();
    changed.role!.restored = true;

    await shopper.goto(`${baseUrl}/dashboard`);
    await shopper.waitForURL(`${baseUrl}/`);
    await expectToast(shopper, "This area is for the shop's admins");
    expect(await headerEntries(shopper).dashboard.count()).toBe(0);
    expect(await whoAmI(shopper)).toMatchObject({ email, role: 'customer' });
  });
});

describe('Orders and Billing Detail: an order placed in the shop', () => {
  const productName = `Sultana Silver Cuff ${run}`;
  const customerName = `Mariam Saleh ${run}`;
  const email = uniqueEmail('orders.customer');
  let admin: Page;
  let order: Order;
  let short: string;

  beforeAll(async () => {
    admin = await asOwner('/dashboard');
    // A piece of its own, so the order takes no stock from the demo catalogue other files count on.
    const created = await callApi(admin, 'POST', '/api/products', {
      name: productName,
      category: 'Silver',
      weight: 18.5,
      size: 'One size',
      stock: 4,
      shortDescription: 'A wide cuff in solid silver.',
      description: 'Hammered sterling silver, polished by hand.',
    });
    expect(created.status).toBe(201);
    changed.orderProductId = (created.body as Product).id;

    const shopper = await chromium.open('/');
    try {
      await signUpFromPage(shopper, customerName, email);
      order = await placeOrder(shopper, changed.orderProductId, 2);
    } finally {
      await shopper.context().close();
    }
    expect(order).toMatchObject({ status: 'pending', customer: { email, name: customerName } });
    changed.order = order;
    short = shortOrderId(order.id);
    await dashboardHeading(admin, 'Dashboard').waitFor();
  });
  afterAll(() => admin.context().close());

  it('confirms the order from its status pill after the confirmation: Order status updated to confirmed', async () => {
    await openFromSidebar(admin, 'Orders');
    await admin.getByRole('searchbox', { name: 'Search orders' }).fill(email);
    await admin.waitForURL((url) => url.searchParams.get('q') === email);
    const pending = admin.getByRole('button', { name: `Pending: mark order ${short} as confirmed`, exact: true });
    await pending.click();
    await confirmAlert(admin, 'Yes, mark it confirmed!', [
      `Order ${short} (${order.number}) will be marked as confirmed.`,
    ]);
    await expectToast(admin, 'Order status updated to confirmed');
    // A confirmed order's next step is shipping, with its parcel: in the drawer, not on the pill.
    await pending.waitFor({ state: 'detached' });
    const confirmed = admin.getByRole('button', { name: `View order #${short}`, exact: true });
    const stored = await callApi(admin, 'GET', `/api/admin/orders?q=${encodeURIComponent(email)}`);
    expect((stored.body as { items: Order[] }).items).toMatchObject([{ id: order.id, status: 'confirmed' }]);

    // The status filters agree.
    const filters = admin.getByRole('group', { name: 'Status' });
    await filters.getByRole('button', { name: 'Pending', exact: true }).click();
    await admin.waitForURL((url) => url.searchParams.get('status') === 'pending');
    await admin.getByText('No orders found', { exact: true }).waitFor();
    await filters.getByRole('button', { name: 'Confirmed', exact: true }).click();
    await admin.waitForURL((url) => url.searchParams.get('status') === 'confirmed');
    await confirmed.waitFor();
    expect(await filters.getByRole('button', { name: 'Confirmed', exact: true }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('shows the lines, totals, address and payment in the details drawer', async () => {
    const view = admin.getByRole('button', { name: `View order #${short}`, exact: true });
    await view.click();
    const drawer = admin.getByRole('dialog', { name: `Order #${short}` });
    await drawer.waitFor();
    // Section titles are uppercased by CSS, which innerText follows: compare without case.
    const text = (await drawer.innerText()).replace(/\s+/g, ' ').toLowerCase();
    const line = order.lines[0]!;
    expect(order.lines).toHaveLength(1);
    for (const expected of [
      order.number,
      customerName,
      email,
      'Items (2)',
      productName,
      `Silver · 18.5 g`,
      `2 × ${formatCents(line.unitPrice)}`,
      `Subtotal ${formatCents(order.subtotal)}`,
      `Tax (8%) ${formatCents(order.tax)}`,
      `Total ${formatCents(order.total)}`,
      `${TEST_SHIPPING.name} ${TEST_SHIPPING.street} ${TEST_SHIPPING.city}, ${TEST_SHIPPING.state} ${TEST_SHIPPING.zip}`,
      TEST_SHIPPING.phone,
      'Card Visa ending in 4242',
    ]) {
      expect(text).toContain(expected.toLowerCase());
    }
    // The rate the line was priced at: its purity's rate, where it came from, when it was set.
    const piece = line.breakup!;
    expect(await drawer.getByTestId('line-rate').innerText()).toContain(
      `at ${formatCents(purityRateCents(pureAlloyRate(piece.perGramHundredthCents!, piece.fineness).perGramMillionths))}/g · ${piece.rateSource} · `,
    );
    expect(await drawer.getByTestId('line-rate').locator('time').getAttribute('datetime')).toBe(piece.rateSetAt);
    expect(order.total).toBe(order.subtotal + order.tax);
    expect(line.lineTotal).toBe(line.unitPrice * 2);

    // The list's refetch after the step is held until the drawer has closed, as on a slow network:
    // the order's row is still listed when focus goes back to it, and leaves the list after.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const ordersList = /\/api\/admin\/orders\?/;
    await admin.route(ordersList, async (route) => {
      await released;
      await route.continue();
    });

    // Shipped from the drawer's form: the trail shows the carrier, the tracking link and the time.
    const form = drawer.getByRole('form', { name: 'Mark shipped' });
    await form.getByRole('combobox', { name: 'Carrier' }).selectOption('fedex');
    await form.getByRole('textbox', { name: 'Tracking number' }).fill('771234567890');
    await form.getByRole('button', { name: 'Mark shipped', exact: true }).click();
    await expectToast(admin, 'Order status updated to shipped');
    const trail = drawer.getByTestId('order-trail');
    await trail.getByText('Shipped with FedEx', { exact: true }).waitFor();
    expect(await trail.getByRole('link', { name: 'Track the parcel' }).getAttribute('href')).toBe(
      'https://www.fedex.com/fedextrack/?trknbr=771234567890',
    );
    await drawer.getByRole('button', { name: `Shipped: mark order ${short} as delivered`, exact: true }).waitFor();

    await drawer.getByRole('button', { name: 'Close order details', exact: true }).click();
    await drawer.waitFor({ state: 'detached' });
    release();
    await admin.unroute(ordersList);
    // Shipped, the order has left the list of confirmed orders: focus goes to the pressed filter.
    await expect.poll(() => describeFocus(admin)).toBe('button:Confirmed');
  });

  it('downloads the billing records as CSV, with the header row and the order’s customer', async () => {
    await openFromSidebar(admin, 'Billing Detail');
    await admin.getByRole('link', { name: email, exact: true }).first().waitFor();
    // The spec's columns, then the order's own and its breakup paid.
    const columns = [
      ...['date', 'name', 'email', 'phone', 'address', 'city', 'state', 'zip', 'items', 'quantity', 'total'],
      ...['order', 'subtotal', 'tax', 'tax lines', 'store credit', 'paid by card', 'fulfilment'],
      ...['metal', 'wastage', 'making', 'stones', 'fees', 'engraving'],
      ...['sizes', 'engravings', 'rate source', 'rate set at'],
      ...['status', 'confirmed at', 'shipped at', 'carrier', 'tracking', 'delivered at', 'ready at', 'collected at'],
    ];

    const download = async () => {
      const [file] = await Promise.all([
        admin.waitForEvent('download'),
        admin.getByRole('link', { name: 'Download CSV', exact: true }).click(),
      ]);
      expect(file.suggestedFilename()).toMatch(/^billing-\d{4}-\d{2}-\d{2}\.csv$/);
      const rows: string[][] = parse(readFileSync(await file.path(), 'utf8'), { skipEmptyLines: true });
      expect(rows[0]).toEqual(columns);
      return rows.slice(1).map((row) => Object.fromEntries(columns.map((column, i) => [column, row[i]])));
    };

    const all = await download();
    const record = {
      name: TEST_SHIPPING.name,
      email,
      phone: TEST_SHIPPING.phone,
      address: TEST_SHIPPING.street,
      city: TEST_SHIPPING.city,
      state: TEST_SHIPPING.state,
      zip: TEST_SHIPPING.zip,
      items: productName,
      quantity: '2',
      total: centsToDollarString(order.total),
      subtotal: centsToDollarString(order.subtotal),
      tax: centsToDollarString(order.tax),
      // Paid by card alone.
      'store credit': '0.00',
      'paid by card': centsToDollarString(order.total),
      // A piece sold as it is: no engraving fee, no size, no text.
      engraving: '0.00',
      sizes: '',
      engravings: '',
      'rate source': order.lines[0]!.breakup!.rateSource!,
      'rate set at': order.lines[0]!.breakup!.rateSetAt!,
      status: 'shipped',
      carrier: 'FedEx',
      tracking: '771234567890',
    };
    expect(all.filter((row) => row.email === email)).toEqual([expect.objectContaining(record)]);

    // The CSV follows the search.
    await admin.getByRole('searchbox', { name: 'Search billing details' }).fill(email);
    await admin.waitForURL((url) => url.searchParams.get('q') === email);
    await eventually(async () =>
      expect(await admin.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toContain(
        encodeURIComponent(email),
      ),
    );
    expect(await download()).toEqual([expect.objectContaining(record)]);
  });

  it("says 'No user data available' when a search finds nothing, and offers Try again when the list cannot load", async () => {
    const nothing = 'zzqx-no-such-customer';
    await admin.goto(`${baseUrl}/dashboard/userdata?q=${nothing}`);
    await admin.getByText('No user data available', { exact: true }).waitFor();
    await admin.getByText(`Nothing matches “${nothing}”.`, { exact: true }).waitFor();

    // The server fails (after the client's own retries): the page says so instead of hanging, and
    // Try again brings the records once the server answers again.
    const billingApi = (url: URL) => url.pathname === '/api/admin/billing';
    await admin.route(billingApi, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable","message":"Down"}' }),
    );
    await admin.goto(`${baseUrl}/dashboard/userdata`);
    await admin.getByText('We couldn’t load the billing details.', { exact: true }).waitFor();
    await admin.unroute(billingApi);
    await admin.getByRole('button', { name: 'Try again', exact: true }).click();
    await admin.getByRole('link', { name: email, exact: true }).first().waitFor();
    expect(await admin.getByText('We couldn’t load the billing details.').count()).toBe(0);
  });

  it('lists the first two pieces of a larger order and how many more', async () => {
    const names = ['Zahra', 'Layla', 'Nour'].map((word) => `${word} Silver Ring ${run}`);
    const ids: string[] = [];
    for (const name of names) {
      const created = await callApi(admin, 'POST', '/api/products', {
        name,
        category: 'Silver',
        weight: 4,
        size: 'Size 7',
        stock: 2,
        shortDescription: 'A plain silver ring.',
        description: 'Sterling silver, polished by hand.',
      });
      expect(created.status).toBe(201);
      ids.push((created.body as Product).id);
    }
    const buyer = uniqueEmail('orders.three');
    const shopper = await chromium.open('/');
    let three: Order;
    try {
      await signUpFromPage(shopper, 'Huda Three Pieces', buyer);
      for (const id of ids.slice(0, 2))
        expect((await callApi(shopper, 'POST', '/api/cart', { productId: id, quantity: 1 })).status).toBe(200);
      three = await placeOrder(shopper, ids[2]!, 1);
    } finally {
      await shopper.context().close();
    }
    expect(three.lines).toHaveLength(3);
    await admin.goto(`${baseUrl}/dashboard/order?q=${encodeURIComponent(buyer)}`);
    const row = admin.getByRole('row').filter({ hasText: three.number });
    await row.waitFor();
    const items = (await row.getByRole('listitem').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
    expect(items).toEqual([`1 × ${three.lines[0]!.name} · Silver`, `1 × ${three.lines[1]!.name} · Silver`, '+1 more']);
  });
});

describe('Audit Log: every change above, with who made it', () => {
  let admin: Page;
  beforeAll(async () => {
    admin = await asOwner('/dashboard/audit');
    await dashboardHeading(admin, 'Audit Log').waitFor();
  });
  afterAll(() => admin.context().close());

  /** Filters by 'What changed' and returns the changes of the entry about `subject`. */
  async function entry(label: string, action: string, subject: string, nth = 0): Promise<string[]> {
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
    expect(await cells.nth(1).innerText()).toBe(`${ownerUser.name}\n${ownerUser.email}`);
    return auditChanges(cells.nth(4));
  }

  it('lists the product’s create, update and delete', async () => {
    const product = changed.product;
    expect(product, 'the product test ran').toBeDefined();
    const created = await entry('Product added', 'product.create', product!.name);
    expect(created).toEqual(
      expect.arrayContaining([`Name: nothing to ${product!.name}`, 'Category: nothing to Gold', 'Stock: nothing to 3']),
    );
    expect(created).toContain('Photos: nothing to 2 photos');
    expect(created).toContain('Stock at Louisiana Main Store: nothing to 3');
    expect(await entry('Branch stock set', 'product.branch_stock', product!.name)).toEqual(['Houston Branch: 0 to 2']);
    expect(await entry('Product edited', 'product.update', product!.renamed)).toEqual([
      `Name: ${product!.name} to ${product!.renamed}`,
    ]);
    expect(await entry('Product deleted', 'product.delete', product!.renamed)).toEqual(
      expect.arrayContaining([`Name: ${product!.renamed} to nothing`, 'Stock: 5 to nothing']),
    );
  });

  it('lists the gold price change and its restoration', async () => {
    const gold = changed.gold;
    expect(gold, 'the metal price test ran').toBeDefined();
    const [from, to] = [formatCents(gold!.from), formatCents(gold!.to)];
    // Newest first: the restoration, then the change.
    expect(await entry('Metal price changed', 'metal.price', 'Gold', 0)).toEqual([`Price per gram: ${to} to ${from}`]);
    expect(await entry('Metal price changed', 'metal.price', 'Gold', 1)).toEqual([`Price per gram: ${from} to ${to}`]);
  });

  it('lists the role changes and the order status change', async () => {
    const role = changed.role;
    expect(role, 'the customers test ran').toBeDefined();
    // Newest first: back to customer, then made admin.
    expect(await entry('Role changed', 'user.role', role!.email, 0)).toEqual(['Role: admin to customer']);
    expect(await entry('Role changed', 'user.role', role!.email, 1)).toEqual(['Role: customer to admin']);

    const order = changed.order;
    expect(order, 'the orders test ran').toBeDefined();
    expect(await entry('Order status changed', 'order.status', order!.number, 0)).toContain(
      'Status: confirmed to shipped',
    );
    expect(await entry('Order status changed', 'order.status', order!.number, 1)).toEqual([
      'Status: pending to confirmed',
    ]);
  });

  it('filters by who made the change', async () => {
    await admin.getByRole('combobox', { name: 'What changed' }).selectOption({ label: 'All changes' });
    await admin.waitForURL((url) => !url.searchParams.has('action'));
    const who = admin.getByRole('searchbox', { name: 'Who made it' });
    await who.fill(ownerUser.email);
    await admin.waitForURL((url) => url.searchParams.get('actor') === ownerUser.email);
    await settled(admin);
    const actors = await admin
      .getByRole('row')
      .filter({ has: admin.getByRole('cell') })
      .evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[1]?.textContent ?? ''));
    expect(actors.length).toBeGreaterThan(0);
    expect(new Set(actors)).toEqual(new Set([`${ownerUser.name}${ownerUser.email}`]));

    await who.fill(`nobody-${run}`);
    await admin.waitForURL((url) => url.searchParams.get('actor') === `nobody-${run}`);
    await admin.getByText('No entries match', { exact: true }).waitFor();
  });
});

describe('accessibility of every dashboard page', () => {
  let productId: string;
  let goldId: string;
  beforeAll(async () => {
    productId = (await fetchAllProducts(baseUrl))[0]!.id;
    goldId = (await fetchMetals()).find((metal) => metal.metal === 'Gold')!.id;
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
        page = await asOwner('/dashboard', viewport);
      });
      afterAll(() => page.context().close());

      for (const { path, title, ready } of pages) {
        it(`passes axe on ${title}`, async () => {
          await page.goto(`${baseUrl}${path()}`);
          await dashboardHeading(page, title).waitFor();
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
    const page = await asOwner('/dashboard', PHONE);
    try {
      await dashboardHeading(page, 'Dashboard').waitFor();
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
      await dashboardHeading(page, 'Orders').waitFor();
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
      expect(await dashboardHeading(page, 'All Products').count()).toBe(0);
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
