CREATE TABLE "order_status_events" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text,
	"actor_name" text NOT NULL,
	"shipment" jsonb
);
--> statement-breakpoint
ALTER TABLE "order_status_events" ADD CONSTRAINT "order_status_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_status_events_order_status_idx" ON "order_status_events" USING btree ("order_id","status");--> statement-breakpoint
-- Orders confirmed or cancelled before the trail was kept keep their status, with a step at their last change.
INSERT INTO "order_status_events" ("id", "order_id", "status", "at", "actor_id", "actor_name")
SELECT 'step_' || "id" || '_' || "status", "id", "status", "updated_at", NULL, 'Staff'
FROM "orders" WHERE "status" IN ('confirmed', 'cancelled');
