import { describe, expect, it } from 'vitest';
import type { Product } from '#domain/catalog/product.ts';
import { productHead } from './product-head.ts';

// A search engine is never told a piece can be bought online at a price the shop would not sell at.

const piece = {
  id: 'prod_ring0001',
  name: 'Noor Ring',
  nameAr: null,
  category: 'Gold',
  shortDescription: 'A ring',
  shortDescriptionAr: null,
  description: 'A gold ring.',
  descriptionAr: null,
  images: [],
  weight: 2,
  stock: 3,
  price: 11_310,
  priceReview: null,
  rating: null,
} as unknown as Product;

const availability = (product: Product) => {
  const { jsonLd } = productHead(product, (path) => `https://shop.example${path}`, `/product/${product.id}`);
  return (jsonLd as { offers: { availability: string } }).offers.availability;
};

describe('the product JSON-LD offer', () => {
  it('is in stock, out of stock, or in store only while the price is under review', () => {
    expect(availability(piece)).toBe('https://schema.org/InStock');
    expect(availability({ ...piece, stock: 0 })).toBe('https://schema.org/OutOfStock');
    expect(availability({ ...piece, priceReview: 'move_pending' })).toBe('https://schema.org/InStoreOnly');
    expect(availability({ ...piece, priceReview: 'stale', stock: 0 })).toBe('https://schema.org/OutOfStock');
  });
});

describe('the product JSON-LD rating', () => {
  const jsonLdOf = (product: Product) =>
    productHead(product, (path) => `https://shop.example${path}`, `/product/${product.id}`).jsonLd as Record<
      string,
      unknown
    >;

  it('carries the approved reviews’ figures, and nothing at all without reviews', () => {
    expect(jsonLdOf(piece)).not.toHaveProperty('aggregateRating');
    expect(jsonLdOf({ ...piece, rating: { average: 4.5, count: 2 } }).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
  });
});
