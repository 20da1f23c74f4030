import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopUnderTest } from './support/shop-under-test.ts';
import type { Product } from '#domain/catalog/product.ts';
import {
  expectToast,
  GOOD_PASSWORD,
  headerEntries,
  signInFromPage,
  signUpFromPage,
  submitLogin,
  uniqueEmail,
} from './support/accounts.ts';
import { useBrowser } from './support/browser.ts';
import { describeFocus, eventually, tabTo } from './support/pages.ts';
import {
  addToCartFromPage,
  addToWishlistFromPage,
  cartPanel,
  countLabel,
  demoPieces,
  expectBadges,
  expectedLines,
  fetchCart,
  hydrated,
  openCartPanel,
  pageHeading,
  readCartLines,
  visit,
} from './support/shop.ts';

// The header's cart and wishlist: badges that follow the account across tabs, browsers and
// sign-out, and the cart panel they open, with the keyboard.

const baseUrl = shopUnderTest().baseUrl;
const home = `${baseUrl}/`;
const chromium = useBrowser();

let featured: Product[];
/** This file takes plenty[6] and plenty[8]; e2e/checkout.spec.ts the others. */
let plenty: Product[];

beforeAll(async () => {
  ({ featured, plenty } = await demoPieces());
});

describe('cart and wishlist badges follow the account', () => {
  const email = uniqueEmail('badges');
  let tab: Page;
  let piece: Product;
  let favourite: Product;

  beforeAll(async () => {
    [piece, favourite] = [plenty[6]!, featured[0]!];
    tab = await chromium.newPage();
    await tab.goto(`${baseUrl}/wish`);
    await signUpFromPage(tab, 'Huda Badges', email);
  });
  afterAll(() => tab.context().close());

  it('update live in the tab that changes them, and in another tab after a reload', async () => {
    await visit(tab, `/product/${piece.id}`);
    await pageHeading(tab, piece.name).waitFor();
    await expectBadges(tab, { cart: 0, wishlist: 0 });
    await tab.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expectToast(tab, 'Added to Your Cart');
    await expectBadges(tab, { cart: 1, wishlist: 0 });
    await cartPanel(tab).getByRole('button', { name: 'Close cart' }).click();
    await tab.getByRole('button', { name: `Save ${piece.name} to wishlist`, exact: true }).click();
    await expectBadges(tab, { cart: 1, wishlist: 1 });

    const other = await tab.context().newPage();
    try {
      await visit(other, '/wish');
      await expectBadges(other, { cart: 1, wishlist: 1 });
      await tab.getByRole('button', { name: 'Add to Cart', exact: true }).click();
      await expectBadges(tab, { cart: 2, wishlist: 1 });
      await other.reload();
      await hydrated(other);
      await expectBadges(other, { cart: 2, wishlist: 1 });
    } finally {
      await other.close();
    }
  });

  it('are the same in another browser signed in as the same customer, and changes there show here', async () => {
    const elsewhere = await chromium.open('/wish');
    try {
      await signInFromPage(elsewhere, email, GOOD_PASSWORD);
      await addToWishlistFromPage(elsewhere, favourite.id);
      await visit(elsewhere, '/');
      await expectBadges(elsewhere, { cart: 2, wishlist: 2 });
      const panel = await openCartPanel(elsewhere);
      await eventually(async () =>
        expect(await readCartLines(panel)).toMatchObject([{ name: piece.name, quantity: 2 }]),
      );
      await panel.getByRole('button', { name: `Increase quantity of ${piece.name}`, exact: true }).click();
      await expectBadges(elsewhere, { cart: 3, wishlist: 2 });

      await tab.reload();
      await hydrated(tab);
      await expectBadges(tab, { cart: 3, wishlist: 2 });
      expect(expectedLines(await fetchCart(tab))).toEqual(expectedLines(await fetchCart(elsewhere)));
    } finally {
      await elsewhere.context().close();
    }
  });

  it('drop to 0 at sign-out and come back at sign-in, without a reload', async () => {
    const header = headerEntries(tab);
    const other = await tab.context().newPage();
    try {
      await visit(other, '/about');
      await expectBadges(other, { cart: 3, wishlist: 2 });
      await header.logout.click();
      await expectToast(tab, 'Logout Successful');
      await header.login.waitFor();
      await expectBadges(tab, { cart: 0, wishlist: 0 });
      await other.reload();
      await hydrated(other);
      await expectBadges(other, { cart: 0, wishlist: 0 });
    } finally {
      await other.close();
    }
    // The account still holds them: signing in again shows them at once.
    await header.login.click();
    await tab.waitForURL(`${baseUrl}/login`);
    await pageHeading(tab, 'Sign In').waitFor();
    await submitLogin(tab, email, GOOD_PASSWORD);
    await expectToast(tab, 'Logged In Successfully!');
    await tab.waitForURL(home);
    await expectBadges(tab, { cart: 3, wishlist: 2 });
  });
});
describe('the cart panel with the keyboard', () => {
  it('opens from the header button with Enter, keeps focus inside, Escape gives focus back; the backdrop closes it', async () => {
    const page = await chromium.newPage();
    try {
      await visit(page, '/wish');
      await addToCartFromPage(page, plenty[8]!.id, 1);
      await page.reload();
      await hydrated(page);
      await expectBadges(page, { cart: 1, wishlist: 0 });
      const button = countLabel('Cart', 1);
      await tabTo(page, `a:${button}`);
      await page.keyboard.press('Enter');
      const panel = cartPanel(page);
      await panel.waitFor();
      expect(page.url()).toBe(`${baseUrl}/wish`);
      // Settled: the panel's Google button is enabled once the sign-in options are known.
      await expect.poll(() => panel.getByRole('button', { name: 'Continue with Google' }).isEnabled()).toBe(true);
      const inside = () => panel.evaluate((dialog) => dialog.contains(document.activeElement));
      await eventually(async () => expect(await inside()).toBe(true));
      const first = await describeFocus(page);
      expect(first).toBe('button:Close cart');

      // Tab goes through the panel's controls and wraps round to the first, never leaving it.
      const trail: string[] = [];
      for (let i = 0; i < 20; i++) {
        await page.keyboard.press('Tab');
        expect(await inside(), `focus inside the panel after ${trail.join(' → ')}`).toBe(true);
        const focused = await describeFocus(page);
        trail.push(focused);
        if (focused === first) break;
      }
      expect(trail.at(-1), `Tab wraps round: ${trail.join(' → ')}`).toBe(first);
      expect(trail).toEqual(
        expect.arrayContaining([
          `a:${plenty[8]!.name}`,
          `button:Remove ${plenty[8]!.name} from cart`,
          `button:Increase quantity of ${plenty[8]!.name}`,
          'a:Log in with email',
          'button:Continue Shopping',
        ]),
      );
      // Shift+Tab from the first control goes to the last one.
      await page.keyboard.press('Shift+Tab');
      expect(await inside()).toBe(true);
      await expect.poll(() => describeFocus(page)).toBe(trail.at(-2));

      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });
      // The dialog hands focus back as it unmounts, which on a busy machine lands a moment after.
      await eventually(async () => expect(await describeFocus(page)).toBe(`a:${button}`));

      // A click on the dimmed page beside the panel closes it too.
      await page.keyboard.press('Enter');
      await panel.waitFor();
      await eventually(async () => expect(await inside()).toBe(true));
      // The dialog starts listening for clicks outside a task after it mounts, which on a busy
      // machine can come after the first click: click again until it closes.
      await eventually(async () => {
        await page.mouse.click(20, 400);
        await panel.waitFor({ state: 'detached', timeout: 1_000 });
      }, 20_000);
      expect(page.url()).toBe(`${baseUrl}/wish`);
    } finally {
      await page.context().close();
    }
  });
});
