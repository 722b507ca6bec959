import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { selectRows } from '../platform/member-rows';

// Who the evening digest of fixture changes tells (issue 43 item 5, docs/decisions/314), for messaging's round: for
// each changed game, the managers and team admins of both its teams and of every team of the same club (teams.club)
// in that season — the club's people hear of all their teams' changes in one message.

/** Each changed game with a member who manages one of its teams or a team of their club that season. */
export async function digestManagers(db: DbOrTx, gameIds: number[]): Promise<{ gameId: number; memberId: number }[]> {
  if (!gameIds.length) return [];
  const rows = await selectRows<{ game_id: number; member_id: number }>(
    db,
    sql`with played as (
      select g.id as game_id, t.id as team_id, t.club, d.season_id
      from games g join teams t on t.id in (g.team_a_id, g.team_b_id) join divisions d on d.id = t.division_id
      where g.id = any(string_to_array(${gameIds.join(',')}, ',')::int[])
    ), reached as (
      select game_id, team_id from played
      union
      select p.game_id, t2.id from played p
      join teams t2 on t2.club = p.club and p.club <> ''
      join divisions d2 on d2.id = t2.division_id and d2.season_id = p.season_id
    )
    select distinct r.game_id, tm.member_id from reached r
    join team_members tm on tm.team_id = r.team_id and tm.role in ('manager', 'admin')
    order by r.game_id, tm.member_id`,
  );
  return rows.map((r) => ({ gameId: r.game_id, memberId: r.member_id }));
}
