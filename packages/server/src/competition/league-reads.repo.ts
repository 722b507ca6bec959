import { and, asc, count, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { runPrepared, type DbOrTx } from '../platform/db';
import { memberSports, members } from '../platform/members.tables';
import { gameTeamNames } from '../platform/game-teams';
import { courts, divisions, games, seasons, teamMembers, teams } from '../platform/league.tables';
import { gamePlayerStats } from './competition.tables';

// Drizzle reads of league data that other areas answer with (teams, nomination, profile), through league.service.ts
// (docs/decisions/172-the-league-service.md). The public answers' own queries are in competition.repo.ts.

/** The teams a member holds any role in, with the member's own roles (comma-joined); only `teamId` when given. */
export function memberTeams(db: DbOrTx, memberId: number, teamId?: number) {
  return db
    .select({
      id: teams.id,
      name: teams.name,
      singletColour: teams.singletColour,
      numberColour: teams.numberColour,
      createdAt: teams.createdAt,
      divisionId: divisions.id,
      division: divisions.name,
      divisionActive: divisions.active,
      sport: divisions.sport,
      minPlayers: divisions.minPlayers,
      maxPlayers: divisions.maxPlayers,
      qualification: divisions.finalsQualification,
      seasonId: seasons.id,
      season: seasons.name,
      seasonActive: seasons.active,
      seasonArchived: seasons.archived,
      viewerRoles: sql<string>`string_agg(distinct ${teamMembers.role}::text, ',')`,
    })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .innerJoin(divisions, eq(divisions.id, teams.divisionId))
    .innerJoin(seasons, eq(seasons.id, divisions.seasonId))
    .where(and(eq(teamMembers.memberId, memberId), teamId === undefined ? undefined : eq(teams.id, teamId)))
    .groupBy(teams.id, divisions.id, seasons.id)
    .orderBy(desc(teams.createdAt), asc(teams.name));
}
export type TeamRow = Awaited<ReturnType<typeof memberTeams>>[number];

/** The teams of several members in one query (the family overview, docs/decisions/246): each row names its member. */
export function teamsOfMembers(db: DbOrTx, memberIds: number[]) {
  return db
    .selectDistinct({
      memberId: teamMembers.memberId,
      id: teams.id,
      name: teams.name,
      divisionId: divisions.id,
      division: divisions.name,
      sport: divisions.sport,
      seasonActive: seasons.active,
      seasonArchived: seasons.archived,
    })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .innerJoin(divisions, eq(divisions.id, teams.divisionId))
    .innerJoin(seasons, eq(seasons.id, divisions.seasonId))
    .where(inArray(teamMembers.memberId, memberIds));
}

/** Everyone on these teams, any role, with their details and registration in the division's sport. */
export function teamPeople(db: DbOrTx, teamIds: number[]) {
  return db
    .select({
      teamId: teamMembers.teamId,
      memberId: teamMembers.memberId,
      role: teamMembers.role,
      playingNumber: teamMembers.playingNumber,
      firstname: members.firstname,
      lastname: members.lastname,
      dob: members.dob,
      email: members.email,
      mobile: members.mobile,
      expiry: memberSports.expiryDate,
    })
    .from(teamMembers)
    .innerJoin(members, eq(members.id, teamMembers.memberId))
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .innerJoin(divisions, eq(divisions.id, teams.divisionId))
    .leftJoin(
      memberSports,
      and(eq(memberSports.memberId, teamMembers.memberId), eq(memberSports.sport, divisions.sport)),
    )
    .where(inArray(teamMembers.teamId, teamIds))
    .orderBy(
      sql`${teamMembers.playingNumber} asc nulls last`,
      asc(members.firstname),
      asc(members.lastname),
      asc(members.id),
    );
}
export type PersonRow = Awaited<ReturnType<typeof teamPeople>>[number];

/** A team with its division's and season's names and its sport. */
export async function teamPlace(db: DbOrTx, teamId: number) {
  const [row] = await db
    .select({
      id: teams.id,
      name: teams.name,
      divisionId: divisions.id,
      division: divisions.name,
      sport: divisions.sport,
      season: seasons.name,
    })
    .from(teams)
    .innerJoin(divisions, eq(divisions.id, teams.divisionId))
    .innerJoin(seasons, eq(seasons.id, divisions.seasonId))
    .where(eq(teams.id, teamId));
  return row;
}

/** Who may play in a division (decision 222), by its primary key; undefined when there is no such division. */
export async function divisionEligibility(db: DbOrTx, divisionId: number) {
  const [row] = await db
    .select({
      name: divisions.name,
      gender: divisions.playersGender,
      minAge: divisions.minAge,
      maxAge: divisions.maxAge,
      ageOn: divisions.ageOn,
    })
    .from(divisions)
    .where(eq(divisions.id, divisionId))
    .limit(1);
  return row;
}

export async function divisionExists(db: DbOrTx, divisionId: number): Promise<boolean> {
  const [row] = await db.select({ id: divisions.id }).from(divisions).where(eq(divisions.id, divisionId)).limit(1);
  return row !== undefined;
}

/** A team of this name (any case) plays in the division. */
export async function teamNameTaken(db: DbOrTx, divisionId: number, name: string): Promise<boolean> {
  const rows = await db
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.divisionId, divisionId), eq(sql`lower(${teams.name})`, name.toLowerCase())))
    .limit(1);
  return rows.length > 0;
}

/** Teams of the member in the active, unarchived season, any role: the database function that GET /api/member/user
 *  also reads (migration 0019), so the rule lives once. Prepared once, as it is read with every profile. */
const memberTeamsQuery = (db: DbOrTx) =>
  db.select({ n: sql<number>`portal_member_teams(${sql.placeholder('memberId')}::int)` }).from(sql`(select 1) as one`);

export async function countMemberTeams(db: DbOrTx, memberId: number): Promise<number> {
  const [row] = await runPrepared(db, 'competition_member_teams', memberTeamsQuery, { memberId });
  return Number(row?.n ?? 0);
}

/** Box scores per team and per (team, player): how many of the team's games each player played. */
export async function playedGames(db: DbOrTx, teamIds: number[]) {
  if (!teamIds.length) return { teams: [], players: [] };
  const inTeams = inArray(gamePlayerStats.teamId, teamIds);
  const [teamRows, playerRows] = await Promise.all([
    db
      .select({ teamId: gamePlayerStats.teamId, n: sql<number>`count(distinct ${gamePlayerStats.gameId})::int` })
      .from(gamePlayerStats)
      .where(inTeams)
      .groupBy(gamePlayerStats.teamId),
    db
      .select({ teamId: gamePlayerStats.teamId, memberId: gamePlayerStats.memberId, n: sql<number>`count(*)::int` })
      .from(gamePlayerStats)
      .where(inTeams)
      .groupBy(gamePlayerStats.teamId, gamePlayerStats.memberId),
  ]);
  return { teams: teamRows, players: playerRows };
}

/**
 * The scheduled games on a venue's court of this name (any court when none is given; names compared without case or
 * outer spaces, decision 282) whose local times overlap [from, to) ('yyyy-mm-dd HH:mm' in the association's zone, as
 * games keep them): what a court block for hire lands on, what court hire shows as taken (issue 40 item 11).
 */
export function gamesOnCourt(db: DbOrTx, q: { venueId: number; court?: string; from: string; to: string }) {
  return db
    .select({
      id: games.id,
      date: games.date,
      timeFrom: games.timeFrom,
      timeTo: games.timeTo,
      court: courts.name,
      division: divisions.name,
      ...gameTeamNames,
    })
    .from(games)
    .innerJoin(courts, eq(courts.id, games.courtId))
    .innerJoin(divisions, eq(divisions.id, games.divisionId))
    .where(
      and(
        eq(courts.venueId, q.venueId),
        q.court === undefined ? undefined : sql`lower(trim(${courts.name})) = lower(trim(${q.court}))`,
        eq(games.status, 'scheduled'),
        isNull(games.byeTeamId),
        sql`${games.date} + ${games.timeTo} > ${q.from}::timestamp`,
        sql`${games.date} + ${games.timeFrom} < ${q.to}::timestamp`,
      ),
    )
    .orderBy(asc(games.date), asc(games.timeFrom), asc(games.id));
}

/** A venue's season courts, each with how many scheduled games it holds from this local day on (decision 282). */
export function seasonCourtsAhead(db: DbOrTx, venueId: number, fromDay: string) {
  return db
    .select({ id: courts.id, name: courts.name, ahead: count(games.id) })
    .from(courts)
    .leftJoin(
      games,
      and(
        eq(games.courtId, courts.id),
        eq(games.status, 'scheduled'),
        isNull(games.byeTeamId),
        gte(games.date, fromDay),
      ),
    )
    .where(eq(courts.venueId, venueId))
    .groupBy(courts.id)
    .orderBy(asc(courts.name));
}
