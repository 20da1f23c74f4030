import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EngravingOffer } from './engraving-offer.ts';
import { engravingLength, engravingProblem, normalEngraving } from './engraving.ts';
import { lineOptionsOf } from './line-choice.ts';

const BOTH: EngravingOffer = { maxLength: 20, scripts: ['latin', 'arabic'], feeCents: 3500 };
const LATIN: EngravingOffer = { ...BOTH, scripts: ['latin'] };

describe('engraving text', () => {
  it('counts a letter with its marks as one character', () => {
    expect(engravingLength('سَارَّة')).toBe(4);
    expect(engravingLength('Zoe\u0308')).toBe(3);
  });

  it('keeps one normal form: composed, trimmed, single spaces', () => {
    expect(normalEngraving('  Zoe\u0308   &  Omar ')).toBe('Zoë & Omar');
  });

  it('refuses every bidirectional control, zero-width and control character, wherever it stands', () => {
    const hidden = ['\u200B', '\u200C', '\u200D', '\u200E', '\u200F', '\u061C', '\u2066', '\u2067', '\u2068', '\u2069'];
    const overrides = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\uFEFF', '\u0007', '\u001B', '\u0085'];
    fc.assert(
      fc.property(
        fc.constantFrom(...hidden, ...overrides),
        fc.string({ unit: fc.constantFrom('a', 'b', 'س', ' '), maxLength: 8 }),
        fc.string({ unit: fc.constantFrom('a', 'b', 'س', ' '), maxLength: 8 }),
        (bad, before, after) => {
          expect(engravingProblem(`${before}${bad}${after}`, BOTH)?.kind).toBe('character');
        },
      ),
    );
  });

  it('passes any text of the offered letters, digits and punctuation within the length', () => {
    const unit = fc.constantFrom(..."AbzÉé09٠٩سنور.,'&-");
    fc.assert(
      fc.property(fc.string({ unit, minLength: 1, maxLength: 20 }), (text) => {
        expect(engravingProblem(text, BOTH)).toBeNull();
      }),
    );
  });

  it('refuses the other script, and over-length text only once its characters pass', () => {
    expect(engravingProblem('نور', LATIN)).toEqual({ kind: 'script', character: 'ن' });
    expect(engravingProblem('<b>' + 'a'.repeat(30), BOTH)).toEqual({ kind: 'character', character: '<' });
    expect(engravingProblem('a'.repeat(21), BOTH)).toEqual({ kind: 'tooLong', max: 20 });
  });
});

describe('a line’s options', () => {
  const sizing = { scale: 'ring', from: '5', to: '8', leadDays: 7 } as const;

  it('needs a size of a sized piece, and takes none of a piece without sizes', () => {
    expect(lineOptionsOf({ sizing, engraving: null }, {})).toEqual({
      refusal: { reason: 'problem.options.sizeRequired' },
    });
    expect(lineOptionsOf({ sizing, engraving: null }, { size: '8.5' })).toMatchObject({
      refusal: { reason: 'problem.options.sizeNotMade', size: '8.5' },
    });
    expect(lineOptionsOf({ sizing: null, engraving: null }, { size: '7' })).toEqual({
      refusal: { reason: 'problem.options.notSized' },
    });
    expect(lineOptionsOf({ sizing, engraving: BOTH }, { size: '5.5', engraving: '   ' })).toEqual({
      options: { size: { scale: 'ring', value: '5.5' }, engraving: null },
    });
  });
});
