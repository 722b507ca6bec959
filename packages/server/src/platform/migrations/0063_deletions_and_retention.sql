CREATE TABLE "deletion_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"requested_by" integer NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"done_at" timestamp with time zone,
	"done_by" integer,
	CONSTRAINT "deletion_requests_status" CHECK ("deletion_requests"."status" in ('requested', 'done')),
	CONSTRAINT "deletion_requests_done" CHECK (("deletion_requests"."status" = 'done') = ("deletion_requests"."done_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "privacy_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"leased_until" timestamp with time zone DEFAULT '-infinity' NOT NULL,
	"next_run_at" timestamp with time zone DEFAULT '-infinity' NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_removed" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD CONSTRAINT "deletion_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD CONSTRAINT "deletion_requests_requested_by_members_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD CONSTRAINT "deletion_requests_done_by_members_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deletion_requests_member_key" ON "deletion_requests" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "deletion_requests_status_idx" ON "deletion_requests" USING btree ("status","requested_at");--> statement-breakpoint
-- The audit trail stays append-only (docs/decisions/160) with two doors, each opened only for its own transaction by a
-- setting (set_config(..., true)) and each narrow (docs/decisions/325): the retention job removes rows older than the
-- retention table's 7 years (never a younger one, whatever the setting), and a de-identification rewrites the reason,
-- the actor's name and the before/after of rows about the person (never who, when, which action or which record).
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('portal.audit_retention', true) = 'on' THEN
    IF OLD.at < now() - interval '7 years' THEN
      RETURN OLD;
    END IF;
  END IF;
  IF TG_OP = 'UPDATE' AND current_setting('portal.audit_redact', true) = 'on' THEN
    IF NEW.id = OLD.id AND NEW.at = OLD.at AND NEW.actor_member_id IS NOT DISTINCT FROM OLD.actor_member_id
       AND NEW.action = OLD.action AND NEW.entity = OLD.entity AND NEW.entity_id = OLD.entity_id THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END $$;
