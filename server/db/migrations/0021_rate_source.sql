-- Who set each stored rate: the feed's own writes ('Rate feed') and approved held moves ('<admin> (feed)') are 'feed'; admins' edits and seeded rates 'manual'.
ALTER TABLE "metal_prices" ADD COLUMN "source" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
UPDATE "metal_prices" SET "source" = 'feed' WHERE "updated_by" = 'Rate feed' OR "updated_by" LIKE '% (feed)';--> statement-breakpoint
ALTER TABLE "metal_prices" ADD CONSTRAINT "metal_prices_source_known" CHECK ("metal_prices"."source" in ('manual', 'feed'));--> statement-breakpoint
-- Breakups frozen before sources were kept read as of no known source and time.
UPDATE "order_items" SET "breakup" = "breakup" || '{"rateSource":null,"rateSetAt":null}'::jsonb
  WHERE jsonb_typeof("breakup") = 'object' AND NOT "breakup" ? 'rateSource';--> statement-breakpoint
UPDATE "checkout_quotes" SET "lines" = (
  SELECT jsonb_agg(
    CASE WHEN jsonb_typeof(line -> 'breakup') = 'object' AND NOT (line -> 'breakup') ? 'rateSource'
      THEN jsonb_set(line, '{breakup}', (line -> 'breakup') || '{"rateSource":null,"rateSetAt":null}'::jsonb)
      ELSE line END
    ORDER BY position)
  FROM jsonb_array_elements("lines") WITH ORDINALITY AS kept(line, position))
  WHERE jsonb_typeof("lines") = 'array' AND jsonb_array_length("lines") > 0;
