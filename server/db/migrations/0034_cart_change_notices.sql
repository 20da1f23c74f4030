-- Every write to a cart tells the shop's instances whose carts changed, in the write's own
-- transaction (a NOTIFY is delivered at commit, or never if the write rolls back): an instance that
-- keeps carts in memory drops those owners' (decision 0019), whichever code or job made the write,
-- a product's deletion cascading to its lines included. The channel and the subject's bound mirror
-- server/providers/change-bus; more owners than a notice may name, or a TRUNCATE, mean every cart.
CREATE FUNCTION "cart_items_announce"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  owners text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT string_agg(DISTINCT owner_id, ',') INTO owners FROM new_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT string_agg(DISTINCT owner_id, ',') INTO owners
    FROM (SELECT owner_id FROM new_rows UNION SELECT owner_id FROM old_rows) AS changed;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT string_agg(DISTINCT owner_id, ',') INTO owners FROM old_rows;
  END IF;
  IF owners IS NULL AND TG_OP <> 'TRUNCATE' THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('shop_changes', CASE
    WHEN owners IS NULL OR length(owners) > 4000 THEN '{"change":"carts"}'
    ELSE json_build_object('change', 'carts', 'subject', owners)::text
  END);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "cart_items_announce_insert" AFTER INSERT ON "cart_items"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cart_items_announce();--> statement-breakpoint
CREATE TRIGGER "cart_items_announce_update" AFTER UPDATE ON "cart_items"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cart_items_announce();--> statement-breakpoint
CREATE TRIGGER "cart_items_announce_delete" AFTER DELETE ON "cart_items"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION cart_items_announce();--> statement-breakpoint
CREATE TRIGGER "cart_items_announce_truncate" AFTER TRUNCATE ON "cart_items"
FOR EACH STATEMENT EXECUTE FUNCTION cart_items_announce();
