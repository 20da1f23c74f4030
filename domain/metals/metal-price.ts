import { z } from 'zod';
import { METALS } from '../pricing/rates.ts';

export const metalPriceSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  metal: z.enum(METALS),
  /** per-gram price in cents */
  pricePerGram: z.number().int(),
  updatedAt: z.string(),
});
export type MetalPrice = z.infer<typeof metalPriceSchema>;

export const metalListSchema = /* @__PURE__ */ z.array(metalPriceSchema);
