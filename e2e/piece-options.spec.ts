import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '#domain/cart/cart.ts';
import type { Product } from '#domain/catalog/product.ts';
import { intlLocale, languagePrefix, type Language } from '#domain/i18n/languages.ts';
import type { MessageId, MessageValues } from '#domain/i18n/messages.ts';
import { formatCents } from '#domain/money.ts';
import type { Order } from '#domain/orders/order.ts';
import { translator } from '#server/i18n/translator.ts';
import { callApi, signInFromPage, signUpFromPage, uniqueEmail } from './support/accounts.ts';
import { DESKTOP, expectAccessible, PHONE, useBrowser } from './support/browser.ts';
import { describeFocus, eventually, expectVisible, fetchAllProducts } from './support/pages.ts';
import { shopUnderTest } from './support/shop-under-test.ts';
import { fetchCart, fillShippingAndCard, hydrated, payAndConfirm } from './support/shop.ts';

// A ring made to size and engraved, bought from its page: the size chooser asks for a size, the
// engraving is checked as it is typed and previewed, its fee is in the price, and the size and the
// engraving follow the piece into the cart (a final sale), the checkout, the confirmation and My
// Orders, in English at a phone's and a desktop's width and in Arabic. A hostile engraving is
// refused and shows nowhere as markup.

const { baseUrl, owner } = shopUnderTest();
const chromium = useBrowser();

const RING_NAME = 'Noor 18K Gold Solitaire Ring';
let ring: Product;
/** Another ring, made to size: its sizes are cut down while a shopper has its page open. */
let otherRing: Product;

beforeAll(async () => {
  const catalogue = await fetchAllProducts(baseUrl);
  ring = catalogue.find((product) => product.name === RING_NAME)!;
  expect(ring, RING_NAME).toBeDefined();
  expect(ring.sizing).toMatchObject({ scale: 'ring', from: '4', to: '10' });
  expect(ring.engraving).toEqual({ maxLength: 20, scripts: ['latin', 'arabic'], feeCents: 3500 });
  expect(ring.stock, 'three pieces for the three runs').toBeGreaterThanOrEqual(3);
  otherRing = catalogue.find((product) => product.id !== ring.id && product.sizing?.scale === 'ring')!;
});

/** A page's texts, as the shop writes them in its language. */
function textsIn(language: Language) {
  const translate = translator(language);
  const text = (id: MessageId, values?: MessageValues) => translate(id, values);
  const money = (cents: number) => formatCents(cents, intlLocale(language));
  return { text, money, prefix: languagePrefix(language) };
}

/** The message shown beside a field: the first element its aria-describedby names, when it is invalid. */
async function fieldError(field: Locator): Promise<string | null> {
  if ((await field.getAttribute('aria-invalid')) !== 'true') return null;
  const [id] = (await field.getAttribute('aria-describedby'))!.split(' ');
  return (await field.page().locator(`[id="${id}"]`).innerText()).trim();
}

/** Counts the requests that would add to the cart. */
function watchAdds(page: Page): { count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/cart') seen.count++;
  });
  return seen;
}

const runs = [
  { label: 'on a 390 px phone, in English', viewport: PHONE, language: 'en', engraving: 'Layla & Omar' },
  { label: 'at desktop width, in English', viewport: DESKTOP, language: 'en', engraving: 'Amal 12.05.2026' },
  { label: 'at desktop width, in Arabic at /ar', viewport: DESKTOP, language: 'ar', engraving: 'نور وليلى' },
] as const;

describe.each(runs)('a ring made to size and engraved, bought $label', ({ viewport, language, engraving }) => {
  const { text, money, prefix } = textsIn(language);
  const sizeText = text('options.size.ring', { size: '7' });
  let page: Page;
  let adds: { count: number };

  beforeAll(async () => {
    page = await chromium.newPage(viewport);
    adds = watchAdds(page);
    await page.goto(`${baseUrl}${prefix}/`);
    await signUpFromPage(page, 'Layla Haddad', uniqueEmail(`options.${language}.${viewport.width}`));
  });
  afterAll(() => page.context().close());

  const sizeSelect = () => page.getByRole('combobox', { name: text('product.options.size.label.ring'), exact: true });
  const engravingInput = () =>
    page.getByRole('textbox', {
      name: `${text('product.options.engraving.label')} ${text('product.options.engraving.optional')}`,
      exact: true,
    });
  const addButton = () => page.getByRole('button', { name: text('cart.add'), exact: true });

  it('offers the ring’s sizes by their scale, the lead time and the size guide, accessibly', async () => {
    await page.goto(`${baseUrl}${prefix}/product/${ring.id}`);
    await hydrated(page);
    await expectVisible(sizeSelect());
    expect(await sizeSelect().inputValue()).toBe('');
    const sizes = await sizeSelect()
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(sizes).toEqual(['', ...ring.sizes]);
    await expectVisible(page.getByText(text('options.leadDays', { days: ring.sizing!.leadDays }), { exact: true }));
    // The facts give the sizes it is made in, not the one it was photographed in.
    const sizesFact = page.locator('dt', { hasText: text('product.options.size.label.ring') }).locator('+ dd');
    expect((await sizesFact.innerText()).trim()).toBe(text('product.options.size.range', { from: '4', to: '10' }));
    // The page's own link (the footer has one too).
    const guide = page.locator('main').getByRole('link', { name: text('product.options.size.guide'), exact: true });
    expect(await guide.getAttribute('href')).toBe(`${prefix}/size-guide`);
    await expectVisible(page.getByText(text('product.options.engraving.fee', { fee: money(3500) }), { exact: true }));
    await expectAccessible(page);
  });

  it('asks for a size when Add to Cart is pressed without one, and adds nothing', async () => {
    await addButton().click();
    await eventually(async () => expect(await fieldError(sizeSelect())).toBe(text('problem.options.sizeRequired')));
    await expect.poll(() => describeFocus(page)).toMatch(/^select:/);
    expect(adds.count).toBe(0);
    expect((await fetchCart(page)).lines).toEqual([]);
  });

  it('takes the size and the engraving from the keyboard, previews it and puts its fee in the price', async () => {
    // The select has the focus: a size typed picks it, Tab goes on to the engraving.
    await page.keyboard.type('7');
    await eventually(async () => expect(await sizeSelect().inputValue()).toBe('7'));
    expect(await fieldError(sizeSelect())).toBeNull();
    await page.keyboard.press('Tab');
    await expect
      .poll(() => describeFocus(page))
      .toBe(`input:${text('product.options.engraving.label')} ${text('product.options.engraving.optional')}`);
    await page.keyboard.type(engraving);
    expect(await engravingInput().inputValue()).toBe(engraving);
    expect(await fieldError(engravingInput())).toBeNull();
    const count = [...new Intl.Segmenter('und', { granularity: 'grapheme' }).segment(engraving)].length;
    await expectVisible(page.getByText(text('product.options.engraving.count', { count, max: 20 }), { exact: true }));

    const preview = page.locator('figure p');
    await eventually(async () => expect(await preview.innerText()).toBe(engraving));
    expect(await preview.getAttribute('dir')).toBe('auto');
    expect(await preview.evaluate((element) => getComputedStyle(element).fontStyle)).toBe('italic');

    const total = page.locator('p[aria-live]', { hasText: text('product.totalFor', { count: 1 }) });
    await eventually(async () => expect(await total.innerText()).toContain(money(ring.price + 3500)));
    expect(await total.innerText()).toContain(text('product.options.withEngraving'));
  });

  it('adds the ring with its size and engraving: the panel shows them, the fee line and the final sale', async () => {
    await addButton().press('Enter');
    const panel = page.getByRole('dialog', { name: text('cart.title') });
    await expectVisible(panel);
    const line = panel.getByRole('listitem').filter({ hasText: sizeText });
    await eventually(async () => {
      const shown = await line.innerText();
      expect(shown).toContain(`${text('options.engraving')}: ${engraving}`);
      expect(shown).toContain(text('options.leadDays', { days: ring.sizing!.leadDays }));
      expect(shown).toContain(text('cart.line.finalSale'));
    });
    const name = language === 'ar' && ring.nameAr ? ring.nameAr : ring.name;
    await line.getByRole('button', { name: text('breakup.caption.of', { name }), exact: true }).click();
    const fee = line.getByRole('row', { name: new RegExp(`^${text('breakup.engraving')}`) });
    await eventually(async () => expect(await fee.innerText()).toContain(money(3500)));

    const cart: Cart = await fetchCart(page);
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({
      productId: ring.id,
      options: { size: { scale: 'ring', value: '7' }, engraving },
      leadDays: ring.sizing!.leadDays,
      returnDays: null,
      unitPrice: ring.price + 3500,
      breakup: { engravingCents: 3500, totalCents: ring.price + 3500 },
    });
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
  });

  it('shows the line on the cart page, accessibly, and checks out with the test card', async () => {
    await page.goto(`${baseUrl}${prefix}/cart`);
    await hydrated(page);
    const main = page.getByRole('main');
    await expectVisible(main.getByText(sizeText, { exact: true }));
    await expectVisible(main.locator('bdi', { hasText: engraving }));
    await expectVisible(main.getByText(text('cart.line.finalSale'), { exact: true }));
    await expectAccessible(page);

    await main.getByRole('link', { name: text('cart.proceedToCheckout') }).click();
    await page.waitForURL(`${baseUrl}${prefix}/payment`);
    const summary = page.getByRole('region', { name: text('checkout.summary.title') });
    await expectVisible(summary.getByText(sizeText, { exact: true }));
    await expectVisible(summary.locator('bdi', { hasText: engraving }));
    const form = page.getByRole('form', { name: text('checkout.title') });
    const field = (id: MessageId) => form.getByLabel(text(id), { exact: true });
    await fillShippingAndCard(field);
    const pay = form.getByRole('button', { name: new RegExp(`^${text('checkout.pay', { total: '' }).trim()}`) });
    await payAndConfirm(page, pay, new RegExp(`${prefix}/confirm\\?order=`));
  });

  it('shows the size, the engraving and its fee on the confirmation and in My Orders', async () => {
    await expectVisible(page.getByRole('heading', { level: 1, name: text('orders.confirm.title') }));
    const orderId = new URL(page.url()).searchParams.get('order')!;
    const order = (await callApi(page, 'GET', `/api/orders/${encodeURIComponent(orderId)}`)).body as Order;
    expect(order.lines).toHaveLength(1);
    expect(order.lines[0]).toMatchObject({
      options: { size: { scale: 'ring', value: '7' }, engraving },
      returnDays: null,
      breakup: { breakup: { engravingCents: 3500 } },
    });
    const details = page.getByRole('region', { name: `${text('orders.order')} ${order.number}` });
    await expectVisible(details.getByText(sizeText, { exact: true }));
    await expectVisible(details.locator('bdi', { hasText: engraving }));
    // The breakup paid is open on the confirmation: the engraving is its last line.
    await expectVisible(details.getByRole('row', { name: new RegExp(`^${text('breakup.engraving')}`) }));

    await page.goto(`${baseUrl}${prefix}/account/orders`);
    await hydrated(page);
    const card = page.getByRole('article', { name: new RegExp(order.number) });
    await expectVisible(card.getByText(sizeText, { exact: true }));
    await expectVisible(card.locator('bdi', { hasText: engraving }));
  });
});

describe('an engraving the shop cannot cut', () => {
  let page: Page;
  let adds: { count: number };
  const { text } = textsIn('en');
  const dialogs: string[] = [];

  beforeAll(async () => {
    page = await chromium.newPage(DESKTOP);
    adds = watchAdds(page);
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`${baseUrl}/product/${ring.id}`);
    await hydrated(page);
  });
  afterAll(() => page.context().close());

  const engravingInput = () => page.getByRole('textbox', { name: 'Engraving (optional)', exact: true });

  it.each([
    ['<img src=x onerror=alert(1)>', text('problem.options.engravingCharacter', { character: '<' })],
    ['A'.repeat(21), text('problem.options.engravingTooLong', { max: 20 })],
    ['<b>Amal</b>', text('problem.options.engravingCharacter', { character: '<' })],
    ['Amal ❤', text('problem.options.engravingCharacter', { character: '❤' })],
  ])('refuses %j beside the field, as text, and adds nothing', async (hostile, sentence) => {
    await page.getByRole('combobox', { name: 'Ring size (US)' }).selectOption('7');
    await engravingInput().fill(hostile);
    await eventually(async () => expect(await fieldError(engravingInput())).toBe(sentence));
    const addsBefore = adds.count;
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect.poll(() => describeFocus(page)).toBe('input:Engraving (optional)');
    expect(await page.locator('main img[src="x"], main b').count()).toBe(0);
    expect(await page.locator('figure').count(), 'no preview of a refused text').toBe(0);
    expect(adds.count).toBe(addsBefore);
    expect(dialogs).toEqual([]);

    // The server refuses it the same way, by the same field.
    const refused = await callApi(page, 'POST', '/api/cart', {
      productId: ring.id,
      options: { size: '7', engraving: hostile },
    });
    expect(refused.status).toBe(400);
    expect((refused.body as { fields: Record<string, string> }).fields).toEqual({ 'options.engraving': sentence });
    expect((await fetchCart(page)).lines).toEqual([]);
  });

  it('shows the server’s refusal beside the size when the ring is no longer made in the size chosen', async () => {
    await page.goto(`${baseUrl}/product/${otherRing.id}`);
    await hydrated(page);
    const select = page.getByRole('combobox', { name: 'Ring size (US)' });
    await select.selectOption('7');
    // Meanwhile the shop cuts the ring's sizes down to 4 to 6.
    const admin = await chromium.open('/');
    await signInFromPage(admin, owner.email, owner.password);
    const changed = await callApi(admin, 'PATCH', `/api/products/${otherRing.id}`, {
      sizing: { ...otherRing.sizing!, from: '4', to: '6' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    await admin.context().close();

    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await eventually(async () =>
      expect(await fieldError(select)).toBe(text('problem.options.sizeNotMade', { size: '7' })),
    );
    await expect.poll(() => describeFocus(page)).toMatch(/^select:/);
    expect((await fetchCart(page)).lines).toEqual([]);
  });
});
