import type { DivisionEligibility } from '@portal/domain/competition/division-eligibility';
import type { DbOrTx } from '../platform/db';
import * as reads from './league-reads.repo';

// Reads: league data as other areas show it (teams, nomination, profile). Queries that join a league table into an
// area's own rows stay in that area's repo (decision 172).

export type { PersonRow, TeamRow } from './league-reads.repo';

/** The teams a member holds any role in, newest first, with the member's roles; only `teamId` when given. */
export const memberTeams = (db: DbOrTx, memberId: number, teamId?: number): Promise<reads.TeamRow[]> =>
  reads.memberTeams(db, memberId, teamId);
/** The teams of several members at once, each row naming its member (docs/decisions/246). */
export const teamsOfMembers = (db: DbOrTx, memberIds: number[]) => reads.teamsOfMembers(db, memberIds);

/** Everyone on these teams, any role, with contacts and registration in the division's sport, by playing number. */
export const teamPeople = (db: DbOrTx, teamIds: number[]): Promise<reads.PersonRow[]> => reads.teamPeople(db, teamIds);

/** A team with its division, season and sport names; undefined for no such team. */
export const teamPlace = (db: DbOrTx, teamId: number) => reads.teamPlace(db, teamId);

export const divisionExists = (db: DbOrTx, divisionId: number): Promise<boolean> =>
  reads.divisionExists(db, divisionId);

/** Who may play in a division (decision 222); undefined when there is no such division. */
export const divisionEligibility = (db: DbOrTx, divisionId: number): Promise<DivisionEligibility | undefined> =>
  reads.divisionEligibility(db, divisionId);

/** A team of this name (any case) plays in the division. */
export const teamNameTaken = (db: DbOrTx, divisionId: number, name: string): Promise<boolean> =>
  reads.teamNameTaken(db, divisionId, name);

/** Teams of the member in the active season, any role (the profile's nb_teams). */
export const countMemberTeams = (db: DbOrTx, memberId: number): Promise<number> => reads.countMemberTeams(db, memberId);

/** How many of its games (box scores) each team played, and each of its players: the team detail's attendance. */
export async function teamPlayedGames(
  db: DbOrTx,
  teamIds: number[],
): Promise<{ team(teamId: number): number; player(teamId: number, memberId: number): number }> {
  const { teams: byTeam, players } = await reads.playedGames(db, teamIds);
  const teamMap = new Map(byTeam.map((r) => [r.teamId, Number(r.n)]));
  const playerMap = new Map(players.map((r) => [`${r.teamId}:${r.memberId}`, Number(r.n)]));
  return { team: (t) => teamMap.get(t) ?? 0, player: (t, m) => playerMap.get(`${t}:${m}`) ?? 0 };
}

/** The scheduled games on a venue's court of this name (any court without one) over a local time range (issue 40 item 11). */
export const gamesOnCourt = (db: DbOrTx, q: { venueId: number; court?: string; from: string; to: string }) =>
  reads.gamesOnCourt(db, q);

/** A venue's season courts with their scheduled games from a local day on: what the hire courts page matches (decision 282). */
export const seasonCourtsAhead = (db: DbOrTx, venueId: number, fromDay: string) =>
  reads.seasonCourtsAhead(db, venueId, fromDay);
