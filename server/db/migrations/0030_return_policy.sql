-- Each piece's own return window: days after it is delivered or collected, or none (a final sale).
-- Coins and bars are never returnable; every other piece keeps the 30 days the shop promised so far.
-- Order lines keep the window as the product said when bought: lines already sold keep the 30 days
-- every piece was sold with then (domain/returns/return-policy.ts).
ALTER TABLE "products" ADD COLUMN "return_days" integer DEFAULT 30;--> statement-breakpoint
UPDATE "products" SET "return_days" = NULL WHERE "tax_class" = 'bullion';--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_return_days_range" CHECK ("products"."return_days" is null or "products"."return_days" between 1 and 365);--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "return_days" integer;--> statement-breakpoint
UPDATE "order_items" SET "return_days" = 30;
