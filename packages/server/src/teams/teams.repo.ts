import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../platform/db';
import { memberSports, members } from '../platform/members.tables';
import { divisions, games, seasons, teamMembers, teams, type TeamRole } from '../platform/league.tables';
import { teamTempMembers } from './teams.tables';

// Drizzle queries of the teams area: the league model's teams and rosters (platform), and temporary members.

/** The teams a member holds any role in, with the member's own roles (comma-joined); only `teamId` when given. */
export function memberTeams(db: DbOrTx, memberId: number, teamId?: number) {
  return db.select({
    id: teams.id, name: teams.name, singletColour: teams.singletColour, numberColour: teams.numberColour, createdAt: teams.createdAt,
    divisionId: divisions.id, division: divisions.name, divisionActive: divisions.active, sport: divisions.sport,
    minPlayers: divisions.minPlayers, maxPlayers: divisions.maxPlayers, qualification: divisions.finalsQualification,
    seasonId: seasons.id, season: seasons.name, seasonActive: seasons.active, seasonArchived: seasons.archived,
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

/** Everyone on these teams, any role, with their details and registration in the division's sport. */
export function teamPeople(db: DbOrTx, teamIds: number[]) {
  return db.select({
    teamId: teamMembers.teamId, memberId: teamMembers.memberId, role: teamMembers.role, playingNumber: teamMembers.playingNumber,
    firstname: members.firstname, lastname: members.lastname, dob: members.dob, email: members.email, mobile: members.mobile,
    expiry: memberSports.expiryDate,
  })
    .from(teamMembers)
    .innerJoin(members, eq(members.id, teamMembers.memberId))
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .innerJoin(divisions, eq(divisions.id, teams.divisionId))
    .leftJoin(memberSports, and(eq(memberSports.memberId, teamMembers.memberId), eq(memberSports.sport, divisions.sport)))
    .where(inArray(teamMembers.teamId, teamIds))
    .orderBy(sql`${teamMembers.playingNumber} asc nulls last`, asc(members.firstname), asc(members.lastname), asc(members.id));
}
export type PersonRow = Awaited<ReturnType<typeof teamPeople>>[number];

const replaced = alias(members, 'replaced');

/** Temporary members of these teams' games still to play (or of one game), oldest first. */
export function temps(db: DbOrTx, teamIds: number[], gameId?: number) {
  return db.select({
    teamId: teamTempMembers.teamId, gameId: teamTempMembers.gameId, memberId: teamTempMembers.memberId,
    firstname: members.firstname, lastname: members.lastname, replacesMemberId: teamTempMembers.replacesMemberId,
    replacedFirst: replaced.firstname, replacedLast: replaced.lastname,
  })
    .from(teamTempMembers)
    .innerJoin(games, eq(games.id, teamTempMembers.gameId))
    .innerJoin(members, eq(members.id, teamTempMembers.memberId))
    .leftJoin(replaced, eq(replaced.id, teamTempMembers.replacesMemberId))
    .where(and(inArray(teamTempMembers.teamId, teamIds), gameId === undefined ? isNull(games.scoredAt) : eq(teamTempMembers.gameId, gameId)))
    .orderBy(asc(games.date), asc(games.timeFrom), asc(teamTempMembers.id));
}
export type TempRow = Awaited<ReturnType<typeof temps>>[number];

/** Hold the team until the transaction ends, so two roster changes never both pass the division limits. */
export async function lockTeam(tx: DbOrTx, teamId: number): Promise<void> {
  // NO KEY UPDATE: inserting a team_members row holds KEY SHARE on the team through its foreign key
  await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).for('no key update');
}

/** How many members hold each role in the team now. */
export async function countRoles(tx: DbOrTx, teamId: number): Promise<Partial<Record<TeamRole, number>>> {
  const rows = await tx.select({ role: teamMembers.role, n: sql<number>`count(*)::int` }).from(teamMembers)
    .where(eq(teamMembers.teamId, teamId)).groupBy(teamMembers.role);
  return Object.fromEntries(rows.map((r) => [r.role, Number(r.n)]));
}

export async function countPlayers(tx: DbOrTx, teamId: number): Promise<number> {
  return (await countRoles(tx, teamId)).player ?? 0;
}

export async function saveTeam(tx: DbOrTx, teamId: number, colours: { singletColour: string; numberColour: string }, numbers: { mid: number; number: number | null }[]) {
  await tx.update(teams).set(colours).where(eq(teams.id, teamId));
  for (const n of numbers) {
    await tx.update(teamMembers).set({ playingNumber: n.number })
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.memberId, n.mid), eq(teamMembers.role, 'player')));
  }
}

/** Remove one role of a member (a player, or a position holder); the rows removed. */
export function deleteRole(tx: DbOrTx, teamId: number, role: TeamRole, memberId?: number) {
  return tx.delete(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.role, role), memberId === undefined ? undefined : eq(teamMembers.memberId, memberId)))
    .returning({ memberId: teamMembers.memberId });
}

/** The roles added; a member already in that role of the team is skipped. A player of another team of the division throws (DIVISION_PLAYER_KEY). */
export function insertRoles(tx: DbOrTx, rows: { teamId: number; divisionId: number; memberId: number; role: TeamRole }[]) {
  return tx.insert(teamMembers).values(rows).onConflictDoNothing({ target: [teamMembers.teamId, teamMembers.memberId, teamMembers.role] })
    .returning({ memberId: teamMembers.memberId });
}

export function insertTemps(tx: DbOrTx, rows: (typeof teamTempMembers.$inferInsert)[]) {
  return tx.insert(teamTempMembers).values(rows).onConflictDoNothing().returning({ id: teamTempMembers.id });
}

/** The member plays in a team of this division. */
const inDivision = (divisionId: number) => sql<boolean>`exists (select 1 from ${teamMembers} tm join ${teams} t on t.id = tm.team_id
  where tm.member_id = "members"."id" and t.division_id = ${divisionId} and tm.role = 'player')`;

const candidate = (divisionId: number) => ({
  id: members.id, firstname: members.firstname, lastname: members.lastname, dob: members.dob, gender: members.gender,
  email: sql<string>`${members.email}::text`, inDivision: inDivision(divisionId),
});

/** Members with this first and last name, whatever the case (the player check), at most 20. */
export function membersNamed(db: DbOrTx, firstname: string, lastname: string, divisionId: number) {
  return db.select(candidate(divisionId)).from(members)
    .where(and(eq(sql`lower(${members.firstname})`, firstname.trim().toLowerCase()), eq(sql`lower(${members.lastname})`, lastname.trim().toLowerCase())))
    .orderBy(asc(members.id)).limit(20);
}

export async function memberById(db: DbOrTx, id: number, divisionId: number) {
  const [row] = await db.select(candidate(divisionId)).from(members).where(eq(members.id, id)).limit(1);
  return row ?? null;
}

export async function divisionExists(db: DbOrTx, divisionId: number): Promise<boolean> {
  const [row] = await db.select({ id: divisions.id }).from(divisions).where(eq(divisions.id, divisionId)).limit(1);
  return row !== undefined;
}
