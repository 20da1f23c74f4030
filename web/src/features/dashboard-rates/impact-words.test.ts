import { compileMessage } from '@lingui/message-utils/compileMessage';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '#domain/i18n/catalogues/en.json' with { type: 'json' };
import { activateLanguage, loadCatalogue } from '#web/lib/i18n.ts';
import { impactWords } from './impact-words.ts';

const impact = { id: 'feedq_1', metal: 'Gold', fromCents: 7540, toCents: 9048 } as const;

describe('impactWords', () => {
  beforeAll(() => {
    loadCatalogue('en', Object.fromEntries(Object.entries(en).map(([id, text]) => [id, compileMessage(text)])));
    activateLanguage('en');
  });

  it('says how many pieces change, the total, and the smallest and largest change', () => {
    expect(
      impactWords({
        ...impact,
        pieces: 1_204,
        totalChangeCents: 1_234_567,
        smallestChangeCents: 12,
        largestChangeCents: 45_000,
      }),
    ).toBe('1,204 pieces change price, +$12,345.67 in all. The smallest change is +$0.12, the largest +$450.00.');
    expect(
      impactWords({ ...impact, pieces: 2, totalChangeCents: -150, smallestChangeCents: -50, largestChangeCents: -100 }),
    ).toBe('2 pieces change price, −$1.50 in all. The smallest change is −$0.50, the largest −$1.00.');
    expect(
      impactWords({ ...impact, pieces: 1, totalChangeCents: 99, smallestChangeCents: 99, largestChangeCents: 99 }),
    ).toBe('1 piece changes price, +$0.99 in all.');
    expect(
      impactWords({ ...impact, pieces: 0, totalChangeCents: 0, smallestChangeCents: null, largestChangeCents: null }),
    ).toBe('No piece changes price.');
  });
});
