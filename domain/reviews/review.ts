import { z } from 'zod';
import {
  isPlainText,
  MAX_STARS,
  REVIEW_PROBLEMS,
  REVIEW_TEXT_MAX_LENGTH,
  REVIEW_TEXT_MIN_LENGTH,
} from './review-rules.ts';

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_DECISIONS = ['approve', 'reject'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];
export const DECISION_STATUS: Readonly<Record<ReviewDecision, ReviewStatus>> = {
  approve: 'approved',
  reject: 'rejected',
};

/** POST /api/products/:id/reviews: the stars and the text, trimmed (the rules: review-rules.ts). */
export const newReviewInput = /* @__PURE__ */ z.strictObject({
  stars: z
    .number({ error: REVIEW_PROBLEMS.stars })
    .int(REVIEW_PROBLEMS.stars)
    .min(1, REVIEW_PROBLEMS.stars)
    .max(MAX_STARS, REVIEW_PROBLEMS.stars),
  text: z
    .string({ error: REVIEW_PROBLEMS.textMissing })
    .trim()
    .min(REVIEW_TEXT_MIN_LENGTH, REVIEW_PROBLEMS.tooShort)
    .max(REVIEW_TEXT_MAX_LENGTH, REVIEW_PROBLEMS.tooLong)
    .refine(isPlainText, REVIEW_PROBLEMS.notPlain),
});
export type NewReviewInput = z.infer<typeof newReviewInput>;

/** A review as the shop shows it: the reviewer by first name and initial only. */
export const publicReviewSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  /** 'Amira H.' */
  author: z.string(),
  stars: z.number().int(),
  text: z.string(),
  /** ISO time it was written. */
  createdAt: z.string(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const reviewListQuery = /* @__PURE__ */ z.object({
  page: z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(50).default(5),
});

/** GET /api/products/:id/reviews: approved reviews, newest first, and whether the caller may write one. */
export const productReviewListSchema = /* @__PURE__ */ z.object({
  items: z.array(publicReviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
  /** The caller is signed in, received this piece (delivered or collected) and has not reviewed it. */
  canReview: z.boolean(),
});
export type ProductReviewList = z.infer<typeof productReviewListSchema>;

/** The answer to a review just written: it waits for an admin. */
export const writtenReviewSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  productId: z.string(),
  stars: z.number().int(),
  text: z.string(),
  status: z.enum(REVIEW_STATUSES),
  createdAt: z.string(),
});
export type WrittenReview = z.infer<typeof writtenReviewSchema>;

export const reviewIdParam = /* @__PURE__ */ z.object({ id: z.string().min(1).max(100) });

export const adminReviewQuery = /* @__PURE__ */ reviewListQuery.extend({
  status: z.enum(REVIEW_STATUSES).default('pending'),
  pageSize: z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(100).default(25),
});
export type AdminReviewQuery = z.infer<typeof adminReviewQuery>;

/** PATCH /api/admin/reviews/:id */
export const reviewDecisionInput = /* @__PURE__ */ z.strictObject({ decision: z.enum(REVIEW_DECISIONS) });

/** A review as the dashboard's moderation page lists it. */
export const adminReviewSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  product: z.object({ id: z.string(), name: z.string() }),
  buyer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  stars: z.number().int(),
  text: z.string(),
  status: z.enum(REVIEW_STATUSES),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminReviewListSchema = /* @__PURE__ */ z.object({
  items: z.array(adminReviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
});
export type AdminReviewList = z.infer<typeof adminReviewListSchema>;

/**
 * How a reviewer is named in public: the first name and the initial of the last ('Amira H.'), the
 * one name of someone who gave one. Never the full name or the e-mail.
 */
export function reviewerName(fullName: string): string {
  const words = fullName.trim().split(/\s+/u).filter(Boolean);
  const first = words[0] ?? '';
  const last = words.length > 1 ? words[words.length - 1]! : '';
  // By code point, so a name starting outside the BMP keeps its whole first letter.
  const initial = [...last][0];
  return initial ? `${first} ${initial.toLocaleUpperCase()}.` : first;
}
