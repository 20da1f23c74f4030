import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '#domain/query-keys.ts';
import type { NewReviewInput, ProductReviewList, WrittenReview } from '#domain/reviews/review.ts';
import { apiGet, apiSend } from '#web/lib/api-client.ts';

export const REVIEWS_PAGE_SIZE = 5;

const reviewsPath = (productId: string) => `/products/${encodeURIComponent(productId)}/reviews`;

/** GET /api/products/:id/reviews: one page of approved reviews, newest first, and `canReview`. */
export function useProductReviews(productId: string, page: number) {
  return useQuery({
    queryKey: queryKeys.productReviews(productId, page),
    queryFn: ({ signal }) =>
      apiGet<ProductReviewList>(reviewsPath(productId), { query: { page, pageSize: REVIEWS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/products/:id/reviews: the buyer's review, pending until the shop reads it. */
export function useWriteReview(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewReviewInput) => apiSend<WrittenReview>('POST', reviewsPath(productId), input),
    // The form shows the refusal under its fields.
    meta: { reportsOwnErrors: true },
    // The shopper may no longer write one: the list says so again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.productReviewPages(productId) }),
  });
}
