import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { shopUnderTest } from './support/shop-under-test.ts';
import { DEFAULT_GOOGLE_IDENTITY } from '../server/testing/oidc-issuer.ts';
import { expectToast, headerEntries, whoAmI } from './support/accounts.ts';
import { useBrowser } from './support/browser.ts';

// The server is configured with a local OpenID issuer in Google's place (see global-setup.ts):
// the same authorization-code flow with PKCE that production runs against Google. Google returns
// only to PUBLIC_URL (localhost here), so a shopper who started at 127.0.0.1 ends up there.

const baseUrl = shopUnderTest().baseUrl;
const publicUrl = shopUnderTest().publicUrl;
const googleUser = shopUnderTest().googleUser;
const chromium = useBrowser();
let page: Page;

beforeAll(async () => {
  page = await chromium.newPage();
  // The greeting shows for 1.5 s on the page Google returns to, after three hops across two
  // origins: each document the tab loads records the toasts it shows, so none is missed between looks.
  await page.addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { toastsShown: string[] }).toastsShown = shown;
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[data-sonner-toast]')) {
        const title = toast.querySelector('[data-title]')?.textContent?.trim() ?? '';
        const description = toast.querySelector('[data-description]')?.textContent?.trim() ?? '';
        const text = `${title} / ${description}`;
        if (!shown.includes(text)) shown.push(text);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
});

async function continueWithGoogle(from: string) {
  await page.goto(`${from}/login`);
  const button = page.getByRole('button', { name: 'Continue with Google', exact: true });
  // Enabled once the page knows Google sign-in is set up.
  await expect.poll(() => button.isEnabled()).toBe(true);
  await button.click();
  await page.waitForURL(`${publicUrl}/`);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { toastsShown: string[] }).toastsShown.join(' | ')))
    .toContain('Logged In Successfully! / Welcome to the shop');
  await headerEntries(page).logout.waitFor();
}

describe('Google sign-in', () => {
  let firstId: string;

  it('goes through the issuer and back, creating a customer with the Google name, e-mail and photo', async () => {
    await continueWithGoogle(baseUrl);
    expect(await headerEntries(page).login.count()).toBe(0);
    const me = await whoAmI(page);
    expect(me).toMatchObject({ email: googleUser.email, name: googleUser.name, role: 'customer' });
    if (googleUser.email === DEFAULT_GOOGLE_IDENTITY.email) expect(me!.image).toBe(DEFAULT_GOOGLE_IDENTITY.picture);
    firstId = me!.id;
  });

  it('signs out, and a second Google sign-in returns to the same account', async () => {
    await headerEntries(page).logout.click();
    await expectToast(page, 'Logout Successful');
    await headerEntries(page).login.waitFor();
    expect(await whoAmI(page)).toBeNull();

    await continueWithGoogle(publicUrl);
    expect(await whoAmI(page)).toMatchObject({ id: firstId, email: googleUser.email, role: 'customer' });
  });
});
