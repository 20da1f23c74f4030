import { MessageSquareText } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { REVIEW_STATUSES, type AdminReview, type ReviewDecision, type ReviewStatus } from '#domain/reviews/review.ts';
import { FilterSelect } from '#web/components/ui/filter-select.tsx';
import { Pager, rangeText } from '#web/components/ui/pager.tsx';
import { QueryTable, useStayOnAPage } from '#web/components/ui/query-table.tsx';
import { Stars } from '#web/components/ui/rating-stars.tsx';
import { EmptyMessage, td, th } from '#web/components/ui/table-card.tsx';
import { paths } from '#web/config/paths.ts';
import { FOCUS_AFTER_REMOVAL_ATTRIBUTE, useFocusAfterRemoval } from '#web/hooks/use-focus-after-removal.ts';
import { useListParams } from '#web/hooks/use-list-params.ts';
import { formatDate, formatTime } from '#web/lib/format.ts';
import { useAdminReviews, useDecideReview } from '../api/reviews.ts';
import { reviewToast } from '../toasts.ts';

const LIST_DEFAULTS = { status: 'pending' } as const;

const STATUS_LABELS: Readonly<Record<ReviewStatus, string>> = {
  pending: 'Waiting for a decision',
  approved: 'Approved (shown in the shop)',
  rejected: 'Refused',
};
const EMPTY_LABELS: Readonly<Record<ReviewStatus, string>> = {
  pending: 'No reviews waiting',
  approved: 'No approved reviews yet',
  rejected: 'No refused reviews',
};

/** The decisions a review in this status can still take: a decision may be taken back. */
const DECISIONS: Readonly<Record<ReviewStatus, readonly ReviewDecision[]>> = {
  pending: ['approve', 'reject'],
  approved: ['reject'],
  rejected: ['approve'],
};
const DECISION_LABELS: Readonly<Record<ReviewDecision, string>> = { approve: 'Approve', reject: 'Refuse' };

const statusOf = (raw: string): ReviewStatus => REVIEW_STATUSES.find((status) => status === raw) ?? 'pending';

/** Buyers' reviews by status: each read as plain text, then approved (shown in the shop) or refused. */
export function ReviewQueue() {
  const selectId = useId();
  const { values, page, update, hrefForPage } = useListParams(LIST_DEFAULTS);
  const status = statusOf(values.status);
  const reviews = useAdminReviews({ status, page });
  const data = reviews.data;
  useStayOnAPage(reviews, page, update);
  const { listRef, emptyRef, onRemoved } = useFocusAfterRemoval<HTMLTableSectionElement, HTMLDivElement>(
    data?.items ?? [],
  );
  const decide = useDecideReview({
    onSuccess: (review, decision) => {
      reviewToast.decided(decision, review.buyer.name);
      onRemoved(review.id);
    },
    onError: reviewToast.failed,
  });
  const caption = `Reviews: ${STATUS_LABELS[status].toLowerCase()}${data ? `, page ${data.page} of ${Math.max(1, data.pageCount)}` : ''}`;
  const wide = 'hidden md:table-cell';
  return (
    <>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="w-full sm:max-w-xs">
          <label htmlFor={selectId} className="mb-2 block text-sm font-medium text-ink">
            Show
          </label>
          <FilterSelect id={selectId} value={status} onChange={(event) => update({ status: event.target.value })}>
            {REVIEW_STATUSES.map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </FilterSelect>
        </div>
        <p aria-live="polite" className="text-sm text-ink-soft sm:pb-3">
          {data ? rangeText(data.page, data.pageSize, data.total, ['review', 'reviews']) : null}
        </p>
      </div>
      <QueryTable
        query={reviews}
        what="the reviews"
        label="Reviews"
        caption={caption}
        columns={5}
        cardRef={emptyRef}
        bodyRef={listRef}
        head={
          <>
            <th scope="col" className={th}>
              Review
            </th>
            <th scope="col" className={`${th} ${wide}`}>
              Product
            </th>
            <th scope="col" className={`${th} ${wide}`}>
              Buyer
            </th>
            <th scope="col" className={`${th} ${wide}`}>
              Written
            </th>
            <th scope="col" className={th}>
              Decision
            </th>
          </>
        }
        rows={data?.items.map((review) => (
          <ReviewRow
            key={review.id}
            review={review}
            busy={decide.isPending && decide.variables.id === review.id}
            onDecide={(decision) => decide.mutate({ id: review.id, decision })}
          />
        ))}
        loadingText="Loading the reviews…"
        empty={
          <EmptyMessage
            icon={<MessageSquareText className="size-6" strokeWidth={1.75} />}
            message={EMPTY_LABELS[status]}
          />
        }
      />
      {data ? <Pager page={data.page} pageCount={data.pageCount} hrefFor={hrefForPage} label="Review pages" /> : null}
    </>
  );
}

function ReviewRow({
  review,
  busy,
  onDecide,
}: {
  review: AdminReview;
  busy: boolean;
  onDecide: (decision: ReviewDecision) => void;
}) {
  const productLink = (
    <Link to={paths.product.getHref(review.product.id)} className="font-medium text-gold-700 hover:underline">
      {review.product.name}
    </Link>
  );
  const written = (
    <time dateTime={review.createdAt}>
      {formatDate(review.createdAt)} {formatTime(review.createdAt)}
    </time>
  );
  return (
    <tr className="transition hover:bg-ivory">
      <td className={`${td} min-w-56`}>
        <span role="img" aria-label={`${review.stars} of 5 stars`} className="inline-block">
          <Stars stars={review.stars} size={16} />
        </span>
        {/* Plain text, as written: never read as markup. */}
        <p dir="auto" className="mt-2 max-w-prose break-words whitespace-pre-line">
          {review.text}
        </p>
        {/* Folded columns on narrow screens. */}
        <p className="mt-2 text-xs text-ink-soft md:hidden">
          {productLink} · {review.buyer.name} · {written}
        </p>
      </td>
      <td className={`${td} hidden md:table-cell`}>{productLink}</td>
      <td className={`${td} hidden md:table-cell`}>
        <p className="font-medium">{review.buyer.name}</p>
        <p className="text-xs break-all text-ink-soft">{review.buyer.email}</p>
      </td>
      <td className={`${td} hidden whitespace-nowrap md:table-cell`}>{written}</td>
      <td className={td}>
        <div className="flex flex-col gap-2 sm:flex-row">
          {DECISIONS[review.status].map((decision, index) => (
            <button
              key={decision}
              type="button"
              {...(index === 0 && { [FOCUS_AFTER_REMOVAL_ATTRIBUTE]: true })}
              aria-disabled={busy || undefined}
              aria-label={`${DECISION_LABELS[decision]} the review by ${review.buyer.name} of ${review.product.name}`}
              onClick={() => {
                if (!busy) onDecide(decision);
              }}
              className={`${decision === 'approve' ? 'btn-gold' : 'btn-outline'} px-4 py-2 text-sm aria-disabled:opacity-70`}
            >
              {DECISION_LABELS[decision]}
            </button>
          ))}
        </div>
      </td>
    </tr>
  );
}
