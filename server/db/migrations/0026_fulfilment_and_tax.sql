ALTER TABLE "orders" ALTER COLUMN "ship_street" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "ship_city" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "ship_state" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "ship_zip" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tax_class" text DEFAULT 'jewellery' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "taken_from" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilment" text DEFAULT 'ship' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_branch" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_quotes" ADD COLUMN "tax_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_quotes" ADD COLUMN "fulfilment" jsonb;--> statement-breakpoint
ALTER TABLE "checkout_quotes" ADD COLUMN "pickup_contact" jsonb;--> statement-breakpoint
CREATE INDEX "orders_pickup_idx" ON "orders" USING btree ("pickup_branch","status") WHERE "orders"."fulfilment" = 'pickup';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fulfilment_complete" CHECK (("orders"."fulfilment" = 'ship' and "orders"."ship_street" is not null and "orders"."ship_city" is not null and "orders"."ship_state" is not null and "orders"."ship_zip" is not null) or ("orders"."fulfilment" = 'pickup' and "orders"."pickup_branch" is not null and "orders"."pickup_code" is not null));--> statement-breakpoint
-- Coins and bars are bullion: exempt where a state exempts them (TAX_MODE=table).
UPDATE "products" SET "tax_class" = 'bullion' WHERE "category" = 'Coins';--> statement-breakpoint
-- Orders and open quotes taxed before tax lines were kept: the flat 8% they were charged.
UPDATE "orders" SET "tax_lines" = jsonb_build_array(jsonb_build_object(
  'jurisdiction', 'Sales tax', 'rateBasisPoints', 800, 'taxableCents', "subtotal_cents", 'amountCents', "tax_cents"));--> statement-breakpoint
UPDATE "checkout_quotes" SET "tax_lines" = jsonb_build_array(jsonb_build_object(
  'jurisdiction', 'Sales tax', 'rateBasisPoints', 800, 'taxableCents', "subtotal_cents", 'amountCents', "tax_cents"));
