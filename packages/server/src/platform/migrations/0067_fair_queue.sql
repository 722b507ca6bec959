CREATE TABLE "queue_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"registrations_open_at" timestamp with time zone,
	"last_admitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "queue_settings_one_row" CHECK ("queue_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "queue_visitors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"destination" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"admitted_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "queue_visitors_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "queue_visitors_destination_path" CHECK ("queue_visitors"."destination" like '/%')
);
--> statement-breakpoint
CREATE INDEX "queue_visitors_waiting_idx" ON "queue_visitors" USING btree ("id") WHERE "queue_visitors"."admitted_at" is null;--> statement-breakpoint
CREATE INDEX "queue_visitors_inside_idx" ON "queue_visitors" USING btree ("expires_at") WHERE "queue_visitors"."admitted_at" is not null;