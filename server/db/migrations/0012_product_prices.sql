-- The price kept for sorting and filtering moves from products to a narrow table of its own
-- (server/modules/catalog/catalog.tables.ts productPrices): a rate change rewrites only those rows,
-- with arithmetic, and never locks a product row that a checkout is taking stock from.
DROP TRIGGER "products_price_cents" ON "products";--> statement-breakpoint
DROP FUNCTION "products_set_price_cents"();--> statement-breakpoint
CREATE TABLE "product_prices" (
	"product_id" text PRIMARY KEY NOT NULL,
	"metal" text,
	"created_at" timestamp with time zone NOT NULL,
	"metal_factor" bigint NOT NULL,
	"wastage_basis_points" integer NOT NULL,
	"making_basis_points" integer NOT NULL,
	"fixed_cents" bigint NOT NULL,
	"price_cents" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_price_desc_idx";--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "price_cents";--> statement-breakpoint
-- The rule of domain/pricing/piece-price.ts, split into what the rate multiplies and what it does
-- not; piece_price_cents (migration 0009's signature) is now their composition, so the one rule has
-- one SQL text. Each line is rounded half-up on its own in exact integer arithmetic (div truncates;
-- 2n + d over 2d is n/d half-up).
CREATE FUNCTION "piece_making_basis_points"(making jsonb) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN making->>'kind' = 'percent' THEN (making->>'basisPoints')::integer ELSE 0 END
$$;--> statement-breakpoint
CREATE FUNCTION "piece_fixed_cents"(weight_grams numeric, making jsonb, stones jsonb, fee_cents bigint) RETURNS bigint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (
    CASE making->>'kind'
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
$$;--> statement-breakpoint
-- metal_factor x rate is the metal value in millionths of a cent (mg x cents a gram x per mille).
CREATE FUNCTION "priced_cents"(
  metal_factor bigint, rate_cents bigint, wastage_basis_points integer, making_basis_points integer,
  fixed_cents bigint
) RETURNS bigint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (
    div(2 * metal_factor::numeric * rate_cents + 1000000, 2000000)
    + div(2 * metal_factor::numeric * rate_cents * wastage_basis_points + 10000000000, 20000000000)
    + div(2 * metal_factor::numeric * rate_cents * making_basis_points + 10000000000, 20000000000)
    + fixed_cents
  )::bigint
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "piece_price_cents"(
  weight_grams numeric, rate_cents bigint, fineness integer, wastage_basis_points integer,
  making jsonb, stones jsonb, fee_cents bigint
) RETURNS bigint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT priced_cents(
    (weight_grams * 1000)::bigint * fineness, rate_cents, wastage_basis_points,
    piece_making_basis_points(making), piece_fixed_cents(weight_grams, making, stones, fee_cents))
$$;--> statement-breakpoint
CREATE FUNCTION "product_prices_keep"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  factor bigint := (NEW.weight_grams * 1000)::bigint * NEW.fineness;
  making_bp integer := piece_making_basis_points(NEW.making);
  fixed bigint := piece_fixed_cents(NEW.weight_grams, NEW.making, NEW.stones, NEW.fee_cents);
BEGIN
  INSERT INTO product_prices AS kept (
    product_id, metal, created_at, metal_factor, wastage_basis_points, making_basis_points, fixed_cents, price_cents)
  VALUES (
    NEW.id, NEW.metal, NEW.created_at, factor, NEW.wastage_basis_points, making_bp, fixed,
    priced_cents(factor, product_rate_cents(NEW.metal), NEW.wastage_basis_points, making_bp, fixed))
  ON CONFLICT (product_id) DO UPDATE SET
    metal = excluded.metal, created_at = excluded.created_at, metal_factor = excluded.metal_factor,
    wastage_basis_points = excluded.wastage_basis_points, making_basis_points = excluded.making_basis_points,
    fixed_cents = excluded.fixed_cents, price_cents = excluded.price_cents;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_prices_keep"
AFTER INSERT OR UPDATE OF metal, weight_grams, fineness, wastage_basis_points, making, stones, fee_cents, created_at
ON "products" FOR EACH ROW EXECUTE FUNCTION product_prices_keep();--> statement-breakpoint
-- A rate change rewrites the prices of that metal's pieces, and only those that move.
CREATE OR REPLACE FUNCTION "reprice_metal_products"(metal_name text) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  rate bigint := product_rate_cents(metal_name);
BEGIN
  UPDATE product_prices
  SET price_cents = priced_cents(metal_factor, rate, wastage_basis_points, making_basis_points, fixed_cents)
  WHERE metal = metal_name
    AND price_cents <> priced_cents(metal_factor, rate, wastage_basis_points, making_basis_points, fixed_cents);
END
$$;--> statement-breakpoint
INSERT INTO product_prices (
  product_id, metal, created_at, metal_factor, wastage_basis_points, making_basis_points, fixed_cents, price_cents)
SELECT id, metal, created_at, factor, wastage_basis_points, making_bp, fixed,
  priced_cents(factor, product_rate_cents(metal), wastage_basis_points, making_bp, fixed)
FROM (
  SELECT id, metal, created_at, wastage_basis_points,
    (weight_grams * 1000)::bigint * fineness AS factor,
    piece_making_basis_points(making) AS making_bp,
    piece_fixed_cents(weight_grams, making, stones, fee_cents) AS fixed
  FROM products
) AS pieces;
