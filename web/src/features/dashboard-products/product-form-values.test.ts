import { describe, expect, it } from 'vitest';
import type { Product } from '#domain/catalog/product.ts';
import { pricePieceAtPureCents } from '#domain/pricing/piece-price.ts';
import { DIAMOND_IS_A_STONE } from '#domain/catalog/piece-recipe.ts';
import { formFieldOf, productFormResolver, PURITY_REQUIRED, recipeOfForm, toScaled } from './product-form-input.ts';
import {
  emptyProductForm,
  emptyStone,
  isDiamondChoice,
  METAL_CHOICES,
  metalOfCategoryChoice,
  NO_PURITY,
  productToForm,
  purityForMetal,
  taxClassOfCategoryChoice,
  type ProductFormValues,
} from './product-form-values.ts';

const RING: ProductFormValues = {
  ...emptyProductForm(),
  name: 'Noor Solitaire',
  category: 'Gold',
  metal: 'Gold',
  fineness: '750',
  weight: 4.2,
  grossWeight: 4.26,
  makingKind: 'percent',
  makingValue: '14',
  stones: [
    {
      ...emptyStone(),
      carats: '0.30',
      count: '1',
      price: '2500',
      certificateLab: 'GIA',
      certificateNumber: '2141438167',
    },
  ],
  fee: '25',
  shortDescription: 'An 18K ring with one diamond.',
  description: 'A solitaire ring.',
};

const resolve = (values: ProductFormValues, mode: 'add' | 'edit' = 'add') =>
  productFormResolver(mode)(values, undefined, { fields: {}, shouldUseNativeValidation: false, names: [] });

describe('toScaled', () => {
  it.each([
    ['12.5', 2, 1250],
    ['12', 2, 1200],
    ['0.07', 2, 7],
    ['.5', 2, 50],
    ['3.10', 2, 310],
    ['12.500', 2, 1250],
    ['-1', 2, -100],
  ])('%s at scale %i is %i, without floating point', (text, scale, expected) => {
    expect(toScaled(text, scale)).toBe(expected);
  });

  it('keeps digits past the scale, so the schema names them, and leaves blanks and text for the schema', () => {
    expect(toScaled('12.345', 2)).toBeCloseTo(1234.5);
    expect(Number.isInteger(toScaled('12.345', 2))).toBe(false);
    expect(toScaled('  ', 2)).toBeUndefined();
    expect(toScaled('abc', 2)).toBeNaN();
    expect(toScaled('.', 2)).toBeNaN();
  });
});

describe('the product form', () => {
  it('sends dollars as cents, percents as basis points and carats as hundredths', async () => {
    const result = await resolve(RING);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      category: 'Gold',
      metal: 'Gold',
      fineness: 750,
      weight: 4.2,
      grossWeight: 4.26,
      wastageBasisPoints: 0,
      making: { kind: 'percent', basisPoints: 1400 },
      stones: [
        {
          kind: 'Diamond',
          origin: 'natural',
          caratHundredths: 30,
          count: 1,
          price: { perCaratCents: 250_000 },
          certificate: { lab: 'GIA', number: '2141438167' },
        },
      ],
      feeCents: 2500,
    });
  });

  it('previews the price the server computes for the same piece (the jeweller-pricing API test: $1,045.76)', () => {
    const piece = recipeOfForm(RING);
    expect('recipe' in piece && pricePieceAtPureCents(piece.recipe, 7540).totalCents).toBe(104_576);
  });

  it('starts with nothing added: only the purity is chosen', async () => {
    const result = await resolve({
      ...emptyProductForm(),
      name: 'Plain',
      category: 'Silver',
      metal: 'Silver',
      fineness: '1000',
      weight: 4.2,
      shortDescription: 'x',
      description: 'y',
    });
    expect(result.values).toMatchObject({
      metal: 'Silver',
      fineness: 1000,
      grossWeight: null,
      wastageBasisPoints: 0,
      making: { kind: 'none' },
      stones: [],
      feeCents: 0,
    });
  });

  it('puts the server schema messages beside the controls that hold the values', async () => {
    const result = await resolve({
      ...RING,
      makingValue: '12.345',
      wastagePercent: '-1',
      fee: 'abc',
      stones: [{ ...RING.stones[0]!, carats: '0.305', count: '', certificateNumber: '' }],
    });
    expect(result.errors.makingValue?.message).toBe('Making charge has at most two decimals');
    expect(result.errors.wastagePercent?.message).toBe('Wastage cannot be negative');
    expect(result.errors.fee?.message).toBe('Fee must be a number');
    const stone = result.errors.stones?.[0];
    expect(stone?.carats?.message).toBe('Carats have at most two decimals');
    expect(stone?.count?.message).toBe('Stone count must be a whole number');
    expect(stone?.certificateNumber?.message).toBe('Certificate number is required');
  });

  it('sends the grades chosen, leaves out the ones at none, and keeps D–Z colour for diamonds', async () => {
    const graded = { ...RING.stones[0]!, shape: 'round', color: 'G', clarity: 'VS1', cut: '' } as const;
    const result = await resolve({ ...RING, stones: [graded] });
    expect(result.errors).toEqual({});
    const [stone] = (result.values as { stones: Array<Record<string, unknown>> }).stones;
    expect(stone).toMatchObject({ shape: 'round', color: 'G', clarity: 'VS1' });
    expect(stone).not.toHaveProperty('cut');
    const ruby = await resolve({ ...RING, stones: [{ ...graded, kind: 'Ruby' }] });
    expect(ruby.errors.stones?.[0]?.color?.message).toBe('Only a diamond has a D–Z colour grade');
    expect(ruby.errors.stones?.[0]?.clarity?.message).toBe('Only a diamond has an FL–I3 clarity grade');
  });

  it('runs the whole-recipe checks at once, even before the name is filled in', async () => {
    const result = await resolve({ ...RING, name: '', metal: 'Silver', grossWeight: 4 });
    expect(result.errors.name?.message).toBe('Name is required');
    expect(result.errors.fineness?.message).toBe('That purity is not sold in silver');
    expect(result.errors.grossWeight?.message).toBe('Gross weight cannot be less than the net metal weight');
    expect(recipeOfForm({ ...RING, metal: 'Silver' })).toEqual({ problem: 'That purity is not sold in silver' });
  });

  it('keeps the purity when the new metal is sold in it, else asks for it again', () => {
    expect(purityForMetal('Silver', '999')).toBe('999');
    expect(purityForMetal('Silver', '750')).toBe(NO_PURITY);
    expect(purityForMetal('Platinum', '950')).toBe('950');
    expect(purityForMetal('', '916')).toBe(NO_PURITY);
    expect(purityForMetal('none', '750')).toBe('1000');
  });

  it('makes the admin choose the purity of a new metal piece: none is pure by default', async () => {
    const fresh = emptyProductForm();
    expect(fresh.fineness).toBe(NO_PURITY);
    const unchosen = { ...RING, fineness: NO_PURITY };
    expect((await resolve(unchosen)).errors.fineness?.message).toBe(PURITY_REQUIRED);
    expect(recipeOfForm(unchosen)).toEqual({ problem: PURITY_REQUIRED });
    // A piece of stones alone has no purity to choose.
    const stonesOnly = await resolve({ ...unchosen, metal: 'none', fineness: '1000', grossWeight: Number.NaN });
    expect(stonesOnly.errors).toEqual({});
  });

  it('asks a diamond piece for its setting metal, and offers no per-gram diamond', async () => {
    expect(METAL_CHOICES.map((choice) => choice.value)).toEqual(['Gold', 'Silver', 'Platinum', 'none']);
    expect(metalOfCategoryChoice('Diamond')).toBe('');
    expect(metalOfCategoryChoice('Coins')).toBe('Gold');
    expect(isDiamondChoice('Diamond')).toBe(true);
    expect(isDiamondChoice("Men's Yellow Gold")).toBe(false);
    const unset = await resolve({ ...RING, category: 'Diamond', metal: '', fineness: NO_PURITY });
    expect(unset.errors.metal?.message).toBe('Please choose a metal');
    const diamond = await resolve({ ...RING, category: 'Diamond', metal: 'Diamond' as never });
    expect(diamond.errors.metal?.message).toBe(DIAMOND_IS_A_STONE);
  });

  it('a piece without metal is sent as metal null', async () => {
    const result = await resolve({ ...RING, metal: 'none', fineness: '1000', grossWeight: Number.NaN });
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ metal: null });
  });

  it('maps every field the API names to the control that shows it', () => {
    expect(formFieldOf('making.basisPoints')).toBe('makingValue');
    expect(formFieldOf('making')).toBe('makingValue');
    expect(formFieldOf('making.kind')).toBe('makingKind');
    expect(formFieldOf('wastageBasisPoints')).toBe('wastagePercent');
    expect(formFieldOf('feeCents')).toBe('fee');
    expect(formFieldOf('stones.3.caratHundredths')).toBe('stones.3.carats');
    expect(formFieldOf('stones.0.price.perCaratCents')).toBe('stones.0.price');
    expect(formFieldOf('stones.0.price')).toBe('stones.0.price');
    expect(formFieldOf('stones.1.certificate.number')).toBe('stones.1.certificateNumber');
    expect(formFieldOf('stones.1.certificate.lab')).toBe('stones.1.certificateLab');
    expect(formFieldOf('stones.2.color')).toBe('stones.2.color');
    expect(formFieldOf('stones.0.clarity')).toBe('stones.0.clarity');
    expect(formFieldOf('stones.0.shape')).toBe('stones.0.shape');
    expect(formFieldOf('stones.0.cut')).toBe('stones.0.cut');
    expect(formFieldOf('fineness')).toBe('fineness');
    expect(formFieldOf('images.0')).toBeUndefined();
  });

  it('fills the edit form from a stored piece and sends the same piece back', async () => {
    const product = {
      id: 'p1',
      name: 'Almas',
      category: 'Diamond',
      metal: 'Gold',
      fineness: 750,
      shortDescription: 's',
      description: 'd',
      isAvailable: true,
      stock: 2,
      weight: 3.6,
      grossWeight: 3.74,
      wastageBasisPoints: 250,
      making: { kind: 'per-gram', centsPerGram: 350 },
      stones: [
        {
          kind: 'Ruby',
          origin: 'lab-grown',
          caratHundredths: 5,
          count: 12,
          price: { fixedCents: 9_900 },
          shape: 'oval',
        },
        {
          kind: 'Diamond',
          origin: 'natural',
          caratHundredths: 70,
          count: 1,
          price: { perCaratCents: 520_000 },
          certificate: { lab: 'GIA', number: '1' },
          shape: 'round',
          color: 'G',
          clarity: 'VS1',
          cut: 'excellent',
        },
      ],
      feeCents: 5_000,
      images: [],
      size: '17 mm',
      featured: false,
      returnDays: null,
    } as unknown as Product;
    const values = productToForm(product);
    expect(values).toMatchObject({
      metal: 'Gold',
      fineness: '750',
      makingKind: 'per-gram',
      makingValue: '3.50',
      wastagePercent: '2.5',
      fee: '50.00',
    });
    expect(values.stones[0]).toMatchObject({ carats: '0.05', count: '12', priceKind: 'fixed', price: '99.00' });
    expect(values.stones[0]).toMatchObject({ shape: 'oval', color: '', clarity: '', cut: '' });
    expect(values.stones[1]).toMatchObject({ shape: 'round', color: 'G', clarity: 'VS1', cut: 'excellent' });
    const result = await resolve(values, 'edit');
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      category: 'Diamond',
      fineness: 750,
      grossWeight: 3.74,
      wastageBasisPoints: 250,
      making: product.making,
      stones: product.stones,
      feeCents: 5_000,
      // A final sale stays one.
      returnDays: null,
    });
  });
});

describe('the tax class', () => {
  it('follows the category on the add form (coins are bullion) and is sent as chosen', async () => {
    expect(taxClassOfCategoryChoice('Coins')).toBe('bullion');
    expect(taxClassOfCategoryChoice("Men's Yellow Gold")).toBe('jewellery');
    expect(taxClassOfCategoryChoice('')).toBeUndefined();
    expect(emptyProductForm().taxClass).toBe('jewellery');
    expect(emptyProductForm().returnDays).toBe('30');
    expect((await resolve({ ...RING, taxClass: 'bullion' })).values).toMatchObject({ taxClass: 'bullion' });
  });
});
