import { z } from 'zod';

/** POST /api/wish */
export const addToWishlistInput = /* @__PURE__ */ z.strictObject({
  productId: z.string().min(1, 'is required').max(100),
});
export const wishlistItemParam = /* @__PURE__ */ z.object({ item: z.string().min(1).max(100) });

/** A saved piece with its live price (cents). */
export const wishlistItemSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  productId: z.string(),
  name: z.string(),
  /** The Arabic pages' name; null: they show `name`. */
  nameAr: z.string().nullable(),
  category: z.string(),
  image: z.string().nullable(),
  price: z.number().int(),
  /** grams */
  weight: z.number(),
  size: z.string(),
  stock: z.number().int(),
  isAvailable: z.boolean(),
  /** Made to the buyer's size: moved to the cart from its page, where the size is chosen. */
  sized: z.boolean(),
  /** Offers an engraving: moved to the cart from its page too, where it can be written. */
  engravable: z.boolean(),
  addedAt: z.string(),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

export const wishlistSchema = /* @__PURE__ */ z.object({
  items: z.array(wishlistItemSchema),
  count: z.number().int(),
});
export type Wishlist = z.infer<typeof wishlistSchema>;
