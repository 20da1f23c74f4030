import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ratingOf, type ProductRating } from '#domain/reviews/rating.ts';
import {
  reviewerName,
  type AdminReview,
  type AdminReviewList,
  type AdminReviewQuery,
  type NewReviewInput,
  type ProductReviewList,
  type ReviewStatus,
  type WrittenReview,
} from '#domain/reviews/review.ts';
import type { Db } from '#server/db/client.ts';
import { newId } from '#server/lib/ids.ts';
import { users } from '../accounts/accounts.tables.ts';
import { products } from '../catalog/catalog.tables.ts';
import type { RatingColumns } from '../catalog/product-row.ts';
import { productReviews, type ProductReviewRow } from './reviews.tables.ts';

const written = (row: ProductReviewRow): WrittenReview => ({
  id: row.id,
  productId: row.productId,
  stars: row.stars,
  text: row.text,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

type AdminRow = { review: ProductReviewRow; productName: string; buyerName: string; buyerEmail: string };

const toAdminReview = ({ review, productName, buyerName, buyerEmail }: AdminRow): AdminReview => ({
  id: review.id,
  product: { id: review.productId, name: productName },
  buyer: { id: review.userId, name: buyerName, email: buyerEmail },
  stars: review.stars,
  text: review.text,
  status: review.status,
  createdAt: review.createdAt.toISOString(),
  decidedAt: review.decidedAt?.toISOString() ?? null,
});

const pages = (total: number, page: number, pageSize: number) => ({
  total,
  page,
  pageSize,
  pageCount: Math.ceil(total / pageSize),
});

/** Buyers' reviews: written once per buyer and piece, shown and counted once an admin approves them. */
export function createReviewsService(db: Db) {
  const approvedOf = (productId: string) =>
    and(eq(productReviews.productId, productId), eq(productReviews.status, 'approved'));
  /** Reviews with their piece's name and their buyer, as the dashboard lists them. */
  const adminRows = (where: SQL) =>
    db
      .select({ review: productReviews, productName: products.name, buyerName: users.name, buyerEmail: users.email })
      .from(productReviews)
      .innerJoin(products, eq(products.id, productReviews.productId))
      .innerJoin(users, eq(users.id, productReviews.userId))
      .where(where)
      .$dynamic();

  return {
    /** The new review, pending; undefined when this buyer already reviewed the piece. */
    async create(userId: string, productId: string, input: NewReviewInput): Promise<WrittenReview | undefined> {
      const [row] = await db
        .insert(productReviews)
        .values({ id: newId('rev'), userId, productId, stars: input.stars, text: input.text })
        .onConflictDoNothing({ target: [productReviews.userId, productReviews.productId] })
        .returning();
      return row && written(row);
    },

    async hasReviewed(userId: string, productId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: productReviews.id })
        .from(productReviews)
        .where(and(eq(productReviews.userId, userId), eq(productReviews.productId, productId)))
        .limit(1);
      return row !== undefined;
    },

    /** A piece's approved reviews, newest first, each signed with the first name and an initial. */
    async listApproved(
      productId: string,
      { page, pageSize }: { page: number; pageSize: number },
    ): Promise<Omit<ProductReviewList, 'canReview'>> {
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: productReviews.id,
            name: users.name,
            stars: productReviews.stars,
            text: productReviews.text,
            createdAt: productReviews.createdAt,
          })
          .from(productReviews)
          .innerJoin(users, eq(users.id, productReviews.userId))
          .where(approvedOf(productId))
          .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(productReviews).where(approvedOf(productId)),
      ]);
      return {
        items: rows.map((row) => ({
          id: row.id,
          author: reviewerName(row.name),
          stars: row.stars,
          text: row.text,
          createdAt: row.createdAt.toISOString(),
        })),
        ...pages(counted?.total ?? 0, page, pageSize),
      };
    },

    /**
     * A piece's approved star total and count as columns of a catalogue query whose product id is
     * `productId`: the storefront's page and its ratings in one statement (two index probes a row).
     */
    ratingColumns(productId: AnyPgColumn): RatingColumns {
      const approved = sql`${productReviews.productId} = ${productId} and ${productReviews.status} = 'approved'`;
      return {
        ratingStars:
          sql<number>`(select coalesce(sum(${productReviews.stars}), 0) from ${productReviews} where ${approved})`.mapWith(
            Number,
          ),
        ratingCount: sql<number>`(select count(*) from ${productReviews} where ${approved})`.mapWith(Number),
      };
    },

    /** The rating of each of these pieces that has approved reviews (the others have none: null). */
    async ratingsOf(productIds: readonly string[]): Promise<Map<string, ProductRating>> {
      if (productIds.length === 0) return new Map();
      const rows = await db
        .select({
          productId: productReviews.productId,
          stars: sql<string>`sum(${productReviews.stars})`,
          count: count(),
        })
        .from(productReviews)
        .where(and(inArray(productReviews.productId, [...new Set(productIds)]), eq(productReviews.status, 'approved')))
        .groupBy(productReviews.productId);
      return new Map(rows.map((row) => [row.productId, ratingOf(Number(row.stars), row.count)]));
    },

    /**
     * The moderation queue: pending reviews oldest first (the longest waiting at the top), decided
     * ones by their latest decision.
     */
    async listForAdmin({ status, page, pageSize }: AdminReviewQuery): Promise<AdminReviewList> {
      const where = eq(productReviews.status, status);
      const order =
        status === 'pending'
          ? [asc(productReviews.createdAt), asc(productReviews.id)]
          : [desc(productReviews.decidedAt), desc(productReviews.id)];
      const [items, [counted]] = await Promise.all([
        adminRows(where)
          .orderBy(...order)
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(productReviews).where(where),
      ]);
      return { items: items.map(toAdminReview), ...pages(counted?.total ?? 0, page, pageSize) };
    },

    async getForAdmin(id: string): Promise<AdminReview | undefined> {
      const [row] = await adminRows(eq(productReviews.id, id));
      return row && toAdminReview(row);
    },

    /**
     * Sets a review's status by an admin's decision; the row as it was before, or undefined when
     * there is no such review. The row is locked: two admins deciding at once are taken in turn.
     */
    async decide(id: string, status: ReviewStatus, adminId: string): Promise<ProductReviewRow | undefined> {
      const [before] = await db.select().from(productReviews).where(eq(productReviews.id, id)).for('update');
      if (!before) return undefined;
      if (before.status !== status) {
        await db
          .update(productReviews)
          .set({ status, decidedAt: new Date(), decidedBy: adminId })
          .where(eq(productReviews.id, id));
      }
      return before;
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
