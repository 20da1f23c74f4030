-- Trigram matching for substring search (a trusted extension: the database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "products_name_category_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops,"category" gin_trgm_ops);
