import { z } from 'zod';
import { METALS } from '../pricing/rates.ts';

export const productIdParam = /* @__PURE__ */ z.object({ id: z.string().max(100) });

/** A product as the API serves it: prices are computed on the server from the live rates. */
export const productSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  metal: z.enum(METALS),
  shortDescription: z.string(),
  description: z.string(),
  /** stock > 0, kept for clients of the first API */
  isAvailable: z.boolean(),
  /** pieces in stock */
  stock: z.number().int(),
  /** grams */
  weight: z.number(),
  images: z.array(z.string()),
  size: z.string(),
  featured: z.boolean(),
  /** per-gram rate of the product's metal, in cents */
  perGram: z.number().int(),
  /** estimated price (weight x per-gram rate), in cents */
  price: z.number().int(),
});
export type Product = z.infer<typeof productSchema>;
