import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expectToast, submitLogin } from './accounts.ts';
import type { useBrowser } from './browser.ts';
import { parseCents } from './pages.ts';
import { shopUnderTest } from './shop-under-test.ts';
import { hydrated } from './shop.ts';

// The product form's parts as its tests read them: the price preview, a control by its label, the
// product page's facts, and the owner's session the dashboard needs.

export type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>;

/** Signs the shop's owner in through the login page; the session's cookies. */
export async function signInOwner(chromium: ReturnType<typeof useBrowser>): Promise<Cookies> {
  const { baseUrl, owner } = shopUnderTest();
  const page = await chromium.open('/login');
  try {
    await page.getByRole('heading', { level: 1, name: 'Sign In', exact: true }).waitFor();
    await hydrated(page);
    await submitLogin(page, owner.email, owner.password);
    await expectToast(page, 'Logged In Successfully!');
    await page.waitForURL(`${baseUrl}/`);
    return await page.context().cookies();
  } finally {
    await page.context().close();
  }
}

export const preview = (page: Page) => page.getByRole('region', { name: 'Price preview' });

/** The preview's headline price, in cents (null while it shows none). */
export async function previewTotal(page: Page): Promise<number | null> {
  const text = await preview(page).locator('[aria-live="polite"]').innerText();
  return /\$/.test(text) ? parseCents(text) : null;
}

/** The preview's breakup: each row's label (first line) and amount. */
export async function previewLines(page: Page): Promise<Array<[string, number]>> {
  const rows = await preview(page).getByRole('row').all();
  const lines: Array<[string, number]> = [];
  for (const row of rows) {
    const label = (await row.getByRole('rowheader').innerText()).split('\n')[0]!.trim();
    lines.push([label, parseCents(await row.getByRole('cell').innerText())]);
  }
  return lines;
}

export const field = (form: Locator, label: string) => form.getByLabel(label, { exact: true });

/** The product page's facts, term to value, as shown (the terms' CSS capitals aside). */
export async function facts(page: Page): Promise<Record<string, string>> {
  const pairs = await page
    .getByRole('main')
    .locator('dl > div')
    .evaluateAll((items) =>
      items.map((item) => [
        item.querySelector('dt')!.textContent!.trim(),
        item.querySelector('dd')!.textContent!.trim(),
      ]),
    );
  return Object.fromEntries(pairs);
}
