-- Old gold: how far below its sell rate the shop buys each metal (fineness 0) or purity, in basis
-- points, and the online offers a visitor gets (docs/old-gold.md).
CREATE TABLE "buy_spreads" (
	"metal" text NOT NULL,
	"fineness" numeric(5, 1) NOT NULL,
	"basis_points" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "buy_spreads_metal_fineness_pk" PRIMARY KEY("metal","fineness"),
	CONSTRAINT "buy_spreads_range" CHECK ("buy_spreads"."basis_points" >= 0 and "buy_spreads"."basis_points" <= 5000)
);
--> statement-breakpoint
-- Demo defaults: gold 4%, silver 10%, platinum 8% below the sell rate.
INSERT INTO "buy_spreads" ("metal", "fineness", "basis_points") VALUES ('Gold', 0, 400), ('Silver', 0, 1000), ('Platinum', 0, 800);--> statement-breakpoint
CREATE TABLE "exchange_estimates" (
	"id" text PRIMARY KEY NOT NULL,
	"metal" text NOT NULL,
	"fineness" numeric(5, 1) NOT NULL,
	"milligrams" integer NOT NULL,
	"buy_rate_per_gram_cents" integer NOT NULL,
	"offer_cents" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "exchange_estimates_expires_idx" ON "exchange_estimates" USING btree ("expires_at");--> statement-breakpoint
-- A visit booked from an online offer names it, so the counter finds the offer to assay.
ALTER TABLE "appointments" ADD COLUMN "estimate_id" text;
