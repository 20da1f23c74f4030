import type { ReviewDecision } from '#domain/reviews/review.ts';
import { notify, serverMessage } from '#web/lib/notify.ts';

/** The messages of a review's moderation. */
export const reviewToast = {
  decided: (decision: ReviewDecision, buyer: string) =>
    notify.success(decision === 'approve' ? `Review by ${buyer} approved` : `Review by ${buyer} refused`),
  failed: (error: unknown) => notify.problem('The review was not updated', { description: serverMessage(error) }),
};
