import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { games, teams } from './league.tables';

// A game's teams by name, written once for every area that reads games (competition, rosters): each is the name of
// the team its column points at, or null (no team yet, a bye), with no alias of `teams` to join per query.

/** The name of the team `teamId` (a column of `games`) points at, or null. */
export function teamNameOf(teamId: AnyPgColumn): SQL<string | null> {
  return sql<string | null>`(select ${teams.name} from ${teams} where ${teams.id} = ${teamId})`;
}

/** `teamA` and `teamB`, the names of a game's two teams, for a select from `games`: `db.select({ ...gameTeamNames, … })`. */
export const gameTeamNames = { teamA: teamNameOf(games.teamAId), teamB: teamNameOf(games.teamBId) };
