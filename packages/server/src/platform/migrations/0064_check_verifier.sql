CREATE TABLE "check_sandbox_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"state" text NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_on" date,
	"note" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"webhook_sent_at" timestamp with time zone,
	"webhook_answer" integer,
	CONSTRAINT "check_sandbox_submissions_state" CHECK ("check_sandbox_submissions"."state" in ('NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT')),
	CONSTRAINT "check_sandbox_submissions_kind" CHECK ("check_sandbox_submissions"."kind" in ('volunteer', 'paid')),
	CONSTRAINT "check_sandbox_submissions_status" CHECK ("check_sandbox_submissions"."status" in ('pending', 'verified', 'expired', 'barred', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "check_verifier_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_webhook_deliveries" (
	"delivery_id" text PRIMARY KEY NOT NULL,
	"provider_ref" text,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "check_sandbox_submissions_reference_key" ON "check_sandbox_submissions" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "check_webhook_deliveries_received_idx" ON "check_webhook_deliveries" USING btree ("received_at");