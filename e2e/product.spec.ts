import { ownPurityRateCents } from '#domain/rates/karat-rates.ts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { shopUnderTest } from './support/shop-under-test.ts';
import type { Product } from '#domain/catalog/product.ts';
import { useBrowser } from './support/browser.ts';
import { eventually, fetchAllProducts, parseCents, expectVisible } from './support/pages.ts';

const baseUrl = shopUnderTest().baseUrl;
const chromium = useBrowser();
let page: Page;
let catalogue: Product[];

beforeAll(async () => {
  page = await chromium.newPage();
  catalogue = await fetchAllProducts(baseUrl);
});

async function openProduct(product: Product): Promise<void> {
  await page.goto(`${baseUrl}/product/${product.id}`);
  await page.getByRole('heading', { name: product.name, level: 1 }).waitFor();
}

/** The definition list's value for a term ("Weight" -> "24.5 g"). */
async function fact(term: string): Promise<string> {
  const value = page.locator('dt', { hasText: new RegExp(`^${term}$`, 'i') }).locator('+ dd');
  return (await value.innerText()).trim();
}

const quantity = () => page.getByRole('status', { name: 'Quantity' });
const increase = () => page.getByRole('button', { name: 'Increase quantity' });
const decrease = () => page.getByRole('button', { name: 'Decrease quantity' });

describe('product page', () => {
  it('shows the piece: name, price, per-gram price, facts, availability and description', async () => {
    // Sold as it is: a piece made to size lists its sizes instead (e2e/piece-options.spec.ts).
    const product = catalogue.find((p) => p.isAvailable && p.sizes.length === 0)!;
    await openProduct(product);
    const price = page.locator('p', { hasText: /^Estimated price:/ });
    expect(parseCents(await price.innerText())).toBe(product.price);
    expect(
      parseCents(
        await page
          .getByRole('main')
          .getByText(/ per gram · /)
          .innerText(),
      ),
      // The rate of the piece's own purity (its 22K rate beside a 22K price), as on its card.
    ).toBe(ownPurityRateCents(product));
    expect((await fact('Category')).toLowerCase()).toBe(product.category.toLowerCase());
    expect(await fact(product.metal === null ? 'Weight' : 'Net metal weight')).toBe(`${product.weight} g`);
    expect(await fact('Size')).toBe(product.size);
    expect(await fact('Availability')).toBe('In Stock');
    await expectVisible(page.getByText(product.description));
    await expectVisible(page.getByRole('img', { name: product.name }).first());
    const addToCart = page.getByRole('button', { name: 'Add to Cart' });
    await expectVisible(addToCart);
    expect(await addToCart.isEnabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Stock Out' }).count()).toBe(0);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await crumbs.getByRole('link', { name: 'Collection' }).getAttribute('href')).toBe('/collection');
  });

  it('starts the quantity at 1, increases it up to the stock left and never goes below 1', async () => {
    const product = catalogue.find((p) => p.stock >= 5 && p.stock < 20);
    expect(product, 'the demo catalogue has a piece with 5 to 19 in stock').toBeDefined();
    await openProduct(product!);
    const unit = parseCents(await page.locator('p', { hasText: /^Estimated price:/ }).innerText());
    const total = async () => parseCents(await page.locator('p', { hasText: /^Total for/ }).innerText());

    expect(await quantity().innerText()).toBe('1');
    expect(await decrease().isDisabled()).toBe(true);
    expect(await total()).toBe(unit);

    for (let i = 0; i < 3; i++) await increase().click();
    await eventually(async () => expect(await quantity().innerText()).toBe('4'));
    expect(await decrease().isEnabled()).toBe(true);
    expect(await total()).toBe(unit * 4);

    await decrease().click();
    await eventually(async () => expect(await quantity().innerText()).toBe('3'));
    await decrease().click();
    await decrease().click();
    await eventually(async () => expect(await quantity().innerText()).toBe('1'));
    expect(await decrease().isDisabled()).toBe(true);
    // A forced click on the disabled button changes nothing.
    await decrease().click({ force: true });
    expect(await quantity().innerText()).toBe('1');

    // Capped by the stock (spec: "without bound"; one cannot order pieces that are not there).
    for (let i = 1; i < product!.stock; i++) await increase().click();
    await eventually(async () => expect(await quantity().innerText()).toBe(String(product!.stock)));
    expect(await increase().isDisabled()).toBe(true);
    await increase().click({ force: true });
    expect(await quantity().innerText()).toBe(String(product!.stock));
    expect(await total()).toBe(unit * product!.stock);
    await expectVisible(page.getByText(`Only ${product!.stock} left`));
  });

  it("shows 'Out of Stock' and a disabled 'Stock Out' button for an unavailable piece", async () => {
    const product = catalogue.find((p) => !p.isAvailable);
    expect(product, 'the demo catalogue has an out-of-stock piece').toBeDefined();
    await openProduct(product!);
    expect(await fact('Availability')).toBe('Out of Stock');
    const button = page.getByRole('button', { name: 'Stock Out' });
    await expectVisible(button);
    expect(await button.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Add to Cart' }).count()).toBe(0);
    expect(await increase().isDisabled()).toBe(true);
  });

  it('saves the piece to the wishlist with the heart, and takes it off again', async () => {
    const product = catalogue[0]!;
    await openProduct(product);
    const heart = page.getByRole('button', { name: `Save ${product.name} to wishlist` });
    const badge = page.getByRole('banner').getByRole('link', { name: /^Wishlist, \d+ items?$/ });
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    expect(await badge.getAttribute('aria-label')).toBe('Wishlist, 0 items');
    await heart.click();
    await eventually(async () => expect(await badge.getAttribute('aria-label')).toBe('Wishlist, 1 item'));
    expect(await heart.getAttribute('aria-pressed')).toBe('true');
    await heart.click();
    await eventually(async () => expect(await badge.getAttribute('aria-label')).toBe('Wishlist, 0 items'));
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
  });

  it.each([
    ['a well-formed id that does not exist', 'prod_DoesNotExist0000'],
    ['a malformed id', 'no-such-piece'],
  ])("shows 'Product not found' for %s", async (_, id) => {
    await page.goto(`${baseUrl}/product/${id}`);
    await page.getByRole('heading', { name: 'Product not found', level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to the collection' }).getAttribute('href')).toBe('/collection');
  });
});
