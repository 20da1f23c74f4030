-- A diamond is a stone, priced by the carat: no piece is priced by the gram of diamond any more.
-- A piece that was keeps its price to the cent: it loses the per-gram metal (metal NULL, as a piece
-- of stones alone), and what that rate made of it (the metal value, its wastage and a making charge
-- quoted as a share of it) becomes part of its fee, a fixed amount, taken from the price kept for it
-- now. Per-gram and fixed making charges, stones and the fee it had stay as they were; the admin
-- then gives the piece its setting metal and its stones (docs/spec-deviations.md).
UPDATE "products" AS piece
SET
  "fee_cents" = moved.fee_cents,
  "making" = moved.making,
  "metal" = NULL,
  "fineness" = 1000,
  "wastage_basis_points" = 0,
  "updated_at" = now()
FROM (
  SELECT old.id, unpriced.making,
    kept.price_cents - piece_fixed_cents(old.weight_grams, unpriced.making, old.stones, 0) AS fee_cents
  FROM "products" AS old
  JOIN "product_prices" AS kept ON kept.product_id = old.id,
  LATERAL (
    SELECT CASE WHEN old.making->>'kind' = 'percent' THEN '{"kind":"none"}'::jsonb ELSE old.making END
  ) AS unpriced(making)
  WHERE old.metal = 'Diamond'
) AS moved
WHERE piece.id = moved.id;
