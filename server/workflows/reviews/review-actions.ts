import { AppError } from '#domain/errors.ts';
import {
  DECISION_STATUS,
  type AdminReview,
  type NewReviewInput,
  type ReviewDecision,
  type WrittenReview,
} from '#domain/reviews/review.ts';
import { changesBetween, type Actor } from '#server/modules/audit/audit.service.ts';
import { moduleServices } from '#server/modules/services.ts';
import type { WorkflowDeps } from '../workflow-deps.ts';

// Reviews come only from buyers who received the piece, once each, and count only once an admin
// approved them (docs/reviews.md).

const REVIEW_NOT_FOUND = 'problem.admin.reviewNotFound';

/** Whether this customer received the piece (an order of theirs holding it was delivered or collected). */
const isBuyer = (deps: WorkflowDeps, userId: string, productId: string) =>
  deps.services.orders.hasReceived(userId, productId);

/** Whether the signed-in caller may write a review of the piece now: a buyer who has not written one. */
export async function canReview(deps: WorkflowDeps, userId: string | undefined, productId: string): Promise<boolean> {
  if (!userId) return false;
  const [bought, reviewed] = await Promise.all([
    isBuyer(deps, userId, productId),
    deps.services.reviews.hasReviewed(userId, productId),
  ]);
  return bought && !reviewed;
}

/** A buyer's review of a piece they received, pending until an admin reads it. */
export async function writeReview(
  deps: WorkflowDeps,
  userId: string,
  productId: string,
  input: NewReviewInput,
): Promise<WrittenReview> {
  if (!(await deps.services.catalog.row(productId))) throw new AppError('not_found', 'problem.catalog.productNotFound');
  if (!(await isBuyer(deps, userId, productId))) throw new AppError('forbidden', 'problem.review.buyersOnly');
  const review = await deps.services.reviews.create(userId, productId, input);
  if (!review) throw new AppError('conflict', 'problem.review.alreadyWritten');
  return review;
}

/**
 * An admin approves or refuses a review (audited in the same transaction); a decision may be taken
 * back later. The piece's rating changes on every instance at once.
 */
export async function decideReview(
  deps: WorkflowDeps,
  actor: Actor,
  id: string,
  decision: ReviewDecision,
): Promise<AdminReview> {
  const status = DECISION_STATUS[decision];
  const changed = await deps.db.transaction(async (tx) => {
    const s = moduleServices(tx);
    const before = await s.reviews.decide(id, status, actor.id);
    if (!before) throw new AppError('not_found', REVIEW_NOT_FOUND);
    if (before.status === status) return false;
    const named = (await s.reviews.getForAdmin(id))!;
    await s.audit.record({
      actor,
      action: 'review.status',
      subject: `${named.buyer.name}'s review of ${named.product.name}`,
      subjectId: before.id,
      changes: changesBetween({ status: before.status }, { status }),
    });
    return true;
  });
  // Ratings are part of the catalogue's cached answers.
  if (changed) deps.changes.productsChanged();
  const review = await deps.services.reviews.getForAdmin(id);
  if (!review) throw new AppError('not_found', REVIEW_NOT_FOUND);
  return review;
}
