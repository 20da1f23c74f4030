import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { shopUnderTest } from './support/shop-under-test.ts';
import { pageHeading } from './support/shop.ts';
import { callApi, expectToast, signInFromPage } from './support/accounts.ts';
import { useBrowser } from './support/browser.ts';

// The shop's own karat board in the browser: an admin sets the 22K gold rate on the Metal Price
// page, /rates shows it as the shop's own rate, and clearing it returns to fineness × pure.

const baseUrl = shopUnderTest().baseUrl;
const owner = shopUnderTest().owner;
const chromium = useBrowser();

describe("the shop's karat board", () => {
  let admin: Page;
  beforeAll(async () => {
    admin = await chromium.open('/');
    await signInFromPage(admin, owner.email, owner.password);
  });
  afterAll(async () => {
    // The demo's board is empty again, for the other files.
    await callApi(admin, 'DELETE', '/api/admin/board-rates/Gold/916');
    await admin.context().close();
  });

  /** The 22K row of the gold table; the board arrives after the page, so read it until it settles. */
  const row22K = (page: Page) =>
    page
      .getByRole('table', { name: 'Gold rates by purity, in US dollars' })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: /^22K/ }) });

  it('sets a purity’s rate with four decimals, shows it on /rates, and clears it', async () => {
    await admin.goto(`${baseUrl}/dashboard/updateprice`);
    await pageHeading(admin, 'Metal Price').waitFor();
    const card = admin.getByRole('article', { name: 'Gold', exact: true });
    await card.getByRole('button', { name: 'Set the Gold 22K board rate' }).click();
    await card.getByLabel('Gold 22K per gram (US dollars)').fill('70.1550');
    await card.getByRole('button', { name: 'Save board rate' }).click();
    await expectToast(admin, 'Gold 22K board rate saved');
    expect(await card.innerText()).toContain('Board');
    expect(await card.innerText()).toContain('$70.155');

    const shopper = await chromium.open('/rates');
    try {
      await expect.poll(() => row22K(shopper).innerText()).toContain('the shop’s own rate');
      expect(await row22K(shopper).innerText()).toContain('$70.16');
    } finally {
      await shopper.context().close();
    }

    await card.getByRole('button', { name: 'Clear the Gold 22K board rate' }).click();
    await expectToast(admin, 'Gold 22K is priced at fineness × pure again');
    const shopperAgain = await chromium.open('/rates');
    try {
      await expect.poll(() => row22K(shopperAgain).innerText()).toContain('$69.');
      expect(await row22K(shopperAgain).innerText()).not.toContain('the shop’s own rate');
    } finally {
      await shopperAgain.context().close();
    }
  });
});
