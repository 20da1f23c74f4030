import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { localDateOf } from '#domain/appointments/zoned-time.ts';
import { DESKTOP, expectAccessible, PHONE, useBrowser } from './support/browser.ts';
import { expectVisible } from './support/pages.ts';

const chromium = useBrowser();

/** A day a week or more ahead in the branch's zone, a different one per run so no slot fills up. */
const dayAhead = (days: number) => localDateOf(new Date(Date.now() + days * 86_400_000), 'America/Chicago');

const RUNS = [
  { language: 'en', prefix: '', viewport: PHONE, days: 7, booked: 'Your visit is booked', branch: 'Houston Branch' },
  { language: 'en', prefix: '', viewport: DESKTOP, days: 8, booked: 'Your visit is booked', branch: 'Houston Branch' },
  { language: 'ar', prefix: '/ar', viewport: PHONE, days: 9, booked: 'تم حجز زيارتك', branch: 'فرع هيوستن' },
  { language: 'ar', prefix: '/ar', viewport: DESKTOP, days: 10, booked: 'تم حجز زيارتك', branch: 'فرع هيوستن' },
] as const;

const NO_SLOTS = { en: 'No free times on this day', ar: 'لا توجد مواعيد متاحة في هذا اليوم' } as const;

async function book(page: Page, run: (typeof RUNS)[number]) {
  const labels =
    run.language === 'ar'
      ? {
          branch: 'الفرع',
          day: 'اليوم',
          name: 'الاسم',
          phone: 'الهاتف',
          email: 'البريد الإلكتروني',
          submit: 'احجز الزيارة',
        }
      : { branch: 'Branch', day: 'Day', name: 'Name', phone: 'Phone', email: 'E-mail', submit: 'Book the visit' };
  await page.getByLabel(labels.branch, { exact: true }).selectOption({ label: run.branch });
  await page.getByLabel(labels.day, { exact: true }).fill(dayAhead(run.days));
  // The times are radios: reached and chosen with the keyboard.
  const first = page.getByRole('radio').first();
  await first.waitFor({ state: 'attached' });
  await first.focus();
  await page.keyboard.press('Space');
  expect(await first.isChecked()).toBe(true);
  await page.getByLabel(labels.name, { exact: true }).fill('Layla Haddad');
  await page.getByLabel(labels.phone, { exact: true }).fill('(713) 555-0100');
  await page.getByLabel(labels.email, { exact: true }).fill('layla@example.com');
  await page.getByRole('button', { name: labels.submit }).click();
  await expectVisible(page.getByRole('heading', { name: run.booked }));
}

describe('booking a visit', () => {
  for (const run of RUNS) {
    it(`books a visit in ${run.language} at ${run.viewport.width} px`, async () => {
      const page = await chromium.open(`${run.prefix}/book-a-visit`, { viewport: run.viewport });
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe(run.language === 'ar' ? 'rtl' : 'ltr');
      // The day's times have loaded: its first time, or the sentence saying it has none (a
      // holiday, or today after hours). Waiting for a time alone spent 30 s on such a day.
      await page.getByRole('radio').first().or(page.getByText(NO_SLOTS[run.language])).first().waitFor();
      await expectAccessible(page);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(run.viewport.width);
      await book(page, run);
      await page.context().close();
    });
  }

  it('the product page offers a viewing, leading to the page with the piece', async () => {
    const page = await chromium.open('/collection');
    await page.locator('a[href^="/product/"]').first().click();
    const link = page.getByRole('link', { name: 'Book a viewing' });
    await link.click();
    await page.waitForURL(/\/book-a-visit\?product=/);
    await expectVisible(page.getByText(/You asked to view piece|we will have it ready/));
    await page.context().close();
  });
});
