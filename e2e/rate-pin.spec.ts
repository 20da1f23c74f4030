import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopUnderTest } from './support/shop-under-test.ts';
import type { AdminMetal } from '#domain/rates/rate-admin.ts';
import { callApi, expectToast, submitLogin } from './support/accounts.ts';
import { expectAccessible, useBrowser } from './support/browser.ts';
import { hydrated, pageHeading } from './support/shop.ts';

// Pinning a metal's rate on the Metal Price page, as an owner would: the card says it is pinned
// (until when, by whom), and unpinning gives the live feed back its say.

const baseUrl = shopUnderTest().baseUrl;
const owner = shopUnderTest().owner;
const chromium = useBrowser();
let page: Page;

beforeAll(async () => {
  page = await chromium.open('/login');
  await page.getByRole('heading', { level: 1, name: 'Sign In', exact: true }).waitFor();
  await hydrated(page);
  await submitLogin(page, owner.email, owner.password);
  await expectToast(page, 'Logged In Successfully!');
  await page.waitForURL(`${baseUrl}/`);
});

afterAll(async () => {
  // Whatever failed, leave platinum unpinned for the other files.
  const platinum = await platinumMetal();
  if (platinum?.pinned) await callApi(page, 'DELETE', `/api/admin/metals/${platinum.id}/pin`);
  await page.context().close();
});

async function platinumMetal(): Promise<AdminMetal | undefined> {
  const response = await callApi(page, 'GET', '/api/admin/metals');
  return (response.body as AdminMetal[]).find((metal) => metal.metal === 'Platinum');
}

describe('Metal Price: pinning a rate', () => {
  it('pins platinum until a time, shows it on the card, and unpins it', async () => {
    await page.goto(`${baseUrl}/dashboard/updateprice`);
    await pageHeading(page, 'Metal Price').waitFor();
    const card = page.getByRole('article', { name: 'Platinum', exact: true });
    await card.getByText('Pin this rate', { exact: true }).click();
    await card.getByLabel('Until (optional)').fill('2099-06-01T09:30');
    await card.getByRole('button', { name: 'Pin the Platinum rate', exact: true }).click();
    await expectToast(page, 'Platinum rate pinned');
    await card.getByText(/^Pinned until .*2099.* by .*: the rate feed leaves this rate alone\.$/).waitFor();
    const pinned = await platinumMetal();
    expect(pinned).toMatchObject({ pinned: true });
    expect(new Date(pinned!.pinnedUntil!).getFullYear()).toBe(2099);
    await expectAccessible(page);

    await card.getByRole('button', { name: 'Unpin the Platinum rate', exact: true }).click();
    await expectToast(page, 'Platinum rate unpinned');
    await card.getByText('Pin this rate', { exact: true }).waitFor();
    expect(await platinumMetal()).toMatchObject({ pinned: false, pinnedUntil: null });
  });
});
