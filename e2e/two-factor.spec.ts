import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopUnderTest } from './support/shop-under-test.ts';
import {
  callApi,
  expectToast,
  GOOD_PASSWORD,
  signInFromPage,
  signUpFromPage,
  submitLogin,
  uniqueEmail,
  whoAmI,
} from './support/accounts.ts';
import { DESKTOP, expectAccessible, PHONE, useBrowser } from './support/browser.ts';
import { hydrated, pageHeading } from './support/shop.ts';
import { unusedCode, wrongCode } from '../server/testing/totp-codes.ts';

const baseUrl = shopUnderTest().baseUrl;
const owner = shopUnderTest().owner;
const chromium = useBrowser();

const securityHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Security', exact: true });
const sessionRows = (page: Page) => page.getByRole('region', { name: 'Where you are signed in' }).getByRole('listitem');

// One admin (not the shared owner, whom other files sign in as) turns two-factor on from the
// security page, then signs in with a code; an older session of hers must pass it for the dashboard.
describe('two-factor sign-in for an admin', () => {
  const email = uniqueEmail('rania.admin');
  let page: Page;
  let olderSession: Page;
  let authenticator: TOTP;

  beforeAll(async () => {
    page = await chromium.open('/');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await signUpFromPage(page, 'Rania Admin', email);
    const me = (await whoAmI(page))!;
    // The owner makes her an admin, as the dashboard's customers page does.
    const ownerPage = await chromium.open('/');
    await signInFromPage(ownerPage, owner.email, owner.password);
    expect((await callApi(ownerPage, 'PATCH', `/api/users/${me.id}`, { role: 'admin' })).status).toBe(200);
    await ownerPage.context().close();
    olderSession = await chromium.open('/');
    await signInFromPage(olderSession, email, GOOD_PASSWORD);
  });
  afterAll(async () => {
    await page.context().close();
    await olderSession.context().close();
  });

  it('is reached from the header, and passes axe on a phone and a desktop', async () => {
    await page.reload();
    await hydrated(page);
    await page.getByRole('banner').getByRole('link', { name: 'Account Security', exact: true }).click();
    await securityHeading(page).waitFor();
    await page.getByRole('button', { name: 'Turn On Two-Factor Sign-In' }).waitFor();
    await expect.poll(() => sessionRows(page).count()).toBe(2);
    expect(await sessionRows(page).filter({ hasText: 'This device' }).count()).toBe(1);
    expect(await sessionRows(page).first().innerText()).toMatch(/Chrome on Linux[\s\S]*127\.0\.0\.1/);
    await expectAccessible(page);

    const phone = await chromium.newPage(PHONE);
    try {
      await phone.context().addCookies(await page.context().cookies());
      await phone.goto(`${baseUrl}/`);
      await hydrated(phone);
      await phone.getByRole('button', { name: 'Menu', exact: true }).click();
      await phone.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account Security' }).click();
      await securityHeading(phone).waitFor();
      await phone.getByRole('button', { name: 'Turn On Two-Factor Sign-In' }).waitFor();
      await expectAccessible(phone);
    } finally {
      await phone.context().close();
    }
  });

  it('turns on with the password, the QR code’s key and a first code, then shows the backup codes once', async () => {
    await page.getByRole('button', { name: 'Turn On Two-Factor Sign-In' }).click();
    const password = page.getByLabel('Your password', { exact: true });
    await password.fill('Wrong12345');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByText('That password is not right.', { exact: true }).waitFor();
    await password.fill(GOOD_PASSWORD);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    await page.getByRole('img', { name: /QR code that adds Al Zahra Jewelers/ }).waitFor();
    const key = (await page.getByTestId('totp-key').innerText()).replace(/\s/g, '');
    authenticator = new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30, algorithm: 'SHA1' });
    await expectAccessible(page);

    const code = page.getByLabel('Authenticator code', { exact: true });
    await code.fill(wrongCode(authenticator));
    await page.getByRole('button', { name: 'Turn On', exact: true }).click();
    await page.getByText('That code is not right. Please check it and try again.').waitFor();
    await code.fill(await unusedCode(authenticator));
    await page.getByRole('button', { name: 'Turn On', exact: true }).click();

    const codes = page.getByTestId('backup-codes').getByRole('listitem');
    await expect.poll(() => codes.count()).toBe(10);
    const shown = (await codes.allInnerTexts()).map((text) => text.trim());
    for (const backup of shown) expect(backup).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);
    await page.getByRole('button', { name: 'Copy Codes' }).click();
    await expectToast(page, 'Backup codes copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${shown.join('\n')}\n`);
    await page.getByRole('button', { name: 'I Have Saved Them' }).click();
    await page.getByRole('button', { name: 'New Backup Codes' }).waitFor();
    expect(await page.getByTestId('backup-codes').count()).toBe(0);
    await expectAccessible(page);
  });

  it('asks an older session for a code before the dashboard opens', async () => {
    await olderSession.goto(`${baseUrl}/dashboard`);
    await olderSession.getByRole('heading', { name: 'Enter your code to open the dashboard' }).waitFor();
    await expectAccessible(olderSession);
    await olderSession.getByLabel('Authenticator code', { exact: true }).fill(await unusedCode(authenticator));
    await olderSession.getByRole('button', { name: 'Verify and Continue' }).click();
    await pageHeading(olderSession, 'Dashboard').waitFor();
  });

  it('signs in with the password and then the code, typed with the keyboard', async () => {
    const login = await chromium.open('/login', { viewport: DESKTOP });
    try {
      await hydrated(login);
      await submitLogin(login, email, GOOD_PASSWORD);
      await login.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor();
      expect(await whoAmI(login)).toBeNull();
      const code = login.getByLabel('Authenticator code', { exact: true });
      // The field takes the place of the password form, and the focus with it.
      await expect.poll(() => code.evaluate((field) => field === document.activeElement)).toBe(true);
      await login.keyboard.type(wrongCode(authenticator));
      await login.keyboard.press('Enter');
      await login.getByText('That code is not right. Please check it and try again.').waitFor();
      expect(await whoAmI(login)).toBeNull();
      await code.fill('');
      await login.keyboard.type(await unusedCode(authenticator));
      await login.keyboard.press('Enter');
      await expectToast(login, 'Logged In Successfully!');
      expect((await whoAmI(login))?.email).toBe(email);
      await login.goto(`${baseUrl}/dashboard`);
      await pageHeading(login, 'Dashboard').waitFor();
    } finally {
      await login.context().close();
    }
  });

  it('revokes the other sessions, which are signed out at once', async () => {
    await page.goto(`${baseUrl}/account/security`);
    await securityHeading(page).waitFor();
    await expect.poll(() => sessionRows(page).count()).toBeGreaterThanOrEqual(2);
    while ((await sessionRows(page).count()) > 1) {
      const before = await sessionRows(page).count();
      await page
        .getByRole('button', { name: /^Revoke the session on / })
        .first()
        .click();
      await expect.poll(() => sessionRows(page).count()).toBe(before - 1);
    }
    expect(await sessionRows(page).first().innerText()).toContain('This device');
    expect(await whoAmI(olderSession)).toBeNull();
    expect((await whoAmI(page))?.email).toBe(email);
  });
});
