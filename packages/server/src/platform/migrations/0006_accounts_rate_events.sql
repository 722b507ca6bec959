CREATE TABLE "rate_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text DEFAULT '' NOT NULL,
	"address" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reference_data" (
	"name" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_events_kind_address_at_idx" ON "rate_events" USING btree ("kind","address","at");--> statement-breakpoint
CREATE INDEX "rate_events_kind_key_at_idx" ON "rate_events" USING btree ("kind","key","at");--> statement-breakpoint
CREATE UNIQUE INDEX "members_username_lower_key" ON "members" USING btree (lower("username"));--> statement-breakpoint
-- Recovery requests used to be counted in login_failures under prefixed keys; they now live in rate_events.
DELETE FROM "login_failures" WHERE "username" LIKE 'username-email:%' OR "username" LIKE 'password-email:%';
