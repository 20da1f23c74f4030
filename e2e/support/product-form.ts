import type { Locator, Page } from 'playwright-core';
import { parseCents } from './pages.ts';

// The product form's parts as its tests read them: the price preview, a control by its label, the
// product page's facts.

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
