import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductList } from '#domain/catalog/product-list.ts';
import { intlLocale } from '#domain/i18n/languages.ts';
import { formatCents } from '#domain/money.ts';
import { seedDemoDataIfEmpty } from '#server/db/seed.ts';
import { products } from '#server/modules/catalog/catalog.tables.ts';
import { recordingMailer } from '#server/testing/recording-mailer.ts';
import type { Order } from '#domain/orders/order.ts';
import { buy, GOOD_CARD, TestShopper } from '#server/testing/shopper.ts';
import { createTestApp, ROOMY_AUTH_LIMITS, type TestApp } from '#server/testing/test-app.ts';
import { confirmationsSent } from './place-order.workflow.ts';

// The mails of an Arabic account are Arabic: the order confirmation and the password reset.
let t: TestApp;
const mailer = recordingMailer();

beforeAll(async () => {
  t = await createTestApp({ authRateLimits: ROOMY_AUTH_LIMITS }, { mailer });
  await seedDemoDataIfEmpty(t.database.db);
  await t.database.db.update(products).set({ stock: 20 });
  // Every demo piece has Arabic texts: this one stands for a piece an admin has not translated yet.
  await t.database.db.update(products).set({ nameAr: null }).where(eq(products.name, 'Silver Coin, 1 oz'));
});
afterAll(() => t.close());

async function arabicShopper(): Promise<{ shopper: TestShopper; email: string }> {
  const shopper = new TestShopper(t.app);
  const email = await shopper.register(undefined, 'ليلى حداد');
  // The storefront's switch (useAccountLanguage) stores the page's language on the account.
  const switched = await shopper.request('PUT', '/api/me/language', { language: 'ar' });
  expect(switched.statusCode, switched.body).toBe(200);
  return { shopper, email };
}

async function demoPiece(name: string) {
  const list = await t.app.inject({ method: 'GET', url: '/api/products', query: { q: name } });
  return list.json<ProductList>().items[0]!;
}

describe("an Arabic account's mails", () => {
  it('confirm an order in Arabic: right to left, Arabic names and words, amounts in the Arabic locale', async () => {
    const { shopper, email } = await arabicShopper();
    const bangle = await demoPiece('Layali 22K Gold Bangle');
    const coin = await demoPiece('Silver Coin, 1 oz');
    expect(bangle.nameAr).toBeTruthy();
    expect(coin.nameAr).toBeNull();
    const before = mailer.sent.length;
    const order = await buy(shopper, [
      { productId: bangle.id, quantity: 2, options: { size: '2-6' } },
      { productId: coin.id },
    ]);
    await confirmationsSent();
    const mail = mailer.sent.slice(before).find((sent) => sent.to === email)!;
    expect(mail).toBeDefined();
    const money = (cents: number) => formatCents(cents, intlLocale('ar'));

    expect(mail.subject).toBe(`طلبك من مجوهرات الزهراء رقم ${order.number}`);
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="ar" dir="rtl">/);
    expect(mail.html).toContain('<table cellpadding="6" dir="rtl" style="text-align:right">');
    expect(mail.html).toContain(`<td align="left"><strong>${money(order.total)}</strong>`);
    expect(mail.html).toContain('مرحبًا ليلى حداد،');
    expect(mail.html).toContain(`/ar/account/orders`);
    // The Arabic name when the piece has one, the English one otherwise.
    expect(mail.text).toContain(`2 × ${bangle.nameAr} (ذهب، `);
    expect(mail.text).toContain(`1 × ${coin.name} (`);
    // The size chosen, in the Arabic words.
    expect(mail.text).toContain('\n  مقاس الإسوارة 2-6\n');
    expect(mail.text).toContain(`شكرًا لطلبك ${order.number}.`);
    expect(mail.text).toContain(`المجموع الفرعي: ${money(order.subtotal)}`);
    expect(mail.text).toContain(`الإجمالي: ${money(order.total)}`);
    // The breakup's words come from the catalogue too.
    expect(mail.text).toContain('تفاصيل السعر، للقطعة الواحدة:');
    expect(mail.text).toContain('المصنعية');
    expect(mail.text).not.toMatch(/Price breakup|Making charge|Subtotal|Dear /);
  });

  it('tell a pick-up in Arabic: the branch, its address and hours, who collects it, and no code yet', async () => {
    const { shopper, email } = await arabicShopper();
    const bangle = await demoPiece('Layali 22K Gold Bangle');
    await t.database.db
      .update(products)
      .set({ stock: 20, stockLouisiana: 10, stockHouston: 10 })
      .where(eq(products.id, bangle.id));
    expect((await shopper.post('/api/cart', { productId: bangle.id, options: { size: '2-4' } })).statusCode).toBe(200);
    const quote = await shopper.post('/api/checkout/quote', { fulfilment: { kind: 'pickup', branchId: 'houston' } });
    expect(quote.statusCode, quote.body).toBe(200);
    const before = mailer.sent.length;
    const paid = await shopper.post('/api/checkout/pay', {
      quoteId: quote.json<{ quote: { id: string } }>().quote.id,
      pickupContact: { name: 'ليلى حداد', phone: '(713) 555-0110' },
      card: GOOD_CARD,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const { order } = paid.json<{ order: Order }>();
    await confirmationsSent();
    const mail = mailer.sent.slice(before).find((sent) => sent.to === email)!;
    const money = (cents: number) => formatCents(cents, intlLocale('ar'));

    expect(mail.text).toContain('الاستلام من فرع هيوستن:');
    expect(mail.text).toContain('\u20689600 Bellaire Blvd, Houston, TX 77036\u2069');
    expect(mail.text).toContain('ساعات العمل:');
    expect(mail.text).toContain('السبت: 10:00 ص - 6:00 م');
    expect(mail.text).toContain('المستلم: ليلى حداد، \u2068(713) 555-0110\u2069');
    expect(mail.text).toContain('سنراسلك بالبريد الإلكتروني حين يصبح طلبك جاهزًا');
    expect(mail.text).toContain(`الضريبة (8%): ${money(order.tax)}`);
    expect(mail.html).toContain('الاستلام من فرع هيوستن:');
    expect(mail.text).not.toContain('الشحن إلى');
    expect(mail.text).not.toContain(order.pickup!.code!);
  });

  it('reset the password in Arabic', async () => {
    const { email } = await arabicShopper();
    const before = mailer.sent.length;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email, redirectTo: '/ar/reset-password' },
    });
    expect(response.statusCode).toBe(200);
    await expect.poll(() => mailer.sent.length).toBe(before + 1);
    const mail = mailer.sent.at(-1)!;
    expect(mail.subject).toBe('إعادة تعيين كلمة مرور حسابك في مجوهرات الزهراء');
    expect(mail.html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(mail.text).toMatch(/^مرحبًا ليلى حداد،\n\nأراد أحدهم إعادة تعيين كلمة مرور حسابك في مجوهرات الزهراء/);
    expect(mail.text).toContain('/api/auth/reset-password/');
  });

  it('are English again once the account switches back', async () => {
    const { shopper, email } = await arabicShopper();
    expect((await shopper.request('PUT', '/api/me/language', { language: 'en' })).statusCode).toBe(200);
    const before = mailer.sent.length;
    const order = await buy(shopper, [
      { productId: (await demoPiece('Layali 22K Gold Bangle')).id, options: { size: '2-8' } },
    ]);
    await confirmationsSent();
    const mail = mailer.sent.slice(before).find((sent) => sent.to === email)!;
    expect(mail.subject).toBe(`Your Al Zahra Jewelers order ${order.number}`);
    expect(mail.html).toMatch(/^<p>Dear ليلى حداد,<\/p>/);
    expect(mail.text).toContain('1 × Layali 22K Gold Bangle (Gold, ');
  });
});
