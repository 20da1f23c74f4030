import { describe, expect, it } from 'vitest';
import { productPageText } from './pages.ts';

const piece = {
  name: 'Rope chain',
  nameAr: 'سلسلة حبل',
  description: 'A diamond-cut rope chain.',
  descriptionAr: 'سلسلة حبل بقطع ماسي.',
  shortDescription: 'Diamond-cut rope.',
  shortDescriptionAr: 'حبل بقطع ماسي.',
};

describe("a product page's words", () => {
  it('are the English ones on an English page', () => {
    const text = productPageText(piece, 'en');
    expect([text.name.text, text.description.text, text.metaDescription.text]).toEqual([
      'Rope chain',
      'A diamond-cut rope chain.',
      'Diamond-cut rope.',
    ]);
  });

  it('are the Arabic ones on an Arabic page, the description standing in for a missing summary', () => {
    expect(productPageText(piece, 'ar').metaDescription.text).toBe('حبل بقطع ماسي.');
    expect(productPageText({ ...piece, shortDescriptionAr: '  ' }, 'ar').metaDescription.text).toBe(
      'سلسلة حبل بقطع ماسي.',
    );
  });

  it('fall back to English, marked so, where the piece has no Arabic', () => {
    const text = productPageText({ ...piece, nameAr: null, descriptionAr: null, shortDescriptionAr: null }, 'ar');
    expect(text.name).toEqual({ text: 'Rope chain', lang: 'en' });
    expect(text.metaDescription).toEqual({ text: 'Diamond-cut rope.', lang: 'en' });
  });
});
