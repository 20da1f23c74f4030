CREATE TABLE "admin_alerts" (
	"kind" text NOT NULL,
	"metal" text NOT NULL,
	"held_since" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	"sending_until" timestamp with time zone,
	CONSTRAINT "admin_alerts_kind_metal_pk" PRIMARY KEY("kind","metal")
);
