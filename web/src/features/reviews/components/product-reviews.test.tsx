import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Product } from '#domain/catalog/product.ts';
import { BROWSER_TEXT_PARTS } from '#domain/i18n/parts.ts';
import { queryKeys } from '#domain/query-keys.ts';
import type { ProductReviewList } from '#domain/reviews/review.ts';
import { RatingStars } from '#web/components/ui/rating-stars.tsx';
import { loadLanguage } from '#web/lib/i18n.ts';
import { ProductReviews } from './product-reviews.tsx';

// What the shop shows of a piece's reviews: its real rating or nothing, approved reviews as plain
// text, and the form only for a buyer who may write one.

const PIECE = { id: 'prod_ring', rating: null } as unknown as Product;

function showReviews(list: Partial<ProductReviewList>, rating: Product['rating'] = null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(queryKeys.productReviews(PIECE.id, 1), {
    items: [],
    total: 0,
    page: 1,
    pageSize: 5,
    pageCount: 0,
    canReview: false,
    ...list,
  } satisfies ProductReviewList);
  render(
    <QueryClientProvider client={client}>
      <ProductReviews product={{ ...PIECE, rating }} />
    </QueryClientProvider>,
  );
}

describe('RatingStars', () => {
  afterEach(() => loadLanguage('en', BROWSER_TEXT_PARTS()));

  it('shows nothing at all without reviews', () => {
    const { container } = render(<RatingStars rating={null} />);
    expect(container.innerHTML).toBe('');
  });

  it('shows the stars, the average to one decimal and the count, and says them', () => {
    render(<RatingStars rating={{ average: 5, count: 1 }} />);
    const stars = screen.getByRole('img', { name: 'Rated 5.0 out of 5 from 1 review' });
    expect(stars.textContent).toBe('5.0 (1)');
  });

  it('says them in Arabic with the count’s own form', async () => {
    await loadLanguage('ar', BROWSER_TEXT_PARTS());
    render(<RatingStars rating={{ average: 4.5, count: 2 }} />);
    expect(screen.getByRole('img', { name: 'التقييم 4.5 من 5 بحسب تقييمين' })).toBeTruthy();
  });
});

describe('ProductReviews', () => {
  it('says there are none yet, with no stars and no form for a shopper who may not write one', () => {
    showReviews({});
    expect(screen.getByText('No reviews of this piece yet.')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /^Rated/ })).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('lists approved reviews with the reviewer’s first name, the stars, and the text as plain text', () => {
    const text = '<b>Stunning</b>\nWorn it every day since.';
    showReviews(
      {
        items: [{ id: 'rev_1', author: 'Amira H.', stars: 4, text, createdAt: '2026-11-20T10:00:00.000Z' }],
        total: 1,
        pageCount: 1,
      },
      { average: 4, count: 1 },
    );
    expect(screen.getByText('4.0 out of 5 · 1 review')).toBeTruthy();
    const [item] = screen.getAllByRole('listitem');
    expect(item!.querySelector('[role="img"]')!.getAttribute('aria-label')).toBe('4 stars out of 5');
    expect(item!.textContent).toContain('Amira H.');
    expect(item!.querySelector('b')).toBeNull();
    expect(screen.getByText((_, element) => element?.textContent === text && element.tagName === 'P')).toBeTruthy();
  });

  it('offers a buyer five stars as a radio group, and asks for what is missing before sending', () => {
    showReviews({ canReview: true });
    const form = screen.getByRole('form', { name: 'Review this piece' });
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('name'))).toEqual(Array(5).fill(radios[0]!.getAttribute('name')));
    expect(screen.getByRole('radio', { name: '1 star' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Your review' }), { target: { value: 'Too short' } });
    fireEvent.submit(form);
    expect(screen.getByText('Please choose from 1 to 5 stars')).toBeTruthy();
    expect(screen.getByText('Please write at least 10 characters')).toBeTruthy();
    // The first field to put right has the focus.
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '1 star' }));

    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    expect((screen.getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true);
  });
});
