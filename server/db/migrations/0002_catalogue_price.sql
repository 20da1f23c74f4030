ALTER TABLE "products" ADD COLUMN "price_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price_cents","created_at","id");--> statement-breakpoint
CREATE INDEX "products_price_desc_idx" ON "products" USING btree ("price_cents" DESC NULLS FIRST,"created_at","id");--> statement-breakpoint
-- Per-gram rate in cents of a metal: the stored price, else the documented fallback.
-- The fallbacks mirror FALLBACK_RATE_CENTS in domain/pricing/rates.ts (a test compares them).
CREATE FUNCTION "metal_rate_cents"(metal_name text) RETURNS integer
LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT (price_per_gram * 100)::integer FROM metal_prices WHERE metal = metal_name),
    CASE metal_name WHEN 'Gold' THEN 6850 WHEN 'Silver' THEN 95 WHEN 'Platinum' THEN 3210 WHEN 'Diamond' THEN 15000 END
  )
$$;--> statement-breakpoint
-- round(numeric) is half away from zero: half-up for prices, as domain estimatePriceCents.
CREATE FUNCTION "products_set_price_cents"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.price_cents := round(NEW.weight_grams * metal_rate_cents(NEW.metal))::integer;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_price_cents" BEFORE INSERT OR UPDATE OF weight_grams, metal ON "products"
FOR EACH ROW EXECUTE FUNCTION products_set_price_cents();--> statement-breakpoint
-- A rate change reprices that metal's products in the same transaction.
CREATE FUNCTION "metal_prices_reprice_products"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE products SET price_cents = round(weight_grams * metal_rate_cents(metal))::integer WHERE metal = OLD.metal;
  END IF;
  IF TG_OP = 'INSERT' THEN
    UPDATE products SET price_cents = round(weight_grams * metal_rate_cents(metal))::integer WHERE metal = NEW.metal;
  ELSIF TG_OP = 'UPDATE' THEN
    IF NEW.metal IS DISTINCT FROM OLD.metal THEN
      UPDATE products SET price_cents = round(weight_grams * metal_rate_cents(metal))::integer WHERE metal = NEW.metal;
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "metal_prices_reprice" AFTER INSERT OR UPDATE OR DELETE ON "metal_prices"
FOR EACH ROW EXECUTE FUNCTION metal_prices_reprice_products();--> statement-breakpoint
UPDATE "products" SET price_cents = round(weight_grams * metal_rate_cents(metal))::integer;
