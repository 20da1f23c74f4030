import { describe, expect, it } from 'vitest';
import { hasStoneGradeFilter, listProductsQuery } from './list-query.ts';
import { recipeFields, stoneSchema } from './piece-recipe.ts';
import {
  CUT_GRADES,
  DIAMOND_CLARITIES,
  DIAMOND_COLORS,
  gradeRange,
  isBetterGrade,
  isDiamond,
  STONE_SHAPES,
} from './stone-grades.ts';

const DIAMOND = {
  kind: 'Diamond',
  origin: 'natural',
  caratHundredths: 70,
  count: 1,
  price: { perCaratCents: 520_000 },
} as const;

describe('the GIA scales, best first', () => {
  it('has the colour letters D to Z, the eleven clarity grades, five cuts and ten shapes', () => {
    expect(DIAMOND_COLORS).toHaveLength(23);
    expect(DIAMOND_COLORS.join('')).toBe('DEFGHIJKLMNOPQRSTUVWXYZ');
    expect(DIAMOND_CLARITIES).toEqual(['FL', 'IF', 'VVS1', 'VVS2', 'VS1', 'VS2', 'SI1', 'SI2', 'I1', 'I2', 'I3']);
    expect(CUT_GRADES).toEqual(['excellent', 'very-good', 'good', 'fair', 'poor']);
    expect(STONE_SHAPES).toHaveLength(10);
  });

  it('slices a range from its best grade to its worst, either end open', () => {
    expect(gradeRange(DIAMOND_COLORS, 'D', 'H')).toEqual(['D', 'E', 'F', 'G', 'H']);
    expect(gradeRange(DIAMOND_COLORS, 'X')).toEqual(['X', 'Y', 'Z']);
    expect(gradeRange(DIAMOND_CLARITIES, undefined, 'VVS1')).toEqual(['FL', 'IF', 'VVS1']);
    expect(gradeRange(DIAMOND_CLARITIES, 'SI2', 'SI2')).toEqual(['SI2']);
    expect(gradeRange(DIAMOND_COLORS, 'H', 'D')).toEqual([]);
    expect(isBetterGrade(DIAMOND_CLARITIES, 'IF', 'VS2')).toBe(true);
    expect(isBetterGrade(DIAMOND_COLORS, 'J', 'J')).toBe(false);
  });

  it('knows a diamond by its kind as the admin typed it', () => {
    expect(isDiamond('Diamond')).toBe(true);
    expect(isDiamond(' diamond ')).toBe(true);
    expect(isDiamond('Ruby')).toBe(false);
  });
});

describe('a stone with grades', () => {
  const stones = recipeFields.stones;

  it('keeps every grade optional, and stores the ones given', () => {
    expect(stones.parse([DIAMOND])).toEqual([DIAMOND]);
    const graded = { ...DIAMOND, shape: 'round', color: 'G', clarity: 'VS1', cut: 'excellent' } as const;
    expect(stones.parse([graded])).toEqual([graded]);
  });

  it('refuses letters off the scales, and D–Z colour or FL–I3 clarity on a stone that is not a diamond', () => {
    const issues = (stone: object) =>
      stones.safeParse([stone]).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ ...DIAMOND, color: 'C' })).toEqual([['0.color', 'Colour must be a GIA letter from D to Z']]);
    expect(issues({ ...DIAMOND, clarity: 'VS3' })).toEqual([
      ['0.clarity', 'Clarity must be a GIA grade from FL to I3'],
    ]);
    expect(issues({ ...DIAMOND, shape: 'triangle' })?.[0]?.[0]).toBe('0.shape');
    expect(issues({ ...DIAMOND, cut: 'Excellent' })?.[0]?.[0]).toBe('0.cut');
    expect(issues({ ...DIAMOND, kind: 'Ruby', color: 'D', clarity: 'IF' })).toEqual([
      ['0.color', 'Only a diamond has a D–Z colour grade'],
      ['0.clarity', 'Only a diamond has an FL–I3 clarity grade'],
    ]);
    // A ruby may still have a shape and a cut.
    expect(stones.safeParse([{ ...DIAMOND, kind: 'Ruby', shape: 'oval', cut: 'good' }]).success).toBe(true);
  });

  it('is served as stored: the answer schema takes any graded stone', () => {
    expect(stoneSchema.parse({ ...DIAMOND, origin: 'lab-grown', shape: 'pear', color: 'Z' })).toMatchObject({
      shape: 'pear',
      color: 'Z',
    });
  });
});

describe('the collection query: shape, colour, clarity and carats', () => {
  const parse = (query: Record<string, string | string[]>) => listProductsQuery.safeParse(query);
  const refusal = (query: Record<string, string>) =>
    parse(query).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('reads shapes in the scale order, each once, any case; colour and clarity in capitals', () => {
    expect(parse({ shape: 'oval, Round,round' }).data?.shape).toEqual(['round', 'oval']);
    expect(parse({ shape: ['heart', 'round'] }).data?.shape).toEqual(['round', 'heart']);
    expect(parse({ colorFrom: 'd', colorTo: 'h', clarityFrom: 'if', clarityTo: 'vs2' }).data).toMatchObject({
      colorFrom: 'D',
      colorTo: 'H',
      clarityFrom: 'IF',
      clarityTo: 'VS2',
    });
    expect(parse({ caratMin: '0.5', caratMax: '2' }).data).toMatchObject({ caratMin: 0.5, caratMax: 2 });
  });

  it('leaves blank values out, so an unfiltered list has no grade filter', () => {
    const blank = parse({ shape: ',', colorFrom: '', caratMin: ' ' }).data!;
    expect(blank).toEqual(listProductsQuery.parse({}));
    expect(hasStoneGradeFilter(blank)).toBe(false);
    expect(hasStoneGradeFilter(parse({ caratMax: '1' }).data!)).toBe(true);
    expect(hasStoneGradeFilter(parse({ shape: 'oval' }).data!)).toBe(true);
  });

  it('refuses values off the scales and ranges written the wrong way round, with a sentence', () => {
    expect(refusal({ shape: 'round,blob' })).toEqual([
      [
        'shape',
        'must be shapes from: round, princess, cushion, oval, emerald, pear, marquise, radiant, asscher, heart',
      ],
    ]);
    expect(refusal({ colorFrom: 'C' })).toEqual([['colorFrom', 'must be a GIA colour letter from D to Z']]);
    expect(refusal({ clarityTo: 'VS3' })?.[0]?.[0]).toBe('clarityTo');
    expect(refusal({ caratMin: 'abc' })).toEqual([['caratMin', 'must be a number of carats, such as 0.5']]);
    expect(refusal({ caratMax: '0.555' })).toEqual([['caratMax', 'has at most two decimals']]);
    expect(refusal({ caratMin: '-1' })).toEqual([['caratMin', 'cannot be negative']]);
    expect(refusal({ colorFrom: 'H', colorTo: 'D' })).toEqual([
      ['colorTo', 'must be H or a lower colour (D is the best)'],
    ]);
    expect(refusal({ clarityFrom: 'SI1', clarityTo: 'VVS1' })).toEqual([
      ['clarityTo', 'must be SI1 or a lower clarity (FL is the best)'],
    ]);
    expect(refusal({ caratMin: '2', caratMax: '1' })).toEqual([['caratMax', 'must be at least caratMin']]);
  });
});
