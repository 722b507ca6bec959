-- One home for the rule behind the profile's nb_teams (spec 000 §3): the teams a member is in, any role, in the
-- active, unarchived season. portal_profile_session (GET /api/member/user) and competition's countMemberTeams (the
-- profile after an update) both ask this function. PL/pgSQL, so its plan is kept per connection (decision 101).
CREATE OR REPLACE FUNCTION portal_member_teams(p_member integer) RETURNS integer
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT count(DISTINCT tm.team_id)::integer FROM team_members tm
    JOIN teams t ON t.id = tm.team_id JOIN divisions d ON d.id = t.division_id JOIN seasons se ON se.id = d.season_id
    WHERE tm.member_id = p_member AND se.active AND NOT se.archived);
END $$;
--> statement-breakpoint
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
    'nbTeams', portal_member_teams(v_id));
END $$;
