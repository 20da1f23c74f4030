import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#domain/catalog/product.ts';
import type { CheckoutSession } from '#domain/checkout/checkout.ts';
import type { MessageId, MessageValues } from '#domain/i18n/messages.ts';
import type { Order } from '#domain/orders/order.ts';
import type { BranchId } from '#domain/store/settings.ts';
import { translator } from '#server/i18n/translator.ts';
import { callApi, signUpFromPage, uniqueEmail } from './support/accounts.ts';
import { DESKTOP, expectAccessible, PHONE, useBrowser } from './support/browser.ts';
import { eventually, expectVisible, fetchAllProducts } from './support/pages.ts';
import { shopUnderTest } from './support/shop-under-test.ts';
import { addToCartFromPage, hydrated, payAndConfirm } from './support/shop.ts';

// A pick-up in store, from the checkout's choice to the code on the confirmation and in My Orders,
// in English and Arabic, at a desktop's width and a phone's. The cart holds a piece one branch has
// and the other lacks: that branch's choice is shown unavailable, with why.

const { baseUrl } = shopUnderTest();
const chromium = useBrowser();
const EXPIRY = `12 / ${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

let catalogue: Product[];
beforeAll(async () => {
  catalogue = await fetchAllProducts(baseUrl);
});

/**
 * Pieces at `branch` (two or more there) and none at the other: only `branch` can hand them over.
 * Sold as they are (no size to choose), so the API adds them by id.
 */
function onlyAt(branch: BranchId): Product[] {
  const other: BranchId = branch === 'houston' ? 'louisiana' : 'houston';
  return catalogue.filter(
    (p) => p.branchStock[branch] >= 2 && p.branchStock[other] === 0 && !p.priceReview && p.sizes.length === 0,
  );
}

const journeys = [
  { label: 'in English at desktop width, choosing with the keyboard', language: 'en', viewport: DESKTOP },
  { label: 'in English on a 390 px phone', language: 'en', viewport: PHONE },
  { label: 'in Arabic at desktop width', language: 'ar', viewport: DESKTOP },
  { label: 'in Arabic on a 390 px phone, choosing with the keyboard', language: 'ar', viewport: PHONE },
] as const;

describe.each(journeys.map((journey, index) => ({ ...journey, index })))(
  'a pick-up $label',
  ({ language, viewport, index }) => {
    const t = (id: MessageId, values?: MessageValues) => translator(language)(id, values);
    const prefix = language === 'ar' ? '/ar' : '';
    const keyboard = index === 0 || index === 3;
    // Half the journeys collect in Houston, half in Metairie.
    const branch: BranchId = index % 2 === 0 ? 'houston' : 'louisiana';
    const lacking: BranchId = branch === 'houston' ? 'louisiana' : 'houston';
    const branchName = (id: BranchId) => t(`shell.store.branch.${id}.name` as MessageId);
    const collector = { name: language === 'ar' ? 'سلمى يوسف' : 'Salma Youssef', phone: '(713) 555-0110' };
    let page: Page;
    let quotes: CheckoutSession['quote'][];
    let order: Order;

    beforeAll(async () => {
      const pieces = onlyAt(branch);
      expect(pieces.length, `demo pieces only at ${branch}`).toBeGreaterThan(Math.floor(index / 2));
      page = await chromium.newPage(viewport);
      quotes = [];
      page.on('response', (response) => {
        if (!response.url().endsWith('/api/checkout/quote') || response.status() !== 200) return;
        void response
          .json()
          .then((session: CheckoutSession) => quotes.push(session.quote))
          .catch(() => {});
      });
      await page.goto(`${baseUrl}${prefix}/`);
      await signUpFromPage(page, collector.name, uniqueEmail(`pickup.${language}.${index}`));
      await addToCartFromPage(page, pieces[Math.floor(index / 2)]!.id, 1);
    });
    afterAll(() => page.context().close());

    it('offers shipping (chosen), the branch that holds the piece, and the other unavailable with why', async () => {
      await page.goto(`${baseUrl}${prefix}/payment`);
      await hydrated(page);
      const choice = page.getByRole('group', { name: t('checkout.receive.title') });
      await expectVisible(choice);
      const ship = choice.getByRole('radio', { name: t('checkout.receive.ship') });
      const here = choice.getByRole('radio', { name: t('checkout.receive.pickup', { branch: branchName(branch) }) });
      const there = choice.getByRole('radio', {
        name: t('checkout.receive.pickup', { branch: branchName(lacking) }),
      });
      expect(await ship.isChecked()).toBe(true);
      expect(await here.isDisabled()).toBe(false);
      expect(await there.isDisabled()).toBe(true);
      const why = await there.getAttribute('aria-describedby');
      expect((await page.locator(`[id="${why}"]`).innerText()).trim()).toBe(t('checkout.receive.notHere'));

      if (keyboard) {
        // Arrow keys move between the choices, passing over the one that is unavailable.
        await ship.focus();
        await page.keyboard.press('ArrowDown');
      } else {
        await here.check();
      }
      await eventually(async () => expect(await here.isChecked()).toBe(true));
      await eventually(() => expect(quotes.at(-1)?.fulfilment).toEqual({ kind: 'pickup', branchId: branch }));
    });

    it('shows the branch’s address and hours, what to bring, and asks who collects it', async () => {
      const form = page.getByRole('form', { name: t('checkout.title') });
      await expectVisible(form.getByText(t('checkout.pickup.note'), { exact: true }));
      await expectVisible(form.getByText(branchName(branch), { exact: true }));
      await expectVisible(form.getByText(t('shell.store.days.saturday'), { exact: true }));
      expect(await form.getByLabel(t('checkout.shipping.street'), { exact: true }).count()).toBe(0);
      const name = form.getByLabel(t('checkout.shipping.name'), { exact: true });
      expect(await name.inputValue()).toBe(collector.name);
      // The summary shows the quote's own tax line and total.
      const quote = quotes.at(-1)!;
      const summary = page.getByRole('region', { name: t('checkout.summary.title') });
      await expectVisible(summary.getByText(t('ui.totals.tax', { rate: 8 }), { exact: true }));
      expect(quote.taxLines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(quote.tax);
      await expectAccessible(page);
    });

    it('pays with the card form and shows the pick-up code on the confirmation', async () => {
      const form = page.getByRole('form', { name: t('checkout.title') });
      const field = (id: MessageId) => form.getByLabel(t(id), { exact: true });
      await field('checkout.shipping.phone').fill(collector.phone);
      await field('checkout.card.number').fill('4242 4242 4242 4242');
      await field('checkout.card.expiry').fill(EXPIRY);
      await field('checkout.card.cvc').fill('123');
      const pay = form.getByRole('button', { name: new RegExp(`^${t('checkout.pay', { total: '' }).trim()}`) });
      await payAndConfirm(page, pay, new RegExp(`${prefix}/confirm\\?order=`));
      const orderId = new URL(page.url()).searchParams.get('order')!;
      order = (await callApi(page, 'GET', `/api/orders/${encodeURIComponent(orderId)}`)).body as Order;
      expect(order).toMatchObject({
        fulfilment: 'pickup',
        shipping: null,
        pickup: { branchId: branch, name: collector.name, phone: collector.phone },
        total: quotes.at(-1)!.total,
      });
      const code = order.pickup!.code!;
      expect(code).toMatch(/^\d{6}$/);

      const details = page.getByRole('region', { name: `${t('orders.order')} ${order.number}` });
      await expectVisible(details.getByText(code, { exact: true }));
      await expectVisible(details.getByText(t('orders.pickup.showCode'), { exact: true }));
      await expectVisible(details.getByText(t('orders.pickup.at', { branch: branchName(branch) }), { exact: true }));
      expect(await details.getByText(t('orders.shippingTo'), { exact: true }).count()).toBe(0);
    });

    it('shows the code in My Orders', async () => {
      await page.goto(`${baseUrl}${prefix}/account/orders`);
      await hydrated(page);
      const card = page.getByRole('article', { name: `${t('orders.order')} ${order.number}` });
      await expectVisible(card.getByText(order.pickup!.code!, { exact: true }));
      await expectVisible(card.getByText(collector.name, { exact: true }));
      await expectVisible(card.getByText(t('orders.pickup.at', { branch: branchName(branch) }), { exact: true }));
    });
  },
);
