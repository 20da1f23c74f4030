import { describe, expect, it } from 'vitest';
import { ratingOf } from './rating.ts';
import { newReviewInput, reviewerName } from './review.ts';
import { reviewTextProblem, starsProblem } from './review-rules.ts';

// What a buyer may send as a review, how the shop names them, and how a piece's rating is counted.

const refusal = (input: unknown) => {
  const parsed = newReviewInput.safeParse(input);
  return parsed.success ? null : parsed.error.issues.map((issue) => issue.message);
};

describe('a review as written', () => {
  it('keeps 1 to 5 whole stars and the trimmed text, line breaks included', () => {
    expect(newReviewInput.parse({ stars: 5, text: '  Lovely ring.\nWorn daily.  ' })).toEqual({
      stars: 5,
      text: 'Lovely ring.\nWorn daily.',
    });
    for (const stars of [0, 6, 4.5, '5', null]) expect(refusal({ stars, text: 'A lovely ring.' })).not.toBeNull();
  });

  it('asks for 10 to 2000 characters once trimmed', () => {
    expect(refusal({ stars: 4, text: `   ${'a'.repeat(9)}   ` })).toEqual(['Please write at least 10 characters']);
    expect(refusal({ stars: 4, text: 'a'.repeat(2000) })).toBeNull();
    expect(refusal({ stars: 4, text: 'a'.repeat(2001) })).toEqual([
      'Please keep your review to 2000 characters or fewer',
    ]);
  });

  it.each(['\u0000', '\u0007', '\t', '\r', '\u001b[31m', '\u007f', '\u0085'])(
    'refuses the control character %j',
    (control) => {
      expect(refusal({ stars: 3, text: `Nice piece${control} indeed` })).toEqual([
        'Please write your review as plain text',
      ]);
    },
  );

  it('takes markup as plain text (the page never reads it as HTML)', () => {
    const text = '<script>alert(1)</script> & <b>bold</b>';
    expect(newReviewInput.parse({ stars: 1, text }).text).toBe(text);
  });

  it('refuses fields it does not know', () => {
    expect(refusal({ stars: 5, text: 'A lovely ring.', status: 'approved' })).not.toBeNull();
  });
});

describe('the shop form’s own check', () => {
  it('refuses what the API refuses, with the same sentence', () => {
    const samples = [
      { stars: 5, text: 'A lovely piece of work.' },
      { stars: 0, text: 'A lovely piece of work.' },
      { stars: 2.5, text: 'A lovely piece of work.' },
      { stars: 3, text: '  short  ' },
      { stars: 3, text: 'b'.repeat(2001) },
      { stars: 3, text: 'Tabs\tare control characters' },
      { stars: 3, text: 'Two lines,\nboth fine.' },
    ];
    for (const sample of samples) {
      const own = [starsProblem(sample.stars), reviewTextProblem(sample.text.trim())].filter(Boolean);
      expect(own, JSON.stringify(sample)).toEqual(refusal(sample) ?? []);
    }
  });
});

describe('the reviewer’s public name', () => {
  it.each([
    ['Amira Haddad', 'Amira H.'],
    ['  Yasmin   el Khoury ', 'Yasmin K.'],
    ['Noor', 'Noor'],
    ['أميرة حداد', 'أميرة ح.'],
    ['zoë ångström', 'zoë Å.'],
  ])('%j is shown as %j', (name, shown) => {
    expect(reviewerName(name)).toBe(shown);
  });
});

describe('a piece’s rating', () => {
  it('is null without approved reviews, else the average to one decimal and the count', () => {
    expect(ratingOf(0, 0)).toBeNull();
    expect(ratingOf(5, 1)).toEqual({ average: 5, count: 1 });
    expect(ratingOf(14, 3)).toEqual({ average: 4.7, count: 3 });
    // 4.25 rounds up, as a person would: no floating-point 4.2.
    expect(ratingOf(17, 4)).toEqual({ average: 4.3, count: 4 });
    expect(ratingOf(4, 3)).toEqual({ average: 1.3, count: 3 });
  });
});
