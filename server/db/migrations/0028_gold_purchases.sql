-- Old gold, second half: what the counter bought (the buy register), the store credit ledger a
-- settlement may credit once per (reason, reference), and the exact rate of an online offer, which
-- the counter holds (docs/old-gold.md).
CREATE TABLE "gold_purchases" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"created_by_name" text NOT NULL,
	"estimate_id" text,
	"metal" text NOT NULL,
	"fineness" numeric(5, 1) NOT NULL,
	"milligrams" integer NOT NULL,
	"description" text NOT NULL,
	"buy_rate_per_gram_cents" integer NOT NULL,
	"rate_basis" text NOT NULL,
	"offer_cents" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"seller_name" text NOT NULL,
	"seller_user_id" text,
	"seller_email" text,
	"id_type" text NOT NULL,
	"id_number" text NOT NULL,
	"settlement" text NOT NULL,
	"settlement_reference" text
);
--> statement-breakpoint
CREATE TABLE "store_credit_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"reason" text NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text
);
--> statement-breakpoint
ALTER TABLE "exchange_estimates" ADD COLUMN "sell_per_gram_millionths" bigint;--> statement-breakpoint
ALTER TABLE "exchange_estimates" ADD COLUMN "spread_basis_points" integer;--> statement-breakpoint
ALTER TABLE "gold_purchases" ADD CONSTRAINT "gold_purchases_seller_user_id_users_id_fk" FOREIGN KEY ("seller_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gold_purchases_created_idx" ON "gold_purchases" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "store_credit_entries_reason_reference_idx" ON "store_credit_entries" USING btree ("reason","reference");--> statement-breakpoint
CREATE INDEX "store_credit_entries_user_idx" ON "store_credit_entries" USING btree ("user_id","created_at");