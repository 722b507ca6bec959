CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_member_id" integer,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "staff_roles" (
	"member_id" integer NOT NULL,
	"role" text NOT NULL,
	"granted_by" integer,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_roles_member_id_role_pk" PRIMARY KEY("member_id","role"),
	CONSTRAINT "staff_roles_role" CHECK (role in ('administrator', 'competition_officer', 'referee_coordinator', 'finance_officer', 'venue_manager'))
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "merged_into" integer;--> statement-breakpoint
ALTER TABLE "staff_roles" ADD CONSTRAINT "staff_roles_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_roles" ADD CONSTRAINT "staff_roles_granted_by_members_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_member_id");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action");--> statement-breakpoint
-- The audit trail is append-only (docs/decisions/160): the database itself refuses to change or remove a row.
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_log_no_update_or_delete BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
-- A deactivated or merged account's tokens stop working at once, on every server (docs/decisions/161).
CREATE OR REPLACE FUNCTION portal_sessions(p_token_hashes text[], p_now timestamptz)
RETURNS TABLE(h text, member_id integer, j json)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY SELECT a.token_hash, m.id, row_to_json(m) FROM access_tokens a JOIN members m ON m.id = a.member_id
    WHERE a.token_hash = ANY (p_token_hashes) AND a.revoked_at IS NULL AND a.expires_at > p_now AND m.deactivated_at IS NULL;
END $$;
--> statement-breakpoint
-- The profile (spec 000 §3) also says which staff roles the member holds, so the member shell can offer /staff.
CREATE OR REPLACE FUNCTION portal_profile_sessions(p_token_hashes text[], p_now timestamptz)
RETURNS TABLE(h text, member_id integer, j json)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY SELECT x.h, x.member_id, json_build_object('member', x.j,
    'sports', (SELECT coalesce(json_agg(json_build_object('sport', s.sport, 'expiryDate', s.expiry_date,
        'prevExpiryDate', s.prev_expiry_date, 'membRenewal', s.memb_renewal) ORDER BY s.sport), '[]'::json)
      FROM member_sports s WHERE s.member_id = x.member_id),
    'nbTeams', portal_member_teams(x.member_id),
    'staffRoles', (SELECT coalesce(json_agg(r.role ORDER BY r.role), '[]'::json) FROM staff_roles r WHERE r.member_id = x.member_id))
  FROM portal_sessions(p_token_hashes, p_now) x;
END $$;
--> statement-breakpoint
-- A staff call's sign-in read: the member of each live token and the staff roles they hold, in one round trip.
CREATE OR REPLACE FUNCTION portal_staff_sessions(p_token_hashes text[], p_now timestamptz)
RETURNS TABLE(h text, member_id integer, j json)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY SELECT x.h, x.member_id, json_build_object('member', x.j,
    'roles', (SELECT coalesce(json_agg(r.role ORDER BY r.role), '[]'::json) FROM staff_roles r WHERE r.member_id = x.member_id))
  FROM portal_sessions(p_token_hashes, p_now) x;
END $$;
