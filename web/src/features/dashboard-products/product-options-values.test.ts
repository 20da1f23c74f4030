import { describe, expect, it } from 'vitest';
import type { Product } from '#domain/catalog/product.ts';
import { formFieldOf, productFormResolver } from './product-form-input.ts';
import { emptyProductForm, productToForm, type ProductFormValues } from './product-form-values.ts';
import { offersNote, ONE_SIZE, SIZE_SCALE_CHOICES, sizeLabel, wholeRange } from './product-options-values.ts';

// The sizes and engraving on the product form: the controls' values to the API's `sizing` and
// `engraving` (null when off), the schema's messages beside the controls, and a stored piece back.

const PLAIN: ProductFormValues = {
  ...emptyProductForm(),
  name: 'Noor Ring',
  category: 'Gold',
  metal: 'Gold',
  fineness: '916',
  weight: 3,
  shortDescription: 'A ring.',
  description: 'A plain 22K ring.',
};

/** Made in US sizes 5 to 9 in 10 days, engraved with up to 15 Latin or Arabic characters for $25. */
const OFFERED: ProductFormValues = {
  ...PLAIN,
  sizeScale: 'ring',
  sizeFrom: '5',
  sizeTo: '9',
  leadDays: '10',
  engraves: true,
  engravingMaxLength: '15',
  engravingScripts: ['latin', 'arabic'],
  engravingFee: '25.00',
};

const resolve = async (values: ProductFormValues, mode: 'add' | 'edit' = 'add') =>
  productFormResolver(mode)(values, undefined, { fields: {}, shouldUseNativeValidation: false, names: [] });

describe('the sizes and engraving of the product form', () => {
  it('start as one size without engraving, with a week to make to size and 20 characters ready', async () => {
    const fresh = emptyProductForm();
    expect(fresh).toMatchObject({
      sizeScale: ONE_SIZE,
      leadDays: '7',
      engraves: false,
      engravingMaxLength: '20',
      engravingScripts: ['latin', 'arabic'],
      engravingFee: '',
    });
    const result = await resolve(PLAIN);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ sizing: null, engraving: null });
  });

  it('sends the run of sizes and the engraving offer, the fee in cents without floating point', async () => {
    const result = await resolve(OFFERED);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      sizing: { scale: 'ring', from: '5', to: '9', leadDays: 10 },
      engraving: { maxLength: 15, scripts: ['latin', 'arabic'], feeCents: 2_500 },
    });
    // 0.29 dollars is 28.999… cents in floating point.
    const cents = await resolve({ ...OFFERED, engravingFee: '0.29' });
    expect(cents.values).toMatchObject({ engraving: { feeCents: 29 } });
    const free = await resolve({ ...OFFERED, engravingFee: ' ' });
    expect(free.values).toMatchObject({ engraving: { feeCents: 0 } });
  });

  it('sends null for what is turned off, whatever its fields still hold', async () => {
    const result = await resolve({
      ...OFFERED,
      sizeScale: ONE_SIZE,
      engraves: false,
      leadDays: '0',
      engravingFee: 'x',
    });
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ sizing: null, engraving: null });
  });

  it('offers each scale whole when it is chosen, its sizes written as the buyer reads them', () => {
    expect(SIZE_SCALE_CHOICES.map((choice) => choice.label)).toEqual([
      'One size (as it is)',
      'US ring sizes',
      'Bangle sizes',
      'Chain length in inches',
      'Chain length in cm',
    ]);
    expect(wholeRange('ring')).toEqual({ sizeFrom: '3', sizeTo: '13' });
    expect(wholeRange('bangle')).toEqual({ sizeFrom: '2-2', sizeTo: '2-10' });
    expect(wholeRange('chainCm')).toEqual({ sizeFrom: '35', sizeTo: '80' });
    expect(sizeLabel('ring', '7.5')).toBe('7.5');
    expect(sizeLabel('chainInches', '18')).toBe('18 in');
    expect(sizeLabel('chainCm', '45')).toBe('45 cm');
  });

  it('notes in the products list what a piece offers, and nothing for a piece that offers neither', () => {
    const ring = { scale: 'ring', from: '4', to: '10', leadDays: 7 } as const;
    const engraving = { maxLength: 20, scripts: ['latin' as const], feeCents: 0 };
    expect(offersNote({ sizing: ring, engraving })).toBe('Sizes US 4–10 · Engraving');
    expect(offersNote({ sizing: { ...ring, scale: 'chainCm', from: '40', to: '60' }, engraving: null })).toBe(
      'Lengths 40–60 cm',
    );
    expect(offersNote({ sizing: { ...ring, scale: 'bangle', from: '2-4', to: '2-8' }, engraving: null })).toBe(
      'Bangle sizes 2\u20114 to 2\u20118',
    );
    expect(offersNote({ sizing: null, engraving: null })).toBe('');
  });

  it('puts the schema messages beside the controls that hold the values', async () => {
    const sizes = await resolve({ ...OFFERED, sizeFrom: '9', sizeTo: '5', leadDays: '0' });
    expect(sizes.errors.sizeTo?.message).toBe('Sizes must run from a smaller to a larger size of the scale');
    expect(sizes.errors.leadDays?.message).toBe('Lead time must be at least 1 day');
    const blank = await resolve({ ...OFFERED, leadDays: '', engravingMaxLength: '4.5' });
    expect(blank.errors.leadDays?.message).toBe('Lead time must be a whole number of days');
    expect(blank.errors.engravingMaxLength?.message).toBe('Engraving length must be a whole number');
    const engraving = await resolve({ ...OFFERED, engravingMaxLength: '41', engravingScripts: [], engravingFee: '-1' });
    expect(engraving.errors.engravingMaxLength?.message).toBe('Engraving length must be at most 40 characters');
    expect(engraving.errors.engravingScripts?.message).toBe('Choose at least one script to engrave');
    expect(engraving.errors.engravingFee?.message).toBe('Engraving fee cannot be negative');
    const none = await resolve({ ...OFFERED, engravingMaxLength: '0', engravingFee: '2.505' });
    expect(none.errors.engravingMaxLength?.message).toBe('Engraving length must be at least 1 character');
    expect(none.errors.engravingFee?.message).toBe('Engraving fee must be in whole cents');
  });

  it("maps the server's nested fields to the controls that show them", () => {
    expect(formFieldOf('sizing')).toBe('sizeScale');
    expect(formFieldOf('sizing.scale')).toBe('sizeScale');
    expect(formFieldOf('sizing.from')).toBe('sizeFrom');
    expect(formFieldOf('sizing.to')).toBe('sizeTo');
    expect(formFieldOf('sizing.leadDays')).toBe('leadDays');
    expect(formFieldOf('engraving.maxLength')).toBe('engravingMaxLength');
    expect(formFieldOf('engraving.scripts')).toBe('engravingScripts');
    expect(formFieldOf('engraving.scripts.1')).toBe('engravingScripts');
    expect(formFieldOf('engraving.feeCents')).toBe('engravingFee');
    // None of the form's controls: said above the buttons.
    expect(formFieldOf('engraving')).toBeUndefined();
    expect(formFieldOf('constructor')).toBeUndefined();
  });

  it('fills the edit form from a stored piece and sends the same offers back', async () => {
    const offers = {
      sizing: { scale: 'chainInches', from: '16', to: '22', leadDays: 3 },
      engraving: { maxLength: 12, scripts: ['arabic'], feeCents: 1_250 },
    } as const;
    const product = { ...storedPiece(), ...offers, sizes: ['16', '18', '20', '22'] } as unknown as Product;
    const values = productToForm(product);
    expect(values).toMatchObject({
      sizeScale: 'chainInches',
      sizeFrom: '16',
      sizeTo: '22',
      leadDays: '3',
      engraves: true,
      engravingMaxLength: '12',
      engravingScripts: ['arabic'],
      engravingFee: '12.50',
    });
    const result = await resolve(values, 'edit');
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject(offers);

    // A piece that offers neither: the defaults wait under the switched-off controls.
    const plain = productToForm({ ...product, sizing: null, sizes: [], engraving: null });
    expect(plain).toMatchObject({ sizeScale: ONE_SIZE, leadDays: '7', engraves: false, engravingMaxLength: '20' });
    expect((await resolve(plain, 'edit')).values).toMatchObject({ sizing: null, engraving: null });
  });
});

/** A stored 22K piece with what the edit form reads besides its options. */
function storedPiece() {
  return {
    id: 'p1',
    name: 'Noor Chain',
    category: 'Gold',
    metal: 'Gold',
    fineness: 916,
    shortDescription: 's',
    description: 'd',
    stock: 1,
    weight: 6,
    grossWeight: null,
    wastageBasisPoints: 0,
    making: { kind: 'none' },
    stones: [],
    feeCents: 0,
    images: [],
    size: '45 cm',
    featured: false,
    taxClass: 'jewellery',
    returnDays: 30,
  };
}
