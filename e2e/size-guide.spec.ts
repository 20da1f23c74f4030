import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { intlLocale } from '#domain/i18n/languages.ts';
import { percentText } from '#domain/i18n/percent.ts';
import { translator } from '#server/i18n/translator.ts';
import { shopUnderTest } from './support/shop-under-test.ts';
import { DESKTOP, expectAccessible, PHONE, useBrowser } from './support/browser.ts';
import { expectCount, expectVisible, tabTo } from './support/pages.ts';
import { hydrated } from './support/shop.ts';

// /size-guide in the browser: the charts and the printable ring sizer in English and Arabic, on
// a phone and a desktop; printing shows the sizer alone, at true scale; the print button is
// reached and pressed with the keyboard; the footer links the page.

const baseUrl = shopUnderTest().baseUrl;
const chromium = useBrowser();

const RUNS = [
  { language: 'en', prefix: '', viewport: DESKTOP },
  { language: 'en', prefix: '', viewport: PHONE },
  { language: 'ar', prefix: '/ar', viewport: DESKTOP },
  { language: 'ar', prefix: '/ar', viewport: PHONE },
] as const;

/** CSS pixels in a millimetre: what a true-scale drawing measures on the page. */
const PX_PER_MM = 96 / 25.4;

/** The data cells of the row a table heads `size` (its row header), as shown. */
function rowCells(page: Page, caption: string, size: string): Promise<string[]> {
  return page
    .getByRole('table', { name: caption })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: size, exact: true }) })
    .getByRole('cell')
    .allInnerTexts();
}

describe('/size-guide', () => {
  for (const run of RUNS) {
    it(`shows the charts and the ring sizer in ${run.language} at ${run.viewport.width} px`, async () => {
      const t = translator(run.language);
      const page = await chromium.newPage(run.viewport);
      // A mismatch between the server's render and the browser's, or a text left out of the page's part.
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
      await page.goto(`${baseUrl}${run.prefix}/size-guide`);
      await page.getByRole('heading', { level: 1, name: t('sizeGuide.title') }).waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe(run.language === 'ar' ? 'rtl' : 'ltr');
      for (const id of ['sizeGuide.ring.title', 'sizeGuide.sizer.title', 'sizeGuide.bangle.title'] as const) {
        await expectVisible(page.getByRole('heading', { level: 2, name: t(id), exact: true }));
      }
      await expectVisible(page.getByRole('heading', { level: 2, name: t('sizeGuide.chain.title') }));

      // Every US size from 3 to 13 in halves, under its column headers; size 7 is 17.3 mm across.
      const ringCaption = t('sizeGuide.ring.table.caption');
      const rings = page.getByRole('table', { name: ringCaption });
      expect(await rings.getByRole('columnheader').allTextContents()).toEqual([
        t('sizeGuide.ring.table.size'),
        t('sizeGuide.ring.table.diameter'),
        t('sizeGuide.ring.table.circumference'),
      ]);
      await expectCount(rings.getByRole('rowheader'), 21);
      expect(await rowCells(page, ringCaption, '7')).toEqual(['17.3', '54.4']);
      expect(await rowCells(page, ringCaption, '12.5')).toEqual(['21.8', '68.5']);
      expect(await rowCells(page, t('sizeGuide.bangle.table.caption'), '2-6')).toEqual(['60.3', '189.5']);
      const chains = await rowCells(page, t('sizeGuide.chain.table.caption'), '18');
      expect(chains).toEqual(['45', t('sizeGuide.chain.place.collarbone')]);

      // The sizer: drawn in millimetres, a circle at each whole size's true inside diameter.
      const sizer = page.getByRole('img', { name: t('sizeGuide.sizer.label', { from: '3', to: '13', length: '50' }) });
      await expectVisible(sizer);
      expect(await sizer.getAttribute('width')).toBe('170mm');
      expect((await sizer.getAttribute('viewBox'))?.split(' ').slice(0, 3)).toEqual(['0', '0', '170']);
      await expectCount(sizer.locator('circle'), 11);
      const size7 = Number(await sizer.locator('[data-size="7"] circle').getAttribute('r'));
      expect(size7 * 2).toBeCloseTo(17.32, 2);
      expect(await sizer.locator('[data-ruler-mm="50"]').count()).toBe(1);
      const fullScale = percentText(10_000, intlLocale(run.language));
      await expectVisible(
        page.getByText(t('sizeGuide.sizer.check', { length: '50', scale: fullScale }), { exact: true }),
      );
      // On screen it fits the phone: nothing scrolls sideways.
      const box = (await sizer.boundingBox())!;
      expect(box.width).toBeLessThanOrEqual(Math.min(run.viewport.width, 170 * PX_PER_MM + 1));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      await page.waitForLoadState('load');
      await hydrated(page);
      expect(errors).toEqual([]);
      await expectAccessible(page);

      // Printed, the page is the sizer alone, at true scale.
      await page.emulateMedia({ media: 'print' });
      try {
        expect(await page.getByRole('banner').isVisible()).toBe(false);
        expect(await page.getByRole('contentinfo').isVisible()).toBe(false);
        expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(false);
        expect(await page.getByRole('table', { name: ringCaption }).isVisible()).toBe(false);
        expect(await page.getByRole('button', { name: t('sizeGuide.sizer.print') }).isVisible()).toBe(false);
        await expectVisible(page.getByRole('heading', { level: 2, name: t('sizeGuide.sizer.title') }));
        await expectVisible(sizer);
        expect((await sizer.boundingBox())!.width).toBeCloseTo(170 * PX_PER_MM, 0);
      } finally {
        await page.emulateMedia({ media: 'screen' });
      }
      await page.context().close();
    });
  }

  it('reaches the print button by Tab and prints with Enter', async () => {
    const page = await chromium.open('/size-guide');
    await hydrated(page);
    // The browser's print dialog would block the test: count the calls instead.
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void (window as unknown as { printed: number }).printed++;
    });
    const trail = await tabTo(page, 'button:Print the ring sizer');
    // The guide's contents come first, one stop each.
    for (const link of ['a:Rings', 'a:Printable ring sizer', 'a:Bangles', 'a:Chains and necklaces']) {
      expect(trail).toContain(link);
    }
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.context().close();
  });

  it('is linked from the footer in each language', async () => {
    for (const [language, prefix] of [
      ['en', ''],
      ['ar', '/ar'],
    ] as const) {
      const page = await chromium.open(`${prefix}/about`);
      const link = page
        .getByRole('contentinfo')
        .getByRole('link', { name: translator(language)('shell.footer.sizeGuide') });
      expect(await link.getAttribute('href')).toBe(`${prefix}/size-guide`);
      await page.context().close();
    }
  });
});
