import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#domain/catalog/product.ts';
import { callApi, expectToast } from './support/accounts.ts';
import { expectAccessible, PHONE, useBrowser } from './support/browser.ts';
import { settled, useOwnerSession } from './support/dashboard.ts';
import { describeFocus, eventually, expectVisible, tabTo } from './support/pages.ts';
import { field } from './support/product-form.ts';
import { shopUnderTest } from './support/shop-under-test.ts';
import { pageHeading } from './support/shop.ts';

// The sizes a piece is made in and the engraving it offers, on the product form: a ring made in
// US sizes 5 to 9 in 10 days, engraved with up to 15 Latin or Arabic characters for $25, then
// edited to one size without engraving. The product page's chooser is another part's: the API's
// answer is checked here.

const baseUrl = shopUnderTest().baseUrl;
const chromium = useBrowser();
const run = Date.now().toString(36).slice(-6).toUpperCase();
const name = `Noor Sized Ring ${run}`;

const owner = useOwnerSession(chromium);
let admin: Page;
let form: Locator;
let productId = '';

beforeAll(async () => {
  admin = await owner.open('/dashboard/addproducts');
  await pageHeading(admin, 'Add Products').waitFor();
  form = admin.getByRole('form', { name: 'Add product' });
  await form.waitFor();
});

afterAll(async () => {
  try {
    if (productId) await callApi(admin, 'DELETE', `/api/products/${productId}`);
  } finally {
    await admin.context().close();
  }
});

const fetchProduct = async (id: string) => (await (await fetch(`${baseUrl}/api/products/${id}`)).json()) as Product;
const offersEngraving = (scope: Locator) => scope.getByRole('checkbox', { name: /^Offers engraving/ });
const script = (scope: Locator, label: string) => scope.getByRole('checkbox', { name: label, exact: true });
const optionTexts = async (select: Locator) => (await select.locator('option').allInnerTexts()).map((t) => t.trim());

describe('sizes and engraving on the product form', () => {
  it('offers a scale whole with a week to make to size, and is filled in from the keyboard', async () => {
    await field(form, 'Name').fill(name);
    await field(form, 'Category').selectOption({ label: 'Gold' });
    await field(form, 'Purity').selectOption({ label: '22K (916)' });
    await field(form, 'Net metal weight (grams)').fill('4.2');
    await field(form, 'Short description').fill('A 22K band made to size, engraved as you ask.');
    await field(form, 'Description').fill('A plain 22K band.');

    const madeIn = field(form, 'Made in');
    expect(await madeIn.inputValue()).toBe('none');
    expect(await field(form, 'From').count()).toBe(0);
    await madeIn.selectOption({ label: 'Chain length in cm' });
    await eventually(async () => expect(await field(form, 'To').inputValue()).toBe('80'));
    expect(await field(form, 'From').inputValue()).toBe('35');
    expect((await optionTexts(field(form, 'From')))[1]).toBe('40 cm');
    await madeIn.selectOption({ label: 'US ring sizes' });
    // Another scale starts at its own whole range.
    await eventually(async () => expect(await field(form, 'From').inputValue()).toBe('3'));
    expect(await field(form, 'To').inputValue()).toBe('13');
    expect(await optionTexts(field(form, 'To'))).toHaveLength(21);
    expect(await field(form, 'Lead time (days)').inputValue()).toBe('7');

    // Every control of both groups is reached with Tab, in reading order; Space turns engraving on.
    await madeIn.focus();
    expect(await tabTo(admin, 'input:Lead time (days)')).toEqual([
      'select:From',
      'select:To',
      'input:Lead time (days)',
    ]);
    await admin.keyboard.press('Tab');
    await expect.poll(() => describeFocus(admin)).toMatch(/^input:Offers engraving/);
    await admin.keyboard.press('Space');
    await expectVisible(field(form, 'Max characters'));
    expect(await tabTo(admin, 'input:Arabic')).toEqual([
      'input:Max characters',
      'input:Engraving fee (US dollars, optional)',
      'input:Latin',
      'input:Arabic',
    ]);
    expect(await field(form, 'Max characters').inputValue()).toBe('20');
    expect(await script(form, 'Latin').isChecked()).toBe(true);
    expect(await script(form, 'Arabic').isChecked()).toBe(true);

    await field(form, 'From').selectOption('5');
    await field(form, 'To').selectOption('9');
    await field(form, 'Lead time (days)').fill('10');
    await field(form, 'Max characters').fill('15');
    await field(form, 'Engraving fee (US dollars, optional)').fill('25.00');
  });

  it('says beside each field what the shared schema refuses, and passes axe with both groups open', async () => {
    await field(form, 'From').selectOption('9');
    await field(form, 'To').selectOption('5');
    await field(form, 'Lead time (days)').fill('0');
    await script(form, 'Latin').uncheck();
    await script(form, 'Arabic').uncheck();
    await form.getByRole('button', { name: 'Add Product', exact: true }).click();
    const to = field(form, 'To');
    await eventually(async () => expect(await to.getAttribute('aria-invalid')).toBe('true'));
    expect(await to.getAttribute('aria-describedby')).toContain('product-sizeTo-error');
    expect(await form.locator('#product-sizeTo-error').innerText()).toBe(
      'Sizes must run from a smaller to a larger size of the scale',
    );
    expect(await form.locator('#product-leadDays-error').innerText()).toBe('Lead time must be at least 1 day');
    const scripts = form.getByRole('group', { name: 'Scripts (at least one)' });
    expect(await scripts.getAttribute('aria-describedby')).toBe('product-engravingScripts-error');
    expect(await form.locator('#product-engravingScripts-error').innerText()).toBe(
      'Choose at least one script to engrave',
    );
    expect(await script(form, 'Latin').getAttribute('aria-invalid')).toBe('true');
    await settled(admin);
    await expectAccessible(admin);

    await field(form, 'From').selectOption('5');
    await field(form, 'To').selectOption('9');
    await field(form, 'Lead time (days)').fill('10');
    await script(form, 'Latin').check();
    await script(form, 'Arabic').check();
    await eventually(async () => expect(await to.getAttribute('aria-invalid')).toBeNull());
    expect(await form.locator('#product-engravingScripts-error').count()).toBe(0);
    await settled(admin);
    await expectAccessible(admin);
  });

  it('saves the ring: the API answers its sizes 5 to 9, its lead time and its engraving', async () => {
    const saved = admin.waitForResponse(
      (response) => response.url() === `${baseUrl}/api/products` && response.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Add Product', exact: true }).click();
    await expectToast(admin, 'Product Added!', `${name} is in the shop now.`);
    const response = await saved;
    expect(response.status()).toBe(201);
    productId = ((await response.json()) as Product).id;
    expect(await fetchProduct(productId)).toMatchObject({
      sizing: { scale: 'ring', from: '5', to: '9', leadDays: 10 },
      sizes: ['5', '5.5', '6', '6.5', '7', '7.5', '8', '8.5', '9'],
      engraving: { maxLength: 15, scripts: ['latin', 'arabic'], feeCents: 2_500 },
    });
  });

  it('fits a phone with both groups open', async () => {
    expect(productId, 'the ring was added').not.toBe('');
    const phone = await owner.open(`/dashboard/editproducts/${productId}`, PHONE);
    try {
      const edit = phone.getByRole('form', { name: 'Edit product' });
      await edit.waitFor();
      await expectVisible(field(edit, 'Max characters'));
      // From and To side by side, even on a phone: both measured in one go, as photos loading above
      // them can move the section between two separate looks.
      const to = await field(edit, 'To').elementHandle();
      const apart = await field(edit, 'From').evaluate(
        (from, other) => Math.abs(from.getBoundingClientRect().top - other!.getBoundingClientRect().top),
        to,
      );
      expect(apart).toBeLessThan(1);
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await settled(phone);
      await expectAccessible(phone);
    } finally {
      await phone.context().close();
    }
  });

  it('opens on the edit form as saved, and is edited to one size without engraving', async () => {
    expect(productId, 'the ring was added').not.toBe('');
    await admin.goto(`${baseUrl}/dashboard/editproducts/${productId}`);
    const edit = admin.getByRole('form', { name: 'Edit product' });
    await edit.waitFor();
    await eventually(async () => expect(await field(edit, 'Name').inputValue()).toBe(name));
    expect(await field(edit, 'Made in').inputValue()).toBe('ring');
    expect(await field(edit, 'From').inputValue()).toBe('5');
    expect(await field(edit, 'To').inputValue()).toBe('9');
    expect(await field(edit, 'Lead time (days)').inputValue()).toBe('10');
    expect(await offersEngraving(edit).isChecked()).toBe(true);
    expect(await field(edit, 'Max characters').inputValue()).toBe('15');
    expect(await field(edit, 'Engraving fee (US dollars, optional)').inputValue()).toBe('25.00');
    expect(await script(edit, 'Latin').isChecked()).toBe(true);
    expect(await script(edit, 'Arabic').isChecked()).toBe(true);

    await field(edit, 'Made in').selectOption({ label: 'One size (as it is)' });
    await offersEngraving(edit).uncheck();
    expect(await field(edit, 'From').count()).toBe(0);
    expect(await field(edit, 'Max characters').count()).toBe(0);
    await edit.getByRole('button', { name: 'Update Product', exact: true }).click();
    await expectToast(admin, 'Product Updated!', `${name} has been saved.`);
    expect(await fetchProduct(productId)).toMatchObject({ sizing: null, sizes: [], engraving: null });
  });
});
