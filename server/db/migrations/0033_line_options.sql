DROP INDEX "cart_items_owner_product_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sizing" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "engraving" jsonb;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "size" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "engraving" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "options" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_owner_line_idx" ON "cart_items" USING btree ("owner_id","product_id","size","engraving");