ALTER TABLE "products" ALTER COLUMN "price_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "unit_price_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "line_total_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "subtotal_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "tax_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "billing_records" ALTER COLUMN "total_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "checkout_quotes" ALTER COLUMN "subtotal_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "checkout_quotes" ALTER COLUMN "tax_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "checkout_quotes" ALTER COLUMN "total_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "offline_payments" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "offline_payments" ALTER COLUMN "refunded_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_status" text DEFAULT 'paid' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dispute_status" text;--> statement-breakpoint
ALTER TABLE "checkout_quotes" ADD COLUMN "payment_released_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "checkout_quotes_open_expiry_idx" ON "checkout_quotes" USING btree ("expires_at") WHERE "checkout_quotes"."status" = 'open';--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_weight_at_most_max" CHECK ("products"."weight_grams" <= 10000);--> statement-breakpoint
ALTER TABLE "metal_prices" ADD CONSTRAINT "metal_prices_rate_at_most_max" CHECK ("metal_prices"."price_per_gram" <= 100000);--> statement-breakpoint
-- A piece can cost up to 1e11 cents (domain/money-limits.ts): the triggers of migration 0002 now
-- compute and store 64-bit prices. metal_rate_cents changes its return type, so it is made anew
-- (the trigger functions call it by name: nothing depends on it in the catalog).
DROP FUNCTION "metal_rate_cents"(text);--> statement-breakpoint
CREATE FUNCTION "metal_rate_cents"(metal_name text) RETURNS bigint
LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT round(price_per_gram * 100)::bigint FROM metal_prices WHERE metal = metal_name),
    CASE metal_name WHEN 'Gold' THEN 6850 WHEN 'Silver' THEN 95 WHEN 'Platinum' THEN 3210 WHEN 'Diamond' THEN 15000 END
  )
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "products_set_price_cents"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.price_cents := round(NEW.weight_grams * metal_rate_cents(NEW.metal))::bigint;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "metal_prices_reprice_products"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE products SET price_cents = round(weight_grams * metal_rate_cents(metal))::bigint WHERE metal = OLD.metal;
  END IF;
  IF TG_OP = 'INSERT' THEN
    UPDATE products SET price_cents = round(weight_grams * metal_rate_cents(metal))::bigint WHERE metal = NEW.metal;
  ELSIF TG_OP = 'UPDATE' THEN
    IF NEW.metal IS DISTINCT FROM OLD.metal THEN
      UPDATE products SET price_cents = round(weight_grams * metal_rate_cents(metal))::bigint WHERE metal = NEW.metal;
    END IF;
  END IF;
  RETURN NULL;
END
$$;
