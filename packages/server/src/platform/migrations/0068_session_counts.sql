-- Sign-in reads kept on PostgreSQL (decision 348): every change to what a sign-in read reads (portal_sessions,
-- portal_profile_sessions, portal_staff_sessions) counts its member's part of the `sessions` scope in cache_versions,
-- so every server drops that member's kept reads at its next read of the counts. The counts are made by deferred
-- triggers, at the commit of the transaction that changed the rows (a rollback counts nothing, and the count row is
-- locked only while committing), from any server, worker or hand-written statement alike. A change that may touch every
-- member's reads (a season made active or archived, a division or team moved, the staff second-factor rule) counts
-- the whole `sessions` area. A new member or a new token counts nothing: no read of them can have been kept.
CREATE OR REPLACE FUNCTION portal_count_session_part(p_member integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO cache_versions (scope) SELECT 'sessions:' || (p_member % 64) WHERE p_member IS NOT NULL
  ON CONFLICT (scope) DO UPDATE SET version = cache_versions.version + 1, changed_at = now()
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_count_session_member() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM portal_count_session_part(OLD.member_id); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.member_id IS DISTINCT FROM OLD.member_id) THEN
    PERFORM portal_count_session_part(NEW.member_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_count_session_of_member() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM portal_count_session_part(OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_count_session_pass() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_token integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.token_id ELSE NEW.token_id END;
  v_member integer := (SELECT a.member_id FROM access_tokens a WHERE a.id = v_token);
BEGIN
  IF v_member IS NOT NULL THEN PERFORM portal_count_session_part(v_member); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_count_sessions_all() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO cache_versions (scope) VALUES ('sessions')
  ON CONFLICT (scope) DO UPDATE SET version = cache_versions.version + 1, changed_at = now();
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER access_tokens_count_sessions AFTER UPDATE OR DELETE ON access_tokens
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION portal_count_session_member();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER members_count_sessions AFTER UPDATE OR DELETE ON members
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION portal_count_session_of_member();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER member_sports_count_sessions AFTER INSERT OR UPDATE OR DELETE ON member_sports
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION portal_count_session_member();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER team_members_count_sessions AFTER INSERT OR UPDATE OR DELETE ON team_members
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION portal_count_session_member();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER staff_roles_count_sessions AFTER INSERT OR UPDATE OR DELETE ON staff_roles
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION portal_count_session_member();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER second_factors_count_sessions AFTER INSERT OR UPDATE OR DELETE ON second_factors
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION portal_count_session_member();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER second_factor_passes_count_sessions AFTER INSERT OR UPDATE OR DELETE ON second_factor_passes
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION portal_count_session_pass();
--> statement-breakpoint
CREATE TRIGGER two_factor_settings_count_sessions AFTER INSERT OR UPDATE OR DELETE ON two_factor_settings
  FOR EACH STATEMENT EXECUTE FUNCTION portal_count_sessions_all();
--> statement-breakpoint
CREATE TRIGGER seasons_count_sessions AFTER UPDATE OF active, archived ON seasons
  FOR EACH STATEMENT EXECUTE FUNCTION portal_count_sessions_all();
--> statement-breakpoint
CREATE TRIGGER divisions_count_sessions AFTER UPDATE OF season_id ON divisions
  FOR EACH STATEMENT EXECUTE FUNCTION portal_count_sessions_all();
--> statement-breakpoint
CREATE TRIGGER teams_count_sessions AFTER UPDATE OF division_id ON teams
  FOR EACH STATEMENT EXECUTE FUNCTION portal_count_sessions_all();
