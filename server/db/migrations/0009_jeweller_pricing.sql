ALTER TABLE "products" ALTER COLUMN "metal" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fineness" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gross_weight_grams" numeric(10, 3);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "wastage_basis_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "making" jsonb DEFAULT '{"kind":"none"}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stones" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fee_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A jeweller's price, the rule of domain/pricing/piece-price.ts in SQL: metal value
-- (net weight x rate per gram of pure metal x fineness / 1000), wastage and a percent making charge
-- as shares of it, or making per gram or fixed, stones per carat or fixed, and a fee. Each line is
-- rounded half-up to the cent on its own, in exact integer arithmetic (div truncates; 2n + d over
-- 2d is n/d half-up), and the price is their sum. server/db/piece-price-sql.test.ts compares
-- this function with pricePiece on random pieces.
CREATE FUNCTION "piece_price_cents"(
  weight_grams numeric, rate_cents bigint, fineness integer, wastage_basis_points integer,
  making jsonb, stones jsonb, fee_cents bigint
) RETURNS bigint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (
    div(2 * metal + 1000000, 2000000)
    + div(2 * metal * wastage_basis_points + 10000000000, 20000000000)
    + CASE making->>'kind'
        WHEN 'percent' THEN div(2 * metal * (making->>'basisPoints')::numeric + 10000000000, 20000000000)
        WHEN 'per-gram' THEN div(2 * weight_grams * 1000 * (making->>'centsPerGram')::numeric + 1000, 2000)
        WHEN 'fixed' THEN (making->>'cents')::numeric
        ELSE 0
      END
    + coalesce((
        SELECT sum(CASE
          WHEN stone->'price' ? 'fixedCents' THEN (stone->'price'->>'fixedCents')::numeric
          ELSE div(
            2 * (stone->>'caratHundredths')::numeric * (stone->>'count')::numeric
              * (stone->'price'->>'perCaratCents')::numeric + 100,
            200)
        END)
        FROM jsonb_array_elements(stones) AS stone
      ), 0)
    + fee_cents
  )::bigint
  -- metal value in millionths of a cent: mg x cents a gram x parts per thousand, exact
  FROM (SELECT weight_grams * 1000 * rate_cents * fineness AS metal) AS exact
$$;--> statement-breakpoint
-- The rate per gram of a product's metal (0 for a piece without metal).
CREATE FUNCTION "product_rate_cents"(metal_name text) RETURNS bigint
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN metal_name IS NULL THEN 0 ELSE metal_rate_cents(metal_name) END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "products_set_price_cents"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.price_cents := piece_price_cents(
    NEW.weight_grams, product_rate_cents(NEW.metal), NEW.fineness, NEW.wastage_basis_points,
    NEW.making, NEW.stones, NEW.fee_cents);
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER "products_price_cents" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_price_cents"
BEFORE INSERT OR UPDATE OF weight_grams, metal, fineness, wastage_basis_points, making, stones, fee_cents
ON "products" FOR EACH ROW EXECUTE FUNCTION products_set_price_cents();--> statement-breakpoint
-- Reprices one metal's products at its current rate, looked up once.
CREATE FUNCTION "reprice_metal_products"(metal_name text) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  rate bigint := product_rate_cents(metal_name);
BEGIN
  UPDATE products
  SET price_cents = piece_price_cents(weight_grams, rate, fineness, wastage_basis_points, making, stones, fee_cents)
  WHERE metal = metal_name;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "metal_prices_reprice_products"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM reprice_metal_products(OLD.metal);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.metal IS DISTINCT FROM OLD.metal) THEN
    PERFORM reprice_metal_products(NEW.metal);
  END IF;
  RETURN NULL;
END
$$;
