import { describe, expect, it } from 'vitest';
import { localizedText } from './localized-text.ts';

describe('localizedText', () => {
  it('is the English text in English, whatever the Arabic', () => {
    expect(localizedText('Layali Bangle', 'سوار ليالي', 'en')).toEqual({ text: 'Layali Bangle', lang: undefined });
    expect(localizedText('Layali Bangle', null, 'en')).toEqual({ text: 'Layali Bangle', lang: undefined });
  });

  it('is the Arabic text in Arabic, trimmed', () => {
    expect(localizedText('Layali Bangle', 'سوار ليالي', 'ar')).toEqual({ text: 'سوار ليالي', lang: undefined });
    expect(localizedText('Layali Bangle', '  سوار ليالي\n', 'ar')).toEqual({ text: 'سوار ليالي', lang: undefined });
  });

  it('falls back to the English text, marked English, when the Arabic is missing, blank or whitespace', () => {
    for (const arabic of [null, undefined, '', '   ', '\n\t ']) {
      expect(localizedText('Layali Bangle', arabic, 'ar')).toEqual({ text: 'Layali Bangle', lang: 'en' });
    }
  });
});
