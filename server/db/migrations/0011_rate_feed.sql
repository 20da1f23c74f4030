CREATE TABLE "rate_feed_pending" (
	"id" text PRIMARY KEY NOT NULL,
	"metal" text NOT NULL,
	"from_cents" bigint NOT NULL,
	"to_cents" bigint NOT NULL,
	"spot_cents" bigint NOT NULL,
	"premium_basis_points" integer NOT NULL,
	"quoted_at" timestamp with time zone NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_feed_pending_metal_unique" UNIQUE("metal")
);
--> statement-breakpoint
CREATE TABLE "rate_feed_premiums" (
	"metal" text PRIMARY KEY NOT NULL,
	"basis_points" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "rate_feed_premiums_range" CHECK ("rate_feed_premiums"."basis_points" >= 0 and "rate_feed_premiums"."basis_points" <= 10000)
);
--> statement-breakpoint
CREATE TABLE "rate_feed_status" (
	"id" text PRIMARY KEY NOT NULL,
	"attempted_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"fetched_at" timestamp with time zone,
	"outcome" text,
	"failure" text,
	"problem" text,
	"metals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_good_at" timestamp with time zone
);
