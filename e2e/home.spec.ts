import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { shopUnderTest } from './support/shop-under-test.ts';
import { store } from '#domain/store/settings.ts';
import { useBrowser } from './support/browser.ts';
import { hydratedElement } from './support/shop.ts';
import { documentTop, eventually, fetchProducts, readCards, expectVisible } from './support/pages.ts';

const baseUrl = shopUnderTest().baseUrl;
const chromium = useBrowser();
let page: Page;

beforeAll(async () => {
  page = await chromium.open('/');
});

describe('home page', () => {
  it('shows its six sections in the order of the spec', async () => {
    const sections = [
      page.getByRole('region', { name: 'Highlights' }),
      page.getByRole('heading', { name: 'Feature Products', level: 2 }),
      page.getByRole('heading', { name: 'Our Blogs', level: 2 }),
      page.getByRole('region', { name: 'Featured pieces' }),
      page.getByRole('heading', { name: 'Trending Collection' }),
      page.getByRole('heading', { name: 'Secure Shopping' }),
    ];
    const tops: number[] = [];
    for (const section of sections) {
      await section.waitFor();
      tops.push(await documentTop(section));
    }
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
    expect(new Set(tops).size).toBe(tops.length);
  });

  it('has a banner carousel of 4 slides whose buttons all go to /collection', async () => {
    const carousel = page.getByRole('region', { name: 'Highlights' });
    const slides = carousel.locator('[aria-roledescription="slide"]');
    expect(await slides.count()).toBe(4);
    const hrefs = await slides.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(['/collection', '/collection', '/collection', '/collection']);

    // The dots move the carousel.
    await carousel.getByRole('button', { name: 'Show slide 2 of 4' }).click();
    await eventually(async () => {
      expect(await carousel.getByRole('button', { name: 'Show slide 2 of 4' }).getAttribute('aria-current')).toBe(
        'true',
      );
    });
  });

  it("lists the first 4 products of GET /api/products under 'Feature Products'", async () => {
    const expected = (await fetchProducts(baseUrl)).items.slice(0, 4);
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Feature Products' }) });
    const cards = await eventually(async () => {
      const read = await readCards(section);
      expect(read).toHaveLength(4);
      return read;
    });
    expect(cards.map((card) => card.name)).toEqual(expected.map((product) => product.name));
    expect(cards.map((card) => card.href)).toEqual(expected.map((product) => `/product/${product.id}`));
    expect(cards.map((card) => card.priceCents)).toEqual(expected.map((product) => product.price));
    expect(cards.map((card) => card.weight)).toEqual(expected.map((product) => product.weight));
    for (const [index, card] of cards.entries()) {
      expect(card.category.toLowerCase()).toBe(expected[index]!.category.toLowerCase());
    }
  });

  it("shows 'Our Blogs' with its subtitle and 4 blog cards", async () => {
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Our Blogs' }) });
    await expectVisible(section.getByText('Stay updated with our latest news and articles.'));
    const posts = section.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    expect(await posts.count()).toBe(4);
    // Excerpts are cut to 80 characters plus an ellipsis. The section is laid out only near the
    // viewport (content-visibility), and innerText is empty until then: scroll to it like a reader.
    await section.scrollIntoViewIfNeeded();
    const excerpts = await eventually(async () => {
      const texts = await posts.locator('h3 + p').allInnerTexts();
      expect(texts.every(Boolean)).toBe(true);
      return texts;
    });
    for (const excerpt of excerpts) {
      expect(excerpt.endsWith('…')).toBe(true);
      expect(excerpt.length).toBeLessThanOrEqual(81);
    }
    await expectVisible(section.getByText('Arrabic Style'));
    await expectVisible(section.getByText('Antique Jewellery'));
  });

  it('shows the collection showcase: a rotator with arrows and dots, and a grid of 6', async () => {
    const rotator = page.getByRole('region', { name: 'Featured pieces' });
    expect(await rotator.locator('[aria-roledescription="slide"]').count()).toBe(3);
    const current = () => rotator.getByRole('button', { name: /^Show featured piece \d of 3$/ });
    const active = async () => {
      const labels = await current().evaluateAll((dots) =>
        dots.filter((dot) => dot.getAttribute('aria-current') === 'true').map((dot) => dot.getAttribute('aria-label')),
      );
      return labels[0];
    };
    expect(await active()).toBe('Show featured piece 1 of 3');
    // The showcase is far below the fold: it hydrates once its own code has arrived.
    await hydratedElement(rotator.getByRole('button', { name: 'Previous featured piece' }));
    await rotator.getByRole('button', { name: 'Previous featured piece' }).click();
    await eventually(async () => expect(await active()).toBe('Show featured piece 3 of 3'));
    await rotator.getByRole('button', { name: 'Next featured piece' }).click();
    await eventually(async () => expect(await active()).toBe('Show featured piece 1 of 3'));

    const showcase = page.locator('section', { has: rotator });
    const grid = showcase.locator('ul > li article');
    expect(await grid.count()).toBe(6);
    const hrefs = await showcase.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(new Set(hrefs)).toEqual(new Set(['/collection']));
  });

  it("shows the 'Trending Collection' promo with 'Start From $200'", async () => {
    const promo = page.locator('section', { has: page.getByRole('heading', { name: 'Trending Collection' }) });
    await expectVisible(promo.getByText('Start From $200', { exact: true }));
    await expectVisible(promo.getByRole('link', { name: /make order/i }));
  });

  it('shows the policy section with its promises, stats and contact links', async () => {
    const policy = page.locator('section', { has: page.getByRole('heading', { name: 'Secure Shopping' }) });
    for (const title of ['Secure Shopping', 'Flexible Payments', 'Easy Returns', 'Worldwide Shipping']) {
      await expectVisible(policy.getByRole('heading', { name: title }));
    }
    await expectVisible(policy.getByText(/30-day return window/));
    await expectVisible(policy.getByText(/free return shipping/));
    await policy.locator('dl').scrollIntoViewIfNeeded();
    await eventually(async () => {
      expect(await policy.locator('dd').allInnerTexts()).toEqual(['40+', '1000+', '100%', '24/7']);
    });
    expect(await policy.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact');
    expect(
      await policy.getByRole('link', { name: new RegExp(`Call ${escapeRegExp(store.phone)}`) }).getAttribute('href'),
    ).toBe(store.phoneHref);
  });

  it('opens a product page from a feature product card', async () => {
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Feature Products' }) });
    const [first] = await readCards(section);
    await section.getByRole('link', { name: first!.name }).click();
    await page.waitForURL(`${baseUrl}${first!.href}`);
    await page.getByRole('heading', { name: first!.name, level: 1 }).waitFor();
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
