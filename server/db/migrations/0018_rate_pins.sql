-- An admin may pin a metal's rate: the live feed leaves it (and holds no move for it) while
-- pinned_at is set and pinned_until, if any, is still ahead (domain/rates/feed-guard.ts pinnedNow).
ALTER TABLE "metal_prices" ADD COLUMN "pinned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "metal_prices" ADD COLUMN "pinned_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "metal_prices" ADD COLUMN "pinned_by" text;