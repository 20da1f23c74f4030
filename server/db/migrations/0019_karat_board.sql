-- Rates to a hundredth of a cent per gram (for silver one cent is 0.4% of the rate); prices stay
-- whole cents. The limit check of migration 0008 keeps applying to the wider column.
ALTER TABLE "metal_prices" ALTER COLUMN "price_per_gram" SET DATA TYPE numeric(12, 4);--> statement-breakpoint
ALTER TABLE "metal_price_changes" ALTER COLUMN "from_price" SET DATA TYPE numeric(12, 4);--> statement-breakpoint
ALTER TABLE "metal_price_changes" ALTER COLUMN "to_price" SET DATA TYPE numeric(12, 4);--> statement-breakpoint
-- A fineness per mille with one decimal (999.9, four nines); 750 stays 750. The trigger that names
-- the column is made again below, as migration 0012 made it.
DROP TRIGGER "product_prices_keep" ON "products";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "fineness" SET DATA TYPE numeric(5, 1);--> statement-breakpoint
-- The shop's own karat board: a purity's rate per gram, set by an admin, instead of fineness x pure.
CREATE TABLE "purity_rates" (
	"metal" text NOT NULL,
	"fineness" numeric(5, 1) NOT NULL,
	"price_per_gram" numeric(12, 4) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "purity_rates_metal_fineness_pk" PRIMARY KEY("metal","fineness"),
	CONSTRAINT "purity_rates_rate_range" CHECK ("purity_rates"."price_per_gram" > 0 and "purity_rates"."price_per_gram" <= 100000)
);
--> statement-breakpoint
CREATE TABLE "purity_rate_changes" (
	"id" text PRIMARY KEY NOT NULL,
	"metal" text NOT NULL,
	"fineness" numeric(5, 1) NOT NULL,
	"from_price" numeric(12, 4),
	"to_price" numeric(12, 4),
	"changed_by" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "purity_rate_changes_metal_idx" ON "purity_rate_changes" USING btree ("metal","fineness","changed_at");--> statement-breakpoint
-- The kept prices now hold the net weight and the fineness apart: a board rate prices the alloy
-- per gram, not the pure metal, so the rate of each row depends on its fineness.
ALTER TABLE "product_prices" RENAME COLUMN "metal_factor" TO "net_mg";--> statement-breakpoint
ALTER TABLE "product_prices" ADD COLUMN "fineness" numeric(5, 1) DEFAULT 1000 NOT NULL;--> statement-breakpoint
UPDATE "product_prices" AS kept
SET "net_mg" = (p.weight_grams * 1000)::bigint, "fineness" = p.fineness
FROM "products" AS p WHERE p.id = kept.product_id;--> statement-breakpoint
ALTER TABLE "product_prices" ALTER COLUMN "fineness" DROP DEFAULT;--> statement-breakpoint
DROP FUNCTION "piece_price_cents"(numeric, bigint, integer, integer, jsonb, jsonb, bigint);--> statement-breakpoint
DROP FUNCTION "priced_cents"(bigint, bigint, integer, integer, bigint);--> statement-breakpoint
DROP FUNCTION "product_rate_cents"(text);--> statement-breakpoint
DROP FUNCTION "metal_rate_cents"(text);--> statement-breakpoint
-- pieceRate of domain/rates/rate-table.ts: the rate per gram of one purity of a metal, in
-- millionths of a cent, exact: the board rate if the shop set one, or else the metal's rate (or
-- its standby rate) x fineness / 1000. 0 for a piece without metal.
CREATE FUNCTION "piece_rate_millionths"(metal_name text, piece_fineness numeric) RETURNS bigint
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN metal_name IS NULL THEN 0 ELSE coalesce(
    (SELECT price_per_gram * 100000000 FROM purity_rates WHERE metal = metal_name AND fineness = piece_fineness),
    (SELECT price_per_gram * 100000 * piece_fineness FROM metal_prices WHERE metal = metal_name),
    CASE metal_name WHEN 'Gold' THEN 6850 WHEN 'Silver' THEN 95 WHEN 'Platinum' THEN 3210 WHEN 'Diamond' THEN 15000 END
      * 1000 * piece_fineness
  )::bigint END
$$;--> statement-breakpoint
-- pricePiece's lines that the rate multiplies: net mg x millionths of a cent a gram is the metal
-- value in billionths of a cent; each line rounded half-up on its own (2n + d over 2d).
CREATE FUNCTION "priced_cents"(
  net_mg bigint, rate_millionths bigint, wastage_basis_points integer, making_basis_points integer,
  fixed_cents bigint
) RETURNS bigint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (
    div(2 * net_mg::numeric * rate_millionths + 1000000000, 2000000000)
    + div(2 * net_mg::numeric * rate_millionths * wastage_basis_points + 10000000000000, 20000000000000)
    + div(2 * net_mg::numeric * rate_millionths * making_basis_points + 10000000000000, 20000000000000)
    + fixed_cents
  )::bigint
$$;--> statement-breakpoint
CREATE FUNCTION "piece_price_cents"(
  weight_grams numeric, rate_millionths bigint, wastage_basis_points integer,
  making jsonb, stones jsonb, fee_cents bigint
) RETURNS bigint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT priced_cents(
    (weight_grams * 1000)::bigint, rate_millionths, wastage_basis_points,
    piece_making_basis_points(making), piece_fixed_cents(weight_grams, making, stones, fee_cents))
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_prices_keep"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  mg bigint := (NEW.weight_grams * 1000)::bigint;
  making_bp integer := piece_making_basis_points(NEW.making);
  fixed bigint := piece_fixed_cents(NEW.weight_grams, NEW.making, NEW.stones, NEW.fee_cents);
BEGIN
  INSERT INTO product_prices AS kept (
    product_id, metal, fineness, created_at, net_mg, wastage_basis_points, making_basis_points, fixed_cents,
    price_cents)
  VALUES (
    NEW.id, NEW.metal, NEW.fineness, NEW.created_at, mg, NEW.wastage_basis_points, making_bp, fixed,
    priced_cents(mg, piece_rate_millionths(NEW.metal, NEW.fineness), NEW.wastage_basis_points, making_bp, fixed))
  ON CONFLICT (product_id) DO UPDATE SET
    metal = excluded.metal, fineness = excluded.fineness, created_at = excluded.created_at,
    net_mg = excluded.net_mg, wastage_basis_points = excluded.wastage_basis_points,
    making_basis_points = excluded.making_basis_points, fixed_cents = excluded.fixed_cents,
    price_cents = excluded.price_cents;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_prices_keep"
AFTER INSERT OR UPDATE OF metal, weight_grams, fineness, wastage_basis_points, making, stones, fee_cents, created_at
ON "products" FOR EACH ROW EXECUTE FUNCTION product_prices_keep();--> statement-breakpoint
-- A metal's rate or one of its board rates changed: its pieces are repriced, the rate of each
-- fineness looked up once, and only the rows that move are written.
CREATE OR REPLACE FUNCTION "reprice_metal_products"(metal_name text) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  WITH rates AS (
    SELECT f.fineness, piece_rate_millionths(metal_name, f.fineness) AS rate
    FROM (SELECT DISTINCT fineness FROM product_prices WHERE metal = metal_name) AS f
  )
  UPDATE product_prices AS kept
  SET price_cents = priced_cents(kept.net_mg, rates.rate, kept.wastage_basis_points, kept.making_basis_points,
    kept.fixed_cents)
  FROM rates
  WHERE kept.metal = metal_name AND kept.fineness = rates.fineness
    AND kept.price_cents <> priced_cents(kept.net_mg, rates.rate, kept.wastage_basis_points,
      kept.making_basis_points, kept.fixed_cents);
END
$$;--> statement-breakpoint
CREATE FUNCTION "purity_rates_reprice_products"() RETURNS trigger
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
$$;--> statement-breakpoint
CREATE TRIGGER "purity_rates_reprice" AFTER INSERT OR UPDATE OR DELETE ON "purity_rates"
FOR EACH ROW EXECUTE FUNCTION purity_rates_reprice_products();--> statement-breakpoint
UPDATE "product_prices"
SET "price_cents" = priced_cents("net_mg", piece_rate_millionths("metal", "fineness"), "wastage_basis_points",
  "making_basis_points", "fixed_cents");
--> statement-breakpoint
-- The feed's held-back moves keep the rate's precision too.
ALTER TABLE "rate_feed_pending" RENAME COLUMN "from_cents" TO "from_hundredth_cents";--> statement-breakpoint
ALTER TABLE "rate_feed_pending" RENAME COLUMN "to_cents" TO "to_hundredth_cents";--> statement-breakpoint
ALTER TABLE "rate_feed_pending" RENAME COLUMN "spot_cents" TO "spot_hundredth_cents";--> statement-breakpoint
UPDATE "rate_feed_pending"
SET "from_hundredth_cents" = "from_hundredth_cents" * 100, "to_hundredth_cents" = "to_hundredth_cents" * 100,
  "spot_hundredth_cents" = "spot_hundredth_cents" * 100;
