import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signInFromPage, signUpFromPage, uniqueEmail } from './support/accounts.ts';
import { DESKTOP, expectAccessible, PHONE, useBrowser } from './support/browser.ts';
import { expectVisible } from './support/pages.ts';
import { shopUnderTest } from './support/shop-under-test.ts';

// Buying old gold at the counter, at a desktop's width and a phone's: measure, see the offer,
// settle as store credit, find it in the buy register; the seller sees the credit in Arabic.

const { baseUrl, owner } = shopUnderTest();
const chromium = useBrowser();
const ID_NUMBER = 'LA-D7788123';

describe.each([
  { label: 'desktop', viewport: DESKTOP },
  { label: 'phone', viewport: PHONE },
])('old gold bought at the counter ($label)', ({ label, viewport }) => {
  const email = uniqueEmail(`gold.seller.${label}`);
  let admin: Page;
  let seller: Page;

  beforeAll(async () => {
    seller = await chromium.open('/', { viewport });
    await signUpFromPage(seller, 'Huda Karim', email);
    admin = await chromium.open('/', { viewport });
    await signInFromPage(admin, owner.email, owner.password);
  });
  afterAll(async () => {
    await admin.context().close();
    await seller.context().close();
  });

  it('settles as store credit once, lists it in the register, and credits the seller', async () => {
    await admin.goto(`${baseUrl}/dashboard/gold-purchase`);
    await admin.getByLabel(/^Weight/).fill('12.5');
    await admin.getByRole('button', { name: 'See the offer', exact: true }).click();
    await expectVisible(admin.getByText("We offer (today's rate)"));
    await admin.getByLabel('Description', { exact: true }).fill('Two 22K bangles');
    await admin.getByLabel('Name', { exact: true }).fill('Huda Karim');
    await admin.getByLabel(/^Customer account e-mail/).fill(email);
    await admin.getByLabel('ID number', { exact: true }).fill(ID_NUMBER);
    await admin.getByLabel('Pay as', { exact: true }).selectOption('store_credit');
    await expectAccessible(admin);
    await admin.screenshot({ path: `screenshots/dashboard-gold-purchase-${label}.png`, fullPage: true });
    await admin.getByRole('button', { name: 'Buy and settle', exact: true }).click();
    await expectVisible(admin.getByRole('heading', { name: 'Bought and settled' }));

    await admin.getByRole('link', { name: 'Buy register', exact: true }).click();
    const table = admin.getByRole('table', { name: /^Old metal bought/ });
    await expectVisible(table.getByText('Huda Karim').first());
    expect(await table.innerText()).toContain(ID_NUMBER);
    await expectAccessible(admin);
    await admin.screenshot({ path: `screenshots/dashboard-buy-register-${label}.png`, fullPage: true });

    await seller.goto(`${baseUrl}/ar/account/orders`);
    await expectVisible(seller.getByRole('heading', { name: 'رصيدك في المتجر' }));
    await expectAccessible(seller);
  });
});
