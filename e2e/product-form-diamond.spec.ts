import { describe, expect, it } from 'vitest';
import { expectAccessible, PHONE, useBrowser } from './support/browser.ts';
import { settled, useOwnerSession } from './support/dashboard.ts';
import { eventually, expectVisible } from './support/pages.ts';
import { field, preview, previewLines, previewTotal } from './support/product-form.ts';

// A diamond piece on the product form, at phone width: it is priced by its setting metal and its
// stones, never by the gram of diamond.

const chromium = useBrowser();
const owner = useOwnerSession(chromium);

describe('at phone width', () => {
  it('asks a diamond piece for its setting, prices one without metal by its stones, and passes axe', async () => {
    const phone = await owner.open('/dashboard/addproducts', PHONE);
    try {
      const form = phone.getByRole('form', { name: 'Add product' });
      await form.waitFor();
      // A diamond piece is priced by its setting metal and its stones: it names the metal, never diamond.
      await field(form, 'Category').selectOption({ label: 'Diamond' });
      const metal = field(form, 'Metal');
      expect(await metal.inputValue()).toBe('');
      const metals = (await metal.locator('option').allInnerTexts()).map((text) => text.trim());
      expect(metals).toEqual(['Choose the setting metal', 'Gold', 'Silver', 'Platinum', 'None – stones only']);
      await expectVisible(form.getByText('A diamond piece is priced by the metal of its setting and by its stones'));
      expect(await field(form, 'Purity').isDisabled()).toBe(true);
      await metal.selectOption({ label: 'None – stones only' });
      await field(form, 'Net metal weight (grams)').fill('1.5');
      await form.getByRole('button', { name: 'Add a stone', exact: true }).click();
      await field(form, 'Origin').selectOption({ label: 'Lab-grown' });
      await field(form, 'Carats (each)').fill('1');
      await field(form, 'Priced').selectOption({ label: 'Fixed price for the line' });
      await field(form, 'Price (US dollars, all stones)').fill('900');
      await eventually(async () => expect(await previewTotal(phone)).toBe(90_000));
      expect(await previewLines(phone)).toEqual([
        ['Metal', 0],
        ['1 × 1.00 ct lab-grown diamond', 90_000],
        ['Total', 90_000],
      ]);
      // One column: the preview follows the stones, and nothing runs off the screen.
      const stonesBox = await form.getByRole('region', { name: 'Stones' }).boundingBox();
      const previewBox = await preview(phone).boundingBox();
      expect(previewBox!.y).toBeGreaterThan(stonesBox!.y + stonesBox!.height - 1);
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await settled(phone);
      await expectAccessible(phone);
    } finally {
      await phone.context().close();
    }
  });
});
