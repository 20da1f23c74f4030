import type { BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopUnderTest } from './support/shop-under-test.ts';
import {
  accountAddresses,
  callApi,
  cookieHeader,
  expectNewToast,
  expectToast,
  GOOD_PASSWORD,
  headerEntries,
  meStatusWithCookie,
  signInFromPage,
  signUpFromPage,
  submitLogin,
  toast,
  uniqueEmail,
  whoAmI,
} from './support/accounts.ts';
import { DESKTOP, expectAccessible, PHONE, useBrowser } from './support/browser.ts';
import { tabTo, expectVisible } from './support/pages.ts';
import { hydrated, pageHeading } from './support/shop.ts';

const baseUrl = shopUnderTest().baseUrl;
const owner = shopUnderTest().owner;
const home = `${baseUrl}/`;
const chromium = useBrowser();

function open(path: string, viewport = DESKTOP, origin = baseUrl): Promise<Page> {
  return chromium.open(path, { viewport, origin });
}

describe.each(accountAddresses())('registration, sign-out and sign-in at $at', ({ origin }) => {
  const name = 'Amira Haddad';
  const email = uniqueEmail('shopper');
  const home = `${origin}/`;
  let page: Page;

  beforeAll(async () => {
    page = await open('/register', DESKTOP, origin);
  });
  afterAll(() => page.context().close());

  it('shows the password rules before typing and refuses a weak password, in the form and on the server', async () => {
    await pageHeading(page, 'Create an Account').waitFor();
    const password = page.getByLabel('Password', { exact: true });
    // The checklist is the field's description, shown before anything is typed.
    const checklistId = await password.getAttribute('aria-describedby');
    expect(checklistId).toBeTruthy();
    const checklist = page.locator(`[id="${checklistId}"]`);
    await expectVisible(checklist);
    const rules = () => checklist.getByRole('listitem').allTextContents();
    expect(await rules()).toEqual([
      'At least 8 characters (still needed)',
      'A lowercase letter (still needed)',
      'An uppercase letter (still needed)',
      'A digit (still needed)',
    ]);

    await page.getByLabel('Full name', { exact: true }).fill(name);
    await page.getByLabel('Email address', { exact: true }).fill(email);
    await password.fill('goldring');
    await expect
      .poll(rules)
      .toEqual([
        'At least 8 characters (done)',
        'A lowercase letter (done)',
        'An uppercase letter (still needed)',
        'A digit (still needed)',
      ]);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page.getByText('Password needs an uppercase letter, a digit.', { exact: true }).waitFor();
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    expect(page.url()).toBe(`${origin}/register`);
    expect(await toast(page, 'Registered Successfully!').count()).toBe(0);
    expect(await whoAmI(page)).toBeNull();

    // The server applies the same policy to a request that skips the form.
    const direct = await callApi(page, 'POST', '/api/auth/sign-up/email', { name, email, password: 'goldring' });
    expect(direct.status).toBe(400);
    expect((direct.body as { message?: string }).message).toBe('Password needs an uppercase letter, a digit.');
    expect(await whoAmI(page)).toBeNull();
  });

  it('registers the shopper (the refused attempts created nothing), lands on / signed in, and stays signed in', async () => {
    await page.getByLabel('Password', { exact: true }).fill(GOOD_PASSWORD);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expectToast(page, 'Registered Successfully!');
    await page.waitForURL(home);
    const header = headerEntries(page);
    await header.logout.waitFor();
    expect(await header.login.count()).toBe(0);
    expect(await header.dashboard.count()).toBe(0);
    expect(await whoAmI(page)).toMatchObject({ email, name, role: 'customer' });

    await page.reload();
    await header.logout.waitFor();
    expect(await header.login.count()).toBe(0);
    expect(await whoAmI(page)).toMatchObject({ email });
  });

  it('signs out: Logout Successful, the Login icon is back, and the server has ended the session', async () => {
    const session = await cookieHeader(page.context());
    expect(await meStatusWithCookie(origin, session)).toBe(200);
    const header = headerEntries(page);
    // From a page only a signed-in customer sees: the way out still leads home, not to a sign-in prompt.
    await page.goto(`${origin}/account/orders`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The header's button signs out once React has taken the page over; a click before is lost.
    await hydrated(page);
    const consoleErrors: string[] = [];
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    };
    page.on('console', onConsole);
    await header.logout.click();
    await expectToast(page, 'Logout Successful');
    await header.login.waitFor();
    page.off('console', onConsole);
    // The app knows the session is over: it does not ask the server and log a 401.
    expect(consoleErrors).toEqual([]);
    expect(page.url()).toBe(home);
    expect(await header.logout.count()).toBe(0);
    expect(await whoAmI(page)).toBeNull();
    // Not only forgotten by the browser: the old session cookie no longer works either.
    expect(await meStatusWithCookie(origin, session)).toBe(401);
  });

  it('signs in with the right password from the header’s Login icon', async () => {
    const header = headerEntries(page);
    await header.login.click();
    await page.waitForURL(`${origin}/login`);
    await pageHeading(page, 'Sign In').waitFor();
    await submitLogin(page, email, GOOD_PASSWORD);
    await expectToast(page, 'Logged In Successfully!', 'Welcome back to the shop');
    await page.waitForURL(home);
    await header.logout.waitFor();
    expect(await header.login.count()).toBe(0);
    expect(await whoAmI(page)).toMatchObject({ email, name, role: 'customer' });
  });

  it('answers a wrong password and an unknown e-mail alike, staying on /login', async () => {
    const visitor = await open('/login', DESKTOP, origin);
    try {
      await pageHeading(visitor, 'Sign In').waitFor();
      await submitLogin(visitor, email, 'Wrong2026x');
      await expectToast(visitor, 'Authentication Failed', 'Please check your credentials');
      expect(visitor.url()).toBe(`${origin}/login`);

      // An unknown address gets the very same answer, in a toast of its own.
      await expectNewToast(visitor, 'Authentication Failed', 'Please check your credentials', () =>
        submitLogin(visitor, uniqueEmail('nobody'), GOOD_PASSWORD),
      );
      expect(visitor.url()).toBe(`${origin}/login`);
      expect(await whoAmI(visitor)).toBeNull();
      await headerEntries(visitor).login.waitFor();
    } finally {
      await visitor.context().close();
    }
  });
});

describe('a rate-limited sign-up', () => {
  it('shows the server’s 429 message in the page, and the form stays filled', async () => {
    const email = uniqueEmail('eid.rush');
    const page = await open('/register');
    try {
      // The per-e-mail limit is 5 sign-ups in 10 minutes (RATE_LIMIT_SIGN_UP_PER_EMAIL): five
      // refused attempts for this address use it up without creating the account.
      for (let i = 0; i < 5; i++) {
        const attempt = await callApi(page, 'POST', '/api/auth/sign-up/email', {
          name: 'Eid Rush',
          email,
          password: 'weak',
        });
        expect(attempt.status).toBe(400);
      }
      await pageHeading(page, 'Create an Account').waitFor();
      await page.getByLabel('Full name', { exact: true }).fill('Eid Rush');
      await page.getByLabel('Email address', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill(GOOD_PASSWORD);
      await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
      await expectToast(page, 'Something went wrong', 'Too many attempts. Please wait 10 minutes and try again.');
      expect(page.url()).toBe(`${baseUrl}/register`);
      expect(await page.getByLabel('Email address', { exact: true }).inputValue()).toBe(email);
      expect(await whoAmI(page)).toBeNull();
    } finally {
      await page.context().close();
    }
  });
});

describe('header and /dashboard by role', () => {
  type Role = 'visitor' | 'customer' | 'owner';
  const sessions: Record<Role, Awaited<ReturnType<BrowserContext['cookies']>>> = {
    visitor: [],
    customer: [],
    owner: [],
  };

  beforeAll(async () => {
    const customer = await open('/');
    await signUpFromPage(customer, 'Omar Customer', uniqueEmail('customer'));
    sessions.customer = await customer.context().cookies();
    await customer.context().close();
    const admin = await open('/');
    await signInFromPage(admin, owner.email, owner.password);
    sessions.owner = await admin.context().cookies();
    await admin.context().close();
  });

  async function openAs(role: Role, path: string, viewport = DESKTOP): Promise<Page> {
    const page = await chromium.newPage(viewport);
    await page.context().addCookies(sessions[role]);
    await page.goto(`${baseUrl}${path}`);
    return page;
  }

  const layouts = [
    { label: 'desktop', viewport: DESKTOP },
    { label: 'the 390 px mobile menu', viewport: PHONE },
  ];

  for (const { label, viewport } of layouts) {
    async function entriesAs(role: Role) {
      const page = await openAs(role, '/', viewport);
      if (viewport === PHONE) {
        const toggle = page.getByRole('button', { name: 'Menu', exact: true });
        await toggle.click();
        expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      }
      return { page, ...headerEntries(page) };
    }

    it(`shows a visitor only the Login icon on ${label}`, async () => {
      const { page, login, logout, dashboard } = await entriesAs('visitor');
      await login.waitFor();
      expect(await login.getAttribute('href')).toBe('/login');
      expect(await logout.count()).toBe(0);
      expect(await dashboard.count()).toBe(0);
      await page.context().close();
    });

    it(`shows a customer Logout and no admin link on ${label}`, async () => {
      const { page, login, logout, dashboard } = await entriesAs('customer');
      await logout.waitFor();
      expect(await login.count()).toBe(0);
      expect(await dashboard.count()).toBe(0);
      await page.context().close();
    });

    it(`shows the owner Logout and the admin link to /dashboard on ${label}`, async () => {
      const { page, login, logout, dashboard } = await entriesAs('owner');
      await logout.waitFor();
      await dashboard.waitFor();
      expect(await dashboard.getAttribute('href')).toBe('/dashboard');
      expect(await login.count()).toBe(0);
      await dashboard.click();
      await page.waitForURL(`${baseUrl}/dashboard`);
      await pageHeading(page, 'Dashboard').waitFor();
      await page.context().close();
    });
  }

  it('sends a visitor from /dashboard to /login', async () => {
    const page = await openAs('visitor', '/dashboard');
    await page.waitForURL(`${baseUrl}/login`);
    await pageHeading(page, 'Sign In').waitFor();
    await page.context().close();
  });

  it('sends a customer from /dashboard (and pages under it) home with a message', async () => {
    for (const path of ['/dashboard', '/dashboard/products']) {
      const page = await openAs('customer', path);
      await page.waitForURL(home);
      await expectToast(page, "This area is for the shop's admins");
      expect(await pageHeading(page, 'Dashboard').count()).toBe(0);
      await page.context().close();
    }
  });

  it('lets the owner into /dashboard', async () => {
    const page = await openAs('owner', '/dashboard');
    await pageHeading(page, 'Dashboard').waitFor();
    expect(page.url()).toBe(`${baseUrl}/dashboard`);
    await page.context().close();
  });
});

describe('accessibility of the account pages', () => {
  const pages = [
    { path: '/login', title: 'Sign In' },
    { path: '/register', title: 'Create an Account' },
    { path: '/reset-password?token=e2e-placeholder-token', title: 'Choose a New Password' },
  ];
  for (const { label, viewport } of [
    { label: 'desktop', viewport: DESKTOP },
    { label: 'phone', viewport: PHONE },
  ]) {
    it(`passes axe on ${label}`, async () => {
      const page = await chromium.newPage(viewport);
      for (const { path, title } of pages) {
        await page.goto(`${baseUrl}${path}`);
        await pageHeading(page, title).waitFor();
        if (path === '/login') {
          // Settled: the Google button is enabled once the sign-in options are known.
          await expect.poll(() => page.getByRole('button', { name: 'Continue with Google' }).isEnabled()).toBe(true);
        }
        await expectAccessible(page);
      }
      await page.context().close();
    });
  }

  it('passes axe on the expired-link state', async () => {
    const page = await open('/reset-password');
    await pageHeading(page, 'This Link Has Expired').waitFor();
    await expectAccessible(page);
    await page.context().close();
  });

  it('lets the login form be filled and submitted with the keyboard only', async () => {
    const page = await open('/login');
    await pageHeading(page, 'Sign In').waitFor();
    await tabTo(page, 'input:Email address');
    await page.keyboard.type(owner.email);
    await tabTo(page, 'input:Password', 3);
    await page.keyboard.type(owner.password);
    await tabTo(page, 'button:Sign In', 4);
    await page.keyboard.press('Enter');
    await expectToast(page, 'Logged In Successfully!', 'Welcome back to the shop');
    await page.waitForURL(home);
    await headerEntries(page).logout.waitFor();
    expect(await whoAmI(page)).toMatchObject({ email: owner.email, role: 'owner' });
    await page.context().close();
  });
});
