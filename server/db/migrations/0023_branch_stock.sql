ALTER TABLE "products" ADD COLUMN "stock_louisiana" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock_houston" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "products" SET "stock_louisiana" = "stock";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_branch_stock_not_negative" CHECK ("products"."stock_louisiana" >= 0 and "products"."stock_houston" >= 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_stock_is_branch_sum" CHECK ("products"."stock" = "products"."stock_louisiana" + "products"."stock_houston");
