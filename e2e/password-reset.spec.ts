import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopUnderTest } from './support/shop-under-test.ts';
import {
  accountAddresses,
  cookieHeader,
  expectNewToast,
  expectToast,
  GOOD_PASSWORD,
  headerEntries,
  meStatusWithCookie,
  readResetLink,
  signUpFromPage,
  submitLogin,
  uniqueEmail,
  whoAmI,
} from './support/accounts.ts';
import { DESKTOP, useBrowser } from './support/browser.ts';
import { describeFocus } from './support/pages.ts';
import { hydrated, pageHeading } from './support/shop.ts';

// A forgotten password: the e-mailed link, the new password, and the old sessions ended.
const { baseUrl, publicUrl, dataDir } = shopUnderTest();
const chromium = useBrowser();

function open(path: string, viewport = DESKTOP, origin = baseUrl): Promise<Page> {
  return chromium.open(path, { viewport, origin });
}

describe.each(accountAddresses())('password reset by e-mail, asked for at $at', ({ origin }) => {
  const email = uniqueEmail('forgetful');
  const newPassword = 'Sapphire2027';
  const home = `${origin}/`;
  let page: Page;
  let oldSession: string;
  let link: string;

  beforeAll(async () => {
    // An account with a session in another browser, which the reset must end.
    const elsewhere = await open('/', DESKTOP, origin);
    await signUpFromPage(elsewhere, 'Layla Forgetful', email);
    oldSession = await cookieHeader(elsewhere.context());
    await elsewhere.context().close();
    page = await open('/login', DESKTOP, origin);
  });
  afterAll(() => page.context().close());

  it('warns when the e-mail is empty, and answers every address with Password Reset Sent', async () => {
    await pageHeading(page, 'Sign In').waitFor();
    const forgot = page.getByRole('button', { name: 'Forgot password?', exact: true });
    await forgot.click();
    await expectToast(page, 'Please enter your email address');
    await expect.poll(() => describeFocus(page)).toBe('input:Email address');

    // Nobody can learn from the answer whether an account exists.
    await page.getByLabel('Email address', { exact: true }).fill(uniqueEmail('unknown'));
    await forgot.click();
    await expectToast(page, 'Password Reset Sent', 'Please check your email for reset instructions');

    // A known address gets the very same answer, in a toast of its own (the first may have closed: 1.5 s).
    await page.getByLabel('Email address', { exact: true }).fill(email);
    await expectNewToast(page, 'Password Reset Sent', 'Please check your email for reset instructions', () =>
      forgot.click(),
    );
  });

  it('mails a link that sets a new password and ends the old sessions', async () => {
    link = await readResetLink(dataDir, email);
    // Mail links point at PUBLIC_URL, wherever the reset was asked for.
    expect(link.startsWith(`${publicUrl}/`), link).toBe(true);
    await page.goto(link);
    await page.waitForURL(/\/reset-password\?token=/);
    await pageHeading(page, 'Choose a New Password').waitFor();
    await hydrated(page);

    const fresh = page.getByLabel('New password', { exact: true });
    const confirm = page.getByLabel('Confirm new password', { exact: true });
    const save = page.getByRole('button', { name: 'Save New Password', exact: true });
    await fresh.fill(newPassword);
    await confirm.fill('Sapphire2028');
    await save.click();
    await page.getByText('The two passwords do not match', { exact: true }).waitFor();

    await confirm.fill(newPassword);
    await save.click();
    await expectToast(page, 'Password Updated', 'Please sign in with your new password');
    await page.waitForURL(`${publicUrl}/login`);
    expect(await meStatusWithCookie(origin, oldSession)).toBe(401);
  });

  it('refuses the old password and accepts the new one', async () => {
    await page.goto(`${origin}/login`);
    await pageHeading(page, 'Sign In').waitFor();
    await hydrated(page);
    await submitLogin(page, email, GOOD_PASSWORD);
    await expectToast(page, 'Authentication Failed', 'Please check your credentials');
    expect(page.url()).toBe(`${origin}/login`);
    expect(await whoAmI(page)).toBeNull();

    await submitLogin(page, email, newPassword);
    await expectToast(page, 'Logged In Successfully!', 'Welcome back to the shop');
    await page.waitForURL(home);
    await headerEntries(page).logout.waitFor();
    expect(await whoAmI(page)).toMatchObject({ email });
  });

  it('shows the expired state when the used link is opened again', async () => {
    await page.goto(link);
    await pageHeading(page, 'This Link Has Expired').waitFor();
    expect(page.url()).not.toContain('token=');
    expect(await page.getByRole('link', { name: 'Ask for a New Link' }).getAttribute('href')).toBe('/login');
    expect(await page.getByLabel('New password', { exact: true }).count()).toBe(0);
  });
});
