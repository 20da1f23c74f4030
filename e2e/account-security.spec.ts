import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translator } from '#server/i18n/translator.ts';
import {
  callApi,
  expectNewToast,
  GOOD_PASSWORD,
  signInFromPage,
  signUpFromPage,
  uniqueEmail,
  whoAmI,
} from './support/accounts.ts';
import { expectAccessible, PHONE, useBrowser } from './support/browser.ts';
import { expectCount } from './support/pages.ts';
import { shopUnderTest } from './support/shop-under-test.ts';
import { hydrated } from './support/shop.ts';

const { baseUrl } = shopUnderTest();
const chromium = useBrowser();
const ar = translator('ar');

/** Meets the policy, and is not GOOD_PASSWORD. */
const NEW_PASSWORD = 'Bangles2027';

const passwordForm = (page: Page) => page.getByRole('region', { name: 'Password', exact: true });
const sessionRows = (page: Page) => page.getByRole('region', { name: 'Where you are signed in' }).getByRole('listitem');

/** The status of a password sign-in from a fresh page (no cookies of the pages under test). */
async function signInStatus(page: Page, email: string, password: string): Promise<number> {
  return (await callApi(page, 'POST', '/api/auth/sign-in/email', { email, password })).status;
}

// A shopper changes her password on the security page, ending the session of her other device.
describe('changing the password on the security page', () => {
  const email = uniqueEmail('nadia.password');
  let page: Page;
  let otherDevice: Page;

  beforeAll(async () => {
    page = await chromium.open('/');
    await signUpFromPage(page, 'Nadia Password', email);
    otherDevice = await chromium.open('/');
    await signInFromPage(otherDevice, email, GOOD_PASSWORD);
  });
  afterAll(async () => {
    await page.context().close();
    await otherDevice.context().close();
  });

  it('checks the policy in the browser and says a wrong current password next to its field', async () => {
    await page.goto(`${baseUrl}/account/security`);
    await hydrated(page);
    const form = passwordForm(page);
    await form.getByRole('button', { name: 'Change Password' }).waitFor();
    await expectCount(sessionRows(page), 2);
    const current = form.getByLabel('Current password', { exact: true });
    const fresh = form.getByLabel('New password', { exact: true });
    const confirm = form.getByLabel('Confirm new password', { exact: true });
    expect(await current.getAttribute('autocomplete')).toBe('current-password');
    expect(await fresh.getAttribute('autocomplete')).toBe('new-password');
    expect(await confirm.getAttribute('autocomplete')).toBe('new-password');
    await expectAccessible(page);

    // The shared rule, before anything is sent.
    await current.fill(GOOD_PASSWORD);
    await fresh.fill('bangles');
    await confirm.fill('bangles');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await form.getByText('Password needs at least 8 characters, an uppercase letter, a digit.').waitFor();
    expect(await fresh.getAttribute('aria-invalid')).toBe('true');

    // Typed with the keyboard: Enter sends the form.
    await current.fill('Wrong12345');
    await fresh.fill(NEW_PASSWORD);
    await confirm.fill(NEW_PASSWORD);
    await confirm.press('Enter');
    await form.getByText('That password is not right.', { exact: true }).waitFor();
    await expect.poll(() => current.evaluate((field) => field === document.activeElement)).toBe(true);
    expect(await current.getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page);
  });

  it('is in Arabic, right to left, on a phone', async () => {
    const arabic = await chromium.newPage(PHONE);
    try {
      await arabic.context().addCookies(await page.context().cookies());
      await arabic.goto(`${baseUrl}/ar/account/security`);
      await hydrated(arabic);
      const form = arabic.getByRole('region', { name: ar('security.password.title'), exact: true });
      await form.getByRole('button', { name: ar('security.password.submit') }).waitFor();
      await form.getByLabel(ar('security.password.current'), { exact: true }).waitFor();
      await form.getByRole('checkbox', { name: ar('security.password.signOutOthers') }).waitFor();
      expect(await arabic.evaluate(() => document.documentElement.dir)).toBe('rtl');
      const overflow = await arabic.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'no sideways scroll').toBeLessThanOrEqual(0);
      await expectAccessible(arabic);
    } finally {
      await arabic.context().close();
    }
  });

  it('changes it and signs out the other device: only the new password signs in', async () => {
    const form = passwordForm(page);
    await form.getByLabel('Current password', { exact: true }).fill(GOOD_PASSWORD);
    await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
    await form.getByRole('checkbox', { name: 'Sign out of my other devices' }).check();
    await expectNewToast(page, 'Password changed', 'Your other devices are signed out.', () =>
      form.getByRole('button', { name: 'Change Password' }).click(),
    );

    // The form is cleared, and the list shows this device alone.
    expect(await form.getByLabel('Current password', { exact: true }).inputValue()).toBe('');
    expect(await form.getByLabel('New password', { exact: true }).inputValue()).toBe('');
    expect(await form.getByRole('checkbox', { name: 'Sign out of my other devices' }).isChecked()).toBe(false);
    await expectCount(sessionRows(page), 1);
    expect(await sessionRows(page).first().innerText()).toContain('This device');

    expect(await whoAmI(otherDevice)).toBeNull();
    expect((await whoAmI(page))?.email).toBe(email);
    const stranger = await chromium.open('/');
    try {
      expect(await signInStatus(stranger, email, GOOD_PASSWORD)).toBe(401);
      expect(await signInStatus(stranger, email, NEW_PASSWORD)).toBe(200);
    } finally {
      await stranger.context().close();
    }
  });
});
