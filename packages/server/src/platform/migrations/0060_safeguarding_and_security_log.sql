CREATE TABLE "safeguarding_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"pending_policy" text DEFAULT 'warn' NOT NULL,
	"verifier" text DEFAULT 'manual' NOT NULL,
	"reverify_every_days" integer DEFAULT 90 NOT NULL,
	"remind_days_before" integer DEFAULT 30 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "safeguarding_settings_one_row" CHECK ("safeguarding_settings"."id" = 1),
	CONSTRAINT "safeguarding_settings_policy" CHECK ("safeguarding_settings"."pending_policy" in ('warn', 'block')),
	CONSTRAINT "safeguarding_settings_verifier" CHECK ("safeguarding_settings"."verifier" in ('manual', 'oho')),
	CONSTRAINT "safeguarding_settings_days" CHECK ("safeguarding_settings"."reverify_every_days" between 1 and 3650 and "safeguarding_settings"."remind_days_before" between 0 and 365)
);
--> statement-breakpoint
CREATE TABLE "working_with_children_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"state" text NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"expires_on" date,
	"status" text DEFAULT 'pending' NOT NULL,
	"checked_at" timestamp with time zone,
	"checked_by" integer,
	"method" text,
	"provider_ref" text,
	"note" text DEFAULT '' NOT NULL,
	"reverify_at" timestamp with time zone,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "working_with_children_checks_state" CHECK ("working_with_children_checks"."state" in ('NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT')),
	CONSTRAINT "working_with_children_checks_kind" CHECK ("working_with_children_checks"."kind" in ('volunteer', 'paid')),
	CONSTRAINT "working_with_children_checks_status" CHECK ("working_with_children_checks"."status" in ('pending', 'verified', 'expired', 'barred', 'cancelled')),
	CONSTRAINT "working_with_children_checks_method" CHECK ("working_with_children_checks"."method" is null or "working_with_children_checks"."method" in ('manual', 'oho')),
	CONSTRAINT "working_with_children_checks_number" CHECK (length("working_with_children_checks"."number") between 1 and 40)
);
--> statement-breakpoint
CREATE TABLE "security_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"member_id" integer,
	"actor_member_id" integer,
	"username" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "security_events_kind" CHECK ("security_events"."kind" in ('sign-in', 'sign-in-failed', 'locked-out', 'second-factor-passed', 'second-factor-failed', 'second-factor-on', 'second-factor-off', 'second-factor-reset', 'recovery-code-used', 'password-changed', 'staff-refused', 'export', 'bank-reveal', 'data-export'))
);
--> statement-breakpoint
ALTER TABLE "working_with_children_checks" ADD CONSTRAINT "working_with_children_checks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "working_with_children_checks" ADD CONSTRAINT "working_with_children_checks_checked_by_members_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "working_with_children_checks_member_key" ON "working_with_children_checks" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "working_with_children_checks_provider_key" ON "working_with_children_checks" USING btree ("provider_ref") WHERE "working_with_children_checks"."provider_ref" is not null;--> statement-breakpoint
CREATE INDEX "working_with_children_checks_status_idx" ON "working_with_children_checks" USING btree ("status","expires_on");--> statement-breakpoint
CREATE INDEX "working_with_children_checks_reverify_idx" ON "working_with_children_checks" USING btree ("reverify_at");--> statement-breakpoint
CREATE INDEX "security_events_at_idx" ON "security_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "security_events_kind_idx" ON "security_events" USING btree ("kind","at");--> statement-breakpoint
CREATE INDEX "security_events_member_idx" ON "security_events" USING btree ("member_id","at");--> statement-breakpoint
INSERT INTO "safeguarding_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
