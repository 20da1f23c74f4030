import { describe, expect, it } from 'vitest';
import type { BuyRateAnswer } from '#domain/exchange/buy-rates.ts';
import { formatCents } from '#domain/money.ts';
import { shopUnderTest } from './support/shop-under-test.ts';
import { DESKTOP, expectAccessible, PHONE, useBrowser } from './support/browser.ts';
import { expectVisible } from './support/pages.ts';

// /sell-gold in the browser: an offer for 10 g of 22K gold, line by line, in English and Arabic,
// on a phone and a desktop, with the link to book a visit to have it assayed.

const baseUrl = shopUnderTest().baseUrl;
const chromium = useBrowser();

const RUNS = [
  { language: 'en', prefix: '', viewport: PHONE },
  { language: 'ar', prefix: '/ar', viewport: DESKTOP },
  { language: 'en', prefix: '', viewport: DESKTOP },
  { language: 'ar', prefix: '/ar', viewport: PHONE },
] as const;

const LABELS = {
  en: {
    purity: 'Purity',
    grams: 'Weight in grams',
    submit: 'See my offer',
    offer: 'Your offer',
    visit: 'Book a visit to have it assayed',
    notSure: 'Not sure',
    hallmarks: 'Not sure of the purity? Look for the hallmark',
  },
  ar: {
    purity: 'العيار',
    grams: 'الوزن بالغرام',
    submit: 'اعرض عرضي',
    offer: 'عرضك',
    visit: 'احجز زيارة لفحص القطعة',
    notSure: 'لست متأكدًا',
    hallmarks: 'لست متأكدًا من العيار؟ الدمغة تخبرك',
  },
} as const;

describe('/sell-gold', () => {
  for (const run of RUNS) {
    it(`offers 10 g of 22K gold in ${run.language} at ${run.viewport.width} px`, async () => {
      const rates = (await (await fetch(`${baseUrl}/api/buy-rates`)).json()) as BuyRateAnswer[];
      const gold22 = rates.find((rate) => rate.metal === 'Gold' && rate.fineness === 916)!;
      const labels = LABELS[run.language];
      const page = await chromium.open(`${run.prefix}/sell-gold`, { viewport: run.viewport });
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe(run.language === 'ar' ? 'rtl' : 'ltr');
      await expectVisible(page.getByRole('heading', { name: labels.hallmarks }));
      await page.getByLabel(labels.purity, { exact: true }).selectOption('916');
      await page.getByLabel(labels.grams, { exact: true }).fill(run.language === 'ar' ? '١٠' : '10');
      await page.getByRole('button', { name: labels.submit }).click();
      const offer = page.getByRole('table', { name: labels.offer });
      await expectVisible(offer);
      // 10 g at the buy rate, no assay deduction by default: the one line is the offer.
      const total = await offer.locator('[data-offer-cents]').getAttribute('data-offer-cents');
      expect(Math.abs(Number(total) - gold22.buyRatePerGramCents! * 10)).toBeLessThanOrEqual(5);
      if (run.language === 'en') expect(await offer.innerText()).toContain(formatCents(Number(total)));
      const visit = page.getByRole('link', { name: labels.visit });
      expect(await visit.getAttribute('href')).toMatch(/book-a-visit\?purpose=sell_gold&estimate=est_/);
      await expectAccessible(page);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(run.viewport.width);
      await page.close();
    });
  }
});
