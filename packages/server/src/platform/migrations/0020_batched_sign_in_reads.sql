-- Sign-in reads as sets (docs/decisions/142-sign-in-reads-as-sets.md). PostgreSQL gathers a turn's sign-in reads into
-- one statement (decision 126); it called the per-token function once per token, each call running its own queries.
-- These functions take the turn's tokens together and answer them with one query: a row per live token, none for a
-- token that is revoked, expired or unknown. PGlite asks them for one token at a time. PL/pgSQL, so the query's plan
-- is kept per connection (decision 101). Nothing is cached but plans: every call reads the token rows.

-- The member of each live (unrevoked, unexpired) token, as one JSON row.
CREATE OR REPLACE FUNCTION portal_sessions(p_token_hashes text[], p_now timestamptz)
RETURNS TABLE(h text, member_id integer, j json)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY SELECT a.token_hash, m.id, row_to_json(m) FROM access_tokens a JOIN members m ON m.id = a.member_id
    WHERE a.token_hash = ANY (p_token_hashes) AND a.revoked_at IS NULL AND a.expires_at > p_now;
END $$;
--> statement-breakpoint
-- Spec 000 §3 (GET /api/member/user): the member of each live token, their sports, and how many teams they are in
-- in the active, unarchived season (portal_member_teams, migration 0019).
CREATE OR REPLACE FUNCTION portal_profile_sessions(p_token_hashes text[], p_now timestamptz)
RETURNS TABLE(h text, member_id integer, j json)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY SELECT x.h, x.member_id, json_build_object('member', x.j,
    'sports', (SELECT coalesce(json_agg(json_build_object('sport', s.sport, 'expiryDate', s.expiry_date,
        'prevExpiryDate', s.prev_expiry_date, 'membRenewal', s.memb_renewal) ORDER BY s.sport), '[]'::json)
      FROM member_sports s WHERE s.member_id = x.member_id),
    'nbTeams', portal_member_teams(x.member_id))
  FROM portal_sessions(p_token_hashes, p_now) x;
END $$;
--> statement-breakpoint
DROP FUNCTION IF EXISTS portal_profile_session(text, timestamptz);
--> statement-breakpoint
DROP FUNCTION IF EXISTS portal_session(text, timestamptz);
