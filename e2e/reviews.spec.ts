import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#domain/catalog/product.ts';
import { callApi, expectToast, signInFromPage, signUpFromPage, uniqueEmail } from './support/accounts.ts';
import { expectAccessible, useBrowser } from './support/browser.ts';
import { placeOrder } from './support/dashboard.ts';
import { expectVisible, fetchAllProducts } from './support/pages.ts';
import { hydrated, pageHeading } from './support/shop.ts';
import { shopUnderTest } from './support/shop-under-test.ts';

// A buyer whose order was delivered reviews the piece by keyboard, an admin approves it on the
// dashboard, and only then does the piece show one review and its stars; pieces without approved
// reviews show no rating at all.

const { baseUrl, owner } = shopUnderTest();
const chromium = useBrowser();
const BUYER = 'Laila Mansour';
const TEXT = 'Beautifully made, and the gold glows even more than in the photos.';

let buyer: Page;
let admin: Page;
let piece: Product;
let other: Product;

/** Staff take the order forward through the dashboard's API: confirmed, shipped, delivered. */
async function deliver(orderId: string, total: number): Promise<void> {
  const steps = [
    { status: 'confirmed' },
    {
      status: 'shipped',
      shipment: {
        carrier: 'usps',
        trackingNumber: '9400100000000000000001',
        declaredValue: total,
        signatureRequired: true,
      },
    },
    { status: 'delivered' },
  ];
  for (const step of steps) {
    const answer = await callApi(admin, 'PATCH', `/api/admin/orders/${orderId}`, step);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  }
}

const reviewsSection = (page: Page) => page.getByRole('region', { name: 'Customer reviews' });

beforeAll(async () => {
  const pieces = (await fetchAllProducts(baseUrl)).filter(
    (p) => p.stock > 0 && !p.priceReview && !p.rating && p.sizes.length === 0,
  );
  [piece, other] = [pieces[0]!, pieces[1]!];
  admin = await chromium.open('/');
  await signInFromPage(admin, owner.email, owner.password);
  buyer = await chromium.open('/');
  await signUpFromPage(buyer, BUYER, uniqueEmail('reviewer'));
  const order = await placeOrder(buyer, piece.id, 1);
  await deliver(order.id, order.total);
});
afterAll(async () => {
  await buyer?.context().close();
  await admin?.context().close();
});

describe('a buyer’s review, from the product page to the shop', () => {
  it('is written by keyboard on the product page by the buyer whose order was delivered', async () => {
    await buyer.goto(`${baseUrl}/product/${piece.id}`);
    await hydrated(buyer);
    const section = reviewsSection(buyer);
    await expectVisible(section.getByText('No reviews of this piece yet.'));
    const form = section.getByRole('form', { name: 'Review this piece' });
    await form.waitFor();
    expect(await buyer.getByRole('img', { name: /^Rated/ }).count()).toBe(0);
    await expectAccessible(buyer);

    // On the first star, Space picks it and the arrows move to 4 of 5.
    await form.getByRole('radio', { name: '1 star' }).focus();
    await buyer.keyboard.press('Space');
    for (let i = 0; i < 3; i++) await buyer.keyboard.press('ArrowRight');
    expect(await form.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
    await buyer.keyboard.press('Tab');
    expect(await buyer.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
    await buyer.keyboard.type(TEXT);
    await buyer.keyboard.press('Tab');
    await buyer.keyboard.press('Enter');

    const thanks = section.getByRole('status').filter({ hasText: 'Thank you' });
    await expectVisible(thanks);
    expect(await thanks.innerText()).toBe('Thank you: your review will appear once we have read it.');
    // Still pending: nothing shows in the shop yet.
    await buyer.reload();
    await expectVisible(reviewsSection(buyer).getByText('No reviews of this piece yet.'));
    expect(await reviewsSection(buyer).getByRole('form').count()).toBe(0);
  });

  it('is approved on the dashboard’s Reviews page', async () => {
    await admin.goto(`${baseUrl}/dashboard/reviews`);
    await pageHeading(admin, 'Reviews').waitFor();
    const row = admin.getByRole('row').filter({ hasText: TEXT });
    await expectVisible(row);
    expect(await row.innerText()).toContain(BUYER);
    expect(await row.getByRole('img', { name: '4 of 5 stars' }).count()).toBe(1);
    await expectAccessible(admin);
    await row.getByRole('button', { name: `Approve the review by ${BUYER} of ${piece.name}` }).click();
    await expectToast(admin, `Review by ${BUYER} approved`);
    await row.waitFor({ state: 'detached' });
  });

  it('then shows on the product page: one review, its stars, and the rating in the JSON-LD', async () => {
    await buyer.goto(`${baseUrl}/product/${piece.id}`);
    const rating = 'Rated 4.0 out of 5 from 1 review';
    await expectVisible(buyer.getByRole('img', { name: rating }).first());
    const section = reviewsSection(buyer);
    // The reviews load in the browser, after the page: wait for them before reading the list.
    await section.getByRole('listitem').first().waitFor();
    const [review] = await section.getByRole('listitem').all();
    expect(await review!.innerText()).toContain('Laila M.');
    expect(await review!.innerText()).toContain(TEXT);
    expect(await review!.getByRole('img', { name: '4 stars out of 5' }).count()).toBe(1);
    expect(await section.innerText()).not.toContain('Mansour');
    const jsonLd = JSON.parse((await buyer.locator('script[type="application/ld+json"]').textContent())!) as {
      aggregateRating?: unknown;
    };
    expect(jsonLd.aggregateRating).toMatchObject({ ratingValue: 4, reviewCount: 1 });

    // The collection's card of the reviewed piece shows it; a piece without reviews shows no stars.
    await buyer.goto(`${baseUrl}/collection?q=${encodeURIComponent(piece.name)}`);
    const card = buyer.locator('article', { has: buyer.getByRole('link', { name: piece.name, exact: true }) });
    await expectVisible(card.getByRole('img', { name: rating }));
    await buyer.goto(`${baseUrl}/collection?q=${encodeURIComponent(other.name)}`);
    const otherCard = buyer.locator('article', { has: buyer.getByRole('link', { name: other.name, exact: true }) });
    await expectVisible(otherCard);
    expect(await otherCard.getByRole('img', { name: /^Rated/ }).count()).toBe(0);
    expect(await otherCard.innerText()).not.toMatch(/4\.9/);
    const otherPage = await (await fetch(`${baseUrl}/product/${other.id}`)).text();
    expect(otherPage).not.toContain('aggregateRating');
  });
});
