-- Migration 0012 declared the kept prices' one index in the schema (and its snapshot) but its SQL never
-- made it: every price sort and price filter read the whole of product_prices and sorted it (67 ms a
-- page at 10,000 products on a loaded machine, against under 1 ms through the index).
CREATE INDEX IF NOT EXISTS "product_prices_price_idx" ON "product_prices" USING btree ("price_cents","created_at","product_id");
