CREATE TABLE "recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "second_factor_passes" (
	"token_id" integer PRIMARY KEY NOT NULL,
	"code_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "second_factors" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"enabled_at" timestamp with time zone,
	"last_step" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "two_factor_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"staff_required" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "two_factor_settings_one_row" CHECK ("two_factor_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_factor_passes" ADD CONSTRAINT "second_factor_passes_token_id_access_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."access_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_factors" ADD CONSTRAINT "second_factors_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recovery_codes_member_idx" ON "recovery_codes" USING btree ("member_id");--> statement-breakpoint
-- A new installation asks every staff member for a second factor; the demo seed turns it off (docs/decisions/327).
INSERT INTO "two_factor_settings" ("id", "staff_required") VALUES (1, true) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- A staff call's sign-in read also says whether staff must use a second factor (no settings row: they must), whether
-- this member has one, and whether this session typed a code (docs/decisions/327): the gate costs no extra round trip.
CREATE OR REPLACE FUNCTION portal_staff_sessions(p_token_hashes text[], p_now timestamptz)
RETURNS TABLE(h text, member_id integer, j json)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY SELECT x.h, x.member_id, json_build_object('member', x.j,
    'roles', (SELECT coalesce(json_agg(r.role ORDER BY r.role), '[]'::json) FROM staff_roles r WHERE r.member_id = x.member_id),
    'since', (SELECT a.created_at FROM access_tokens a WHERE a.token_hash = x.h),
    'factor', json_build_object(
      'required', coalesce((SELECT s.staff_required FROM two_factor_settings s WHERE s.id = 1), true),
      'enabled', EXISTS (SELECT 1 FROM second_factors f WHERE f.member_id = x.member_id AND f.enabled_at IS NOT NULL),
      'passed', EXISTS (SELECT 1 FROM second_factor_passes p JOIN access_tokens a ON a.id = p.token_id WHERE a.token_hash = x.h)))
  FROM portal_sessions(p_token_hashes, p_now) x;
END $$;
