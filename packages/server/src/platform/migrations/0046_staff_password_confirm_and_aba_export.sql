ALTER TABLE "access_tokens" ADD COLUMN "password_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pay_runs" ADD COLUMN "exported_by" integer;--> statement-breakpoint
ALTER TABLE "pay_runs" ADD CONSTRAINT "pay_runs_exported_by_members_id_fk" FOREIGN KEY ("exported_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A staff call's sign-in read also says when its token was made: a back-office session lasts 12 hours, even one
-- signed in with "remember me" before its member was given a staff role (docs/decisions/263).
CREATE OR REPLACE FUNCTION portal_staff_sessions(p_token_hashes text[], p_now timestamptz)
RETURNS TABLE(h text, member_id integer, j json)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY SELECT x.h, x.member_id, json_build_object('member', x.j,
    'roles', (SELECT coalesce(json_agg(r.role ORDER BY r.role), '[]'::json) FROM staff_roles r WHERE r.member_id = x.member_id),
    'since', (SELECT a.created_at FROM access_tokens a WHERE a.token_hash = x.h))
  FROM portal_sessions(p_token_hashes, p_now) x;
END $$;
