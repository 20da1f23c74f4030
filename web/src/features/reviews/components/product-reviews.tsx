import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import type { Product } from '#domain/catalog/product.ts';
import type { PublicReview } from '#domain/reviews/review.ts';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { Stars } from '#web/components/ui/rating-stars.tsx';
import { formatDate, formatRating } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n.ts';
import { useProductReviews } from '../api/product-reviews.ts';
import { ReviewForm } from './review-form.tsx';

/** The section's anchor: the rating under the piece's name links here. */
export const REVIEWS_SECTION_ID = 'reviews';

const stepClass =
  'inline-flex h-10 items-center gap-1.5 rounded-full border border-stone-300 bg-white px-4 text-sm font-medium text-ink shadow-sm transition hover:border-gold-500 hover:bg-gold-50 disabled:cursor-not-allowed disabled:border-stone-200 disabled:text-stone-600 disabled:shadow-none';

/** One approved review, its text as plain text (line breaks kept), in whatever language it was written. */
function ReviewItem({ review }: { review: PublicReview }) {
  return (
    <li className="py-6 first:pt-0">
      <article>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span role="img" aria-label={t('product.reviews.stars', { count: review.stars })}>
            <Stars stars={review.stars} size={16} />
          </span>
          <p className="font-semibold text-ink">
            <bdi>{review.author}</bdi>
          </p>
          <time dateTime={review.createdAt} className="text-sm text-ink-soft">
            {formatDate(review.createdAt)}
          </time>
        </div>
        <p dir="auto" className="mt-3 leading-relaxed break-words whitespace-pre-line text-ink-soft">
          {review.text}
        </p>
      </article>
    </li>
  );
}

/**
 * The piece's reviews: its rating, the approved reviews page by page, and the form for a buyer who
 * received it and has not reviewed it yet.
 */
export function ProductReviews({ product }: { product: Product }) {
  const headingId = useId();
  const [page, setPage] = useState(1);
  const reviews = useProductReviews(product.id, page);
  const data = reviews.data;
  // Kept once sent: the list then says the shopper may not write another, but the thank-you stays.
  const [writing, setWriting] = useState(false);
  if (data?.canReview && !writing) setWriting(true);

  return (
    <section
      id={REVIEWS_SECTION_ID}
      aria-labelledby={headingId}
      className="mt-16 scroll-mt-24 border-t border-gold-100 pt-12 lg:mt-24"
    >
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)] lg:gap-16">
        <div className="space-y-5">
          <h2 id={headingId} className="text-3xl font-semibold text-ink sm:text-4xl">
            {t('product.reviews.title')}
          </h2>
          {product.rating ? (
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-ink">
              <Stars stars={product.rating.average} size={22} />
              <span className="font-medium">
                {t('product.reviews.summary', {
                  rating: formatRating(product.rating.average),
                  count: product.rating.count,
                })}
              </span>
            </p>
          ) : (
            <p className="text-ink-soft">{t('product.reviews.none')}</p>
          )}
          <p className="text-sm text-ink-soft">{t('product.reviews.buyersOnly')}</p>
          {writing ? <ReviewForm productId={product.id} /> : null}
        </div>

        <div aria-busy={reviews.isFetching || undefined}>
          {reviews.isError && !data ? (
            <LoadError
              what={t('product.reviews.loadError')}
              onRetry={() => void reviews.refetch()}
              retrying={reviews.isFetching}
            />
          ) : !data ? (
            <p role="status" className="text-sm text-ink-soft">
              {t('product.reviews.loading')}
            </p>
          ) : data.items.length > 0 ? (
            <>
              <ol className={`divide-y divide-gold-100 ${reviews.isPlaceholderData ? 'opacity-60' : ''}`}>
                {data.items.map((review) => (
                  <ReviewItem key={review.id} review={review} />
                ))}
              </ol>
              {data.pageCount > 1 ? (
                <nav aria-label={t('product.reviews.pages')} className="mt-6 flex items-center gap-4">
                  <button
                    type="button"
                    className={stepClass}
                    disabled={page <= 1}
                    onClick={() => setPage(page - 1)}
                    aria-label={t('ui.pager.previousPage')}
                  >
                    <ChevronLeft size={16} aria-hidden="true" className="rtl:-scale-x-100" />
                    {t('ui.pager.previous')}
                  </button>
                  <p className="text-sm text-ink-soft tabular-nums">
                    {t('ui.pager.pageOf', { page: data.page, count: data.pageCount })}
                  </p>
                  <button
                    type="button"
                    className={stepClass}
                    disabled={page >= data.pageCount}
                    onClick={() => setPage(page + 1)}
                    aria-label={t('ui.pager.nextPage')}
                  >
                    {t('ui.pager.next')}
                    <ChevronRight size={16} aria-hidden="true" className="rtl:-scale-x-100" />
                  </button>
                </nav>
              ) : null}
            </>
          ) : null}
        </div>
      </div>
    </section>
  );
}
