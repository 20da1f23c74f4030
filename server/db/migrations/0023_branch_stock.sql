ALTER TABLE "products" ADD COLUMN "stock_louisiana" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock_houston" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "products" SET "stock_louisiana" = "stock";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_branch_stock_not_negative" CHECK ("products"."stock_louisiana" >= 0 and "products"."stock_houston" >= 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_stock_is_branch_sum" CHECK ("products"."stock" = "products"."stock_louisiana" + "products"."stock_houston");
--> statement-breakpoint
-- The branches' counts win; a write of the total alone (an order, a restock, a single-count edit)
-- changes the main store's count, and Houston's only when the main store has too few.
CREATE FUNCTION "products_keep_branch_stock"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.stock_louisiana = 0 AND NEW.stock_houston = 0 THEN
      NEW.stock_louisiana := NEW.stock;
    END IF;
  ELSIF NEW.stock IS DISTINCT FROM OLD.stock
    AND NEW.stock_louisiana = OLD.stock_louisiana AND NEW.stock_houston = OLD.stock_houston THEN
    NEW.stock_houston := LEAST(OLD.stock_houston, NEW.stock);
    NEW.stock_louisiana := NEW.stock - NEW.stock_houston;
  END IF;
  NEW.stock := NEW.stock_louisiana + NEW.stock_houston;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_branch_stock" BEFORE INSERT OR UPDATE ON "products"
  FOR EACH ROW EXECUTE FUNCTION "products_keep_branch_stock"();
