import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Product } from '#domain/catalog/product.ts';
import { queryKeys } from '#domain/query-keys.ts';
import type { PriceReviewReason } from '#domain/rates/rate-trust.ts';
import { store } from '#domain/store/settings.ts';
import { ProductRoute } from './product.tsx';

// The product page as the server answers a piece: sold with its button, or, while the shop does
// not stand behind its price, the reason and the shop's WhatsApp and phone instead of the button.

const piece: Product = {
  id: 'prod_ring',
  name: 'Noor Ring',
  nameAr: null,
  category: 'Gold',
  metal: 'Gold',
  fineness: 750,
  shortDescription: 'A ring',
  shortDescriptionAr: null,
  description: 'A gold ring.',
  descriptionAr: null,
  isAvailable: true,
  stock: 4,
  branchStock: { louisiana: 4, houston: 0 },
  weight: 2,
  grossWeight: null,
  wastageBasisPoints: 0,
  making: { kind: 'none' },
  stones: [],
  feeCents: 0,
  images: [],
  size: '7',
  sizing: null,
  sizes: [],
  engraving: null,
  featured: false,
  taxClass: 'jewellery',
  returnDays: 30,
  perGram: 7540,
  perGramHundredthCents: 754_000,
  boardRate: null,
  rateAsOf: '2026-12-02T14:00:00.000Z',
  rateIsFallback: false,
  rateSource: 'feed',
  rateSetAt: '2026-12-02T14:00:00.000Z',
  priceReview: null,
  price: 11310,
  breakup: { metalCents: 11310, wastageCents: 0, makingCents: 0, stoneCents: [], feeCents: 0, totalCents: 11310 },
  rating: null,
};

function showProduct(priceReview: PriceReviewReason | null, branchStock = piece.branchStock) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const stock = branchStock.louisiana + branchStock.houston;
  client.setQueryData(queryKeys.product(piece.id), {
    ...piece,
    priceReview,
    branchStock,
    stock,
    isAvailable: stock > 0,
  });
  client.setQueryData(queryKeys.me, null);
  client.setQueryData(queryKeys.productReviews(piece.id, 1), {
    items: [],
    total: 0,
    page: 1,
    pageSize: 5,
    pageCount: 0,
    canReview: false,
  });
  client.setQueryData(queryKeys.wishlist, { items: [], count: 0 });
  const router = createMemoryRouter([{ path: '/product/:id', Component: ProductRoute }], {
    initialEntries: [`/product/${piece.id}`],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the product page', () => {
  it('offers Add to Cart while the shop stands behind the price', () => {
    showProduct(null);
    expect(screen.getByRole('button', { name: /add to cart/i })).toBeTruthy();
    expect(screen.queryByText(/to order it now/i)).toBeNull();
    // The rate beside an 18K price is the 18K rate ($75.40 × 0.750), not the pure one.
    expect(screen.getByText('$56.55 per gram · at today’s 18K gold rate')).toBeTruthy();
  });

  it.each([
    ['stale', "We are updating this price to today's metal rate."],
    ['move_pending', "The metal market has moved: we are confirming today's price."],
    ['standby', "This price is an estimate until we set today's rate for its metal."],
  ] as const)('says why a %s price cannot be ordered and offers WhatsApp and phone instead', (reason, sentence) => {
    showProduct(reason);
    expect(screen.getByText(`${sentence} To order it now, message us on WhatsApp or call us.`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /add to cart/i })).toBeNull();
    const whatsapp = screen.getByRole('link', { name: /order on whatsapp/i });
    expect(whatsapp.getAttribute('href')).toContain(`https://wa.me/${store.whatsappNumber}`);
    expect(whatsapp.getAttribute('href')).toContain(encodeURIComponent(piece.id));
    expect(screen.getByRole('link', { name: /call us/i }).getAttribute('href')).toBe(store.phoneHref);
  });

  it.each([
    [{ louisiana: 4, houston: 0 }, ['At Louisiana Main Store']],
    [{ louisiana: 0, houston: 1 }, ['At Houston Branch']],
    [{ louisiana: 2, houston: 1 }, ['At Louisiana Main Store', 'At Houston Branch']],
  ])('says where the piece can be seen or collected today (%o)', (branchStock, places) => {
    showProduct(null, branchStock);
    expect(screen.getByText('See it in store today')).toBeTruthy();
    expect(
      screen
        .getAllByRole('listitem')
        .map((item) => item.textContent)
        .filter((text) => text?.startsWith('At ')),
    ).toEqual(places);
  });

  it('says when neither store holds it', () => {
    showProduct(null, { louisiana: 0, houston: 0 });
    expect(screen.getByText('Not in either store today')).toBeTruthy();
  });
});
