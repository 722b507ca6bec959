import { eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { games, teams } from '../platform/league.tables';

// The league writes of the back-office's team entries (docs/decisions/206): a declined team leaves its division, a
// regraded one moves to another (its members' rows follow by the team_members foreign key's ON UPDATE CASCADE).
// Only league.service.ts calls them (decision 172).

/** Whether the team plays, or has a bye, in any game of the draw. */
export async function teamHasGames(db: DbOrTx, teamId: number): Promise<boolean> {
  const rows = await db
    .select({ id: games.id })
    .from(games)
    .where(or(eq(games.teamAId, teamId), eq(games.teamBId, teamId), eq(games.byeTeamId, teamId)))
    .limit(1);
  return rows.length > 0;
}

/** Delete the team and (by cascade) its members' rows; its division, or undefined for no such team. */
export const deleteTeam = (tx: DbOrTx, teamId: number) =>
  tx
    .delete(teams)
    .where(eq(teams.id, teamId))
    .returning({ divisionId: teams.divisionId })
    .then((r) => r[0]?.divisionId);

/** Move the team to another division; false for no such team. A name or player already there throws its unique key. */
export const moveTeam = (tx: DbOrTx, teamId: number, toDivisionId: number) =>
  tx
    .update(teams)
    .set({ divisionId: toDivisionId })
    .where(eq(teams.id, teamId))
    .returning({ id: teams.id })
    .then((r) => r.length > 0);
