import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { shopUnderTest } from './support/shop-under-test.ts';
import { store } from '#domain/store/settings.ts';
import { PHONE, useBrowser } from './support/browser.ts';
import { hydrated } from './support/shop.ts';
import { describeFocus, eventually, parseCents, expectVisible } from './support/pages.ts';

const baseUrl = shopUnderTest().baseUrl;
const NAV = ['Home', 'Collection', 'About', 'Contact'];
const chromium = useBrowser();

interface Metal {
  metal: string;
  pricePerGram: number;
}

describe('page shell on desktop', () => {
  let page: Page;
  beforeAll(async () => {
    page = await chromium.newPage();
    await page.goto(baseUrl);
  });

  it('shows one metal, uppercased, with its price per gram to two decimals in the top strip', async () => {
    const metals = (await (await fetch(`${baseUrl}/api/metals`)).json()) as Metal[];
    const strip = page.getByRole('complementary', { name: 'Metal prices' });
    // The visible ticker (the screen-reader list next to it names every metal at once).
    const ticker = strip.locator('[data-ticker="price"]');
    const text = await eventually(async () => {
      const shown = (await ticker.innerText()).trim();
      expect(shown).toMatch(/^[A-Z]+ \$[\d,]+\.\d{2}\/g$/);
      return shown;
    });
    const name = text.split(' ')[0]!;
    const metal = metals.find((m) => m.metal.toUpperCase() === name);
    expect(metal, `${name} is one of ${metals.map((m) => m.metal).join(', ')}`).toBeDefined();
    expect(name).toBe(metal!.metal.toUpperCase());
    expect(parseCents(text)).toBe(metal!.pricePerGram);
  });

  it('has the main links, wishlist and cart with 0 badges, and a Login icon', async () => {
    const nav = page.getByRole('navigation', { name: 'Main' }).filter({ visible: true });
    expect(await nav.count()).toBe(1);
    const links = nav.getByRole('link');
    expect(await links.allInnerTexts()).toEqual(NAV);
    expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual([
      '/',
      '/collection',
      '/about',
      '/contact',
    ]);
    const header = page.getByRole('banner');
    const wishlist = header.getByRole('link', { name: 'Wishlist, 0 items' });
    const cart = header.getByRole('link', { name: 'Cart, 0 items' });
    expect(await wishlist.innerText()).toBe('0');
    expect(await cart.innerText()).toBe('0');
    await expectVisible(wishlist);
    await expectVisible(cart);
    const login = header.getByRole('link', { name: 'Login' });
    await expectVisible(login);
    expect(await login.getAttribute('href')).toBe('/login');
  });

  it('navigates with the main links and marks the current page', async () => {
    const nav = page.getByRole('navigation', { name: 'Main' }).filter({ visible: true });
    await nav.getByRole('link', { name: 'About' }).click();
    await page.waitForURL(`${baseUrl}/about`);
    // The URL changes before the lazy About route renders, so wait for About's own heading, not any h1.
    await page.getByRole('heading', { name: /goldsmiths/, level: 1 }).waitFor();
    expect(await nav.getByRole('link', { name: 'About' }).getAttribute('aria-current')).toBe('page');
    await nav.getByRole('link', { name: 'Home' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('heading', { name: 'Feature Products' }).waitFor();
  });

  it('leads from the header to the wishlist and the cart panel, both empty for a new visitor', async () => {
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Wishlist, 0 items' }).click();
    await page.waitForURL(`${baseUrl}/wish`);
    await page.getByRole('heading', { name: 'Wishlist', level: 1 }).waitFor();
    await expectVisible(page.getByText('Your wishlist is empty.'));
    // The cart button is a link to /cart that opens the cart panel once the page has loaded.
    await header.getByRole('link', { name: 'Cart, 0 items' }).click();
    const panel = page.getByRole('dialog', { name: 'Shopping Cart' });
    await panel.getByText('Your cart is empty.').waitFor();
    expect(page.url()).toBe(`${baseUrl}/wish`);
    await panel.getByRole('button', { name: 'Continue Shopping' }).click();
    await panel.waitFor({ state: 'detached' });
    await page.goto(`${baseUrl}/cart`);
    await page.getByRole('heading', { name: 'Shopping Cart', level: 1 }).waitFor();
    await expectVisible(page.getByText('Your cart is empty.'));
    await page.getByRole('main').getByRole('link', { name: 'Continue Shopping' }).click();
    await page.waitForURL(`${baseUrl}/collection`);
    await page.getByRole('heading', { name: 'The Collection', level: 1 }).waitFor();
    for (const [path, title] of [
      ['/wish', 'Wishlist'],
      ['/cart', 'Shopping Cart'],
    ]) {
      const response = await fetch(`${baseUrl}${path}`, { headers: { accept: 'text/html' } });
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain(`<title>${title} | ${store.name}</title>`);
    }
  });

  it('has a floating WhatsApp button', async () => {
    const floating = await page
      .getByRole('link', { name: /WhatsApp/ })
      .evaluateAll((links) =>
        links.filter((link) => getComputedStyle(link).position === 'fixed').map((link) => link.getAttribute('href')),
      );
    expect(floating).toHaveLength(1);
    expect(floating[0]).toMatch(new RegExp(`^https://wa\\.me/${store.whatsappNumber}`));
  });

  it('has the footer: address, phone, hours, services, about links, socials, legal links and copyright', async () => {
    const footer = page.getByRole('contentinfo');
    const text = await footer.innerText();
    const main = store.branches[0]!;
    expect(text).toContain(main.street);
    expect(text).toContain(store.phone);
    for (const { days, hours } of store.hours) {
      expect(text).toContain(days);
      expect(text).toContain(hours);
    }
    for (const service of store.services) expect(text).toContain(service);
    expect(text).toContain(`© ${new Date().getFullYear()} ${store.name}`);
    const hrefs = await footer.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs).toContain('/about');
    expect(hrefs).toContain('/size-guide');
    for (const url of Object.values(store.social)) expect(hrefs).toContain(url);
    expect(hrefs.some((href) => href.startsWith('https://wa.me/'))).toBe(true);
    for (const legal of ['Privacy Policy', 'Terms of Service']) {
      await expectVisible(footer.getByRole('link', { name: legal }));
    }
  });
});

describe('mobile menu at 390 px', () => {
  let page: Page;
  let toggle: Locator;
  let menu: Locator;

  beforeAll(async () => {
    page = await chromium.newPage(PHONE);
    await page.goto(baseUrl);
    toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.waitFor();
    menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
  });

  const open = async () => {
    await toggle.click();
    await menu.waitFor({ state: 'visible' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  };
  const expectClosed = async () => {
    await menu.waitFor({ state: 'hidden' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  };

  it('hides the desktop links and the menu until the toggle is pressed', async () => {
    expect(await page.getByRole('navigation', { name: 'Main' }).filter({ visible: true }).count()).toBe(0);
    expect(await menu.isVisible()).toBe(false);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens a menu with Home, Collection, About, Contact, Login and the same page in Arabic', async () => {
    await open();
    expect((await menu.getByRole('link').allInnerTexts()).map((t) => t.trim())).toEqual([...NAV, 'Login', 'العربية']);
    expect(await menu.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(await menu.getByRole('link', { name: 'العربية' }).getAttribute('href')).toBe('/ar');
  });

  it('navigates with a link and closes', async () => {
    if (!(await menu.isVisible())) await open();
    await menu.getByRole('link', { name: 'Collection' }).click();
    await page.waitForURL(`${baseUrl}/collection`);
    await expectClosed();
    await page.getByRole('heading', { name: 'The Collection', level: 1 }).waitFor();
  });

  it('closes on Escape and gives focus back to the toggle', async () => {
    await open();
    await menu.getByRole('link', { name: 'About' }).focus();
    await page.keyboard.press('Escape');
    await expectClosed();
    await expect.poll(() => describeFocus(page)).toBe('button:Menu');
    expect(page.url()).toBe(`${baseUrl}/collection`);
  });

  it('closes when the toggle is pressed again', async () => {
    await open();
    await toggle.click();
    await expectClosed();
  });
});

describe('scroll position', () => {
  it('opens an address whose # is not valid percent-encoding as the page it names', async () => {
    const page = await chromium.open('/about#%E0%A4%A');
    try {
      await hydrated(page);
      const heading = page.getByRole('heading', { level: 1 });
      expect(await heading.innerText()).toBe('A family of goldsmiths, 40+ years at the counter');
    } finally {
      await page.context().close();
    }
  });

  it('starts a freshly opened page at the top, and a reload where it was', async () => {
    const page = await chromium.open('/collection', { viewport: PHONE });
    try {
      // Scrolled well down a page opened by its address, then on to a product inside the app.
      await page.locator('a[href^="/product/"]').nth(5).click();
      await page.waitForURL(/\/product\//);
      await page.goto(`${baseUrl}/about`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      await page.evaluate(() => window.scrollTo(0, 900));
      await page.reload();
      await page.getByRole('heading', { level: 1 }).waitFor();
      await eventually(async () => expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(800));
    } finally {
      await page.context().close();
    }
  });
});
