import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '#domain/query-keys.ts';
import type { AdminReview, AdminReviewList, ReviewDecision, ReviewStatus } from '#domain/reviews/review.ts';
import { apiGet, apiSend } from '#web/lib/api-client.ts';

export const REVIEWS_PAGE_SIZE = 20;

/** GET /api/admin/reviews: one status's reviews, pending ones oldest first. */
export function useAdminReviews(params: { status: ReviewStatus; page: number }) {
  return useQuery({
    queryKey: queryKeys.adminReviews(params),
    queryFn: ({ signal }) =>
      apiGet<AdminReviewList>('/admin/reviews', { query: { ...params, pageSize: REVIEWS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** PATCH /api/admin/reviews/:id: approve or refuse (audited); the piece's rating follows in the shop. */
export function useDecideReview({
  onSuccess,
  onError,
}: {
  onSuccess: (review: AdminReview, decision: ReviewDecision) => void;
  onError: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: ReviewDecision }) =>
      apiSend<AdminReview>('PATCH', `/admin/reviews/${encodeURIComponent(id)}`, { decision }),
    onSuccess: (review, { decision }) => onSuccess(review, decision),
    onError,
    // The review moves to another list, the audit log grows, the piece's rating changes.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products }),
      ]),
  });
}
