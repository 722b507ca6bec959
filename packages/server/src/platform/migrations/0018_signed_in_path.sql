-- The signed-in path in one round trip, planned once per connection (docs/decisions/101-signed-in-path.md).
-- PL/pgSQL keeps the plans of its queries for the life of the connection; an ad hoc query is planned on every call,
-- which on PGlite cost more than running it. Nothing is cached but plans: every call reads the token row, so a
-- logout, a password reset or an expiry refuses the token at once, on every server sharing the database.

-- The member holding a live (unrevoked, unexpired) token, as one JSON row; null when there is none.
CREATE OR REPLACE FUNCTION portal_session(p_token_hash text, p_now timestamptz) RETURNS json
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT row_to_json(m) FROM access_tokens a JOIN members m ON m.id = a.member_id
    WHERE a.token_hash = p_token_hash AND a.revoked_at IS NULL AND a.expires_at > p_now LIMIT 1);
END $$;
--> statement-breakpoint
-- Spec 000 §3 (GET /api/member/user): the member of a live token, their sports, and how many teams they are in
-- in the active, unarchived season; null when the token is not live.
CREATE OR REPLACE FUNCTION portal_profile_session(p_token_hash text, p_now timestamptz) RETURNS json
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_member json := portal_session(p_token_hash, p_now);
  v_id integer := (v_member->>'id')::integer;
BEGIN
  IF v_member IS NULL THEN RETURN NULL; END IF;
  RETURN json_build_object(
    'member', v_member,
    'sports', (SELECT coalesce(json_agg(json_build_object('sport', s.sport, 'expiryDate', s.expiry_date,
        'prevExpiryDate', s.prev_expiry_date, 'membRenewal', s.memb_renewal) ORDER BY s.sport), '[]'::json)
      FROM member_sports s WHERE s.member_id = v_id),
    'nbTeams', (SELECT count(DISTINCT tm.team_id)::integer FROM team_members tm
      JOIN teams t ON t.id = tm.team_id JOIN divisions d ON d.id = t.division_id JOIN seasons se ON se.id = d.season_id
      WHERE tm.member_id = v_id AND se.active AND NOT se.archived));
END $$;
