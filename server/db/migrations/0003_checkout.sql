CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "checkout_quotes" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"lines" jsonb NOT NULL,
	"item_count" integer NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"shipping" jsonb,
	"payment_gateway" text NOT NULL,
	"payment_intent_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offline_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Availability becomes stock > 0: a piece that was available gets a few in stock, until an admin counts.
UPDATE "products" SET "stock" = CASE WHEN "is_available" THEN 5 ELSE 0 END;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "image" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "number" text NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quote_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ship_name" text NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ship_phone" text NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ship_street" text NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ship_city" text NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ship_state" text NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ship_zip" text NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "item_count" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_gateway" text NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "card_last4" text;--> statement-breakpoint
CREATE INDEX "checkout_quotes_user_idx" ON "checkout_quotes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_quotes_intent_idx" ON "checkout_quotes" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offline_payments_idempotency_idx" ON "offline_payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_idx" ON "orders" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_quote_idx" ON "orders" USING btree ("quote_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_stock_not_negative" CHECK ("products"."stock" >= 0);