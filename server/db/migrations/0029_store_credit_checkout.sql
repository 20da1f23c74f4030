-- Store credit spent at checkout: the quote keeps what it spends (its payment is for the rest, or
-- there is none when the credit covers all), and so does the order it makes (docs/old-gold.md).
ALTER TABLE "checkout_quotes" ADD COLUMN "credit_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_quotes" ADD CONSTRAINT "checkout_quotes_credit_within_total" CHECK ("checkout_quotes"."credit_cents" between 0 and "checkout_quotes"."total_cents");--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "credit_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_credit_within_total" CHECK ("orders"."credit_cents" between 0 and "orders"."total_cents");
