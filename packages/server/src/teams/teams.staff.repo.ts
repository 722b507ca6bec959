import { and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../platform/db';
import { divisions, seasons, teamMembers, teams } from '../platform/league.tables';
import { moveMemberRows } from '../platform/member-rows';
import { teamTempMembers } from './teams.tables';

// What the back-office reads and moves of a member's teams (drizzle only; docs/decisions/161, 162).

/** The member's team rows (one per role) with team, division and season, the active season first. */
export function memberTeams(db: DbOrTx, memberId: number) {
  return db
    .select({
      teamId: teams.id,
      team: teams.name,
      division: divisions.name,
      season: seasons.name,
      seasonActive: seasons.active,
      role: teamMembers.role,
    })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .innerJoin(divisions, eq(divisions.id, teamMembers.divisionId))
    .innerJoin(seasons, eq(seasons.id, divisions.seasonId))
    .where(eq(teamMembers.memberId, memberId))
    .orderBy(desc(seasons.active), desc(seasons.startsOn), asc(teams.name), asc(teamMembers.role));
}

/** How many teams each member is in, any role. */
export async function teamCounts(db: DbOrTx, memberIds: number[]): Promise<Map<number, number>> {
  if (!memberIds.length) return new Map();
  const rows = await db
    .select({ memberId: teamMembers.memberId, n: sql<number>`count(distinct ${teamMembers.teamId})::int` })
    .from(teamMembers)
    .where(inArray(teamMembers.memberId, memberIds))
    .groupBy(teamMembers.memberId);
  return new Map(rows.map((r) => [r.memberId, Number(r.n)]));
}

const other = alias(teamMembers, 'other');
const otherTeam = alias(teams, 'other_team');

/** Divisions where both members play, each in another team: one person cannot (docs/decisions/143). */
export function playerClashes(db: DbOrTx, a: number, b: number) {
  return db
    .select({ division: divisions.name, season: seasons.name, teamA: teams.name, teamB: otherTeam.name })
    .from(teamMembers)
    .innerJoin(
      other,
      and(
        eq(other.divisionId, teamMembers.divisionId),
        eq(other.memberId, b),
        eq(other.role, 'player'),
        ne(other.teamId, teamMembers.teamId),
      ),
    )
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .innerJoin(otherTeam, eq(otherTeam.id, other.teamId))
    .innerJoin(divisions, eq(divisions.id, teamMembers.divisionId))
    .innerJoin(seasons, eq(seasons.id, divisions.seasonId))
    .where(and(eq(teamMembers.memberId, a), eq(teamMembers.role, 'player')));
}

/** Move the game-day stand-ins of `from` to `to` (team memberships move through the league service). */
export async function moveTempRows(tx: DbOrTx, from: number, to: number): Promise<number> {
  // one person standing in for themselves says nothing (and the table's check refuses it)
  const t = teamTempMembers;
  await tx
    .delete(t)
    .where(
      or(and(eq(t.memberId, from), eq(t.replacesMemberId, to)), and(eq(t.memberId, to), eq(t.replacesMemberId, from))),
    );
  const temporary = await moveMemberRows(tx, t, t.memberId, from, to, [t.teamId, t.gameId]);
  await moveMemberRows(tx, t, t.replacesMemberId, from, to, [t.teamId, t.gameId]);
  await tx.update(t).set({ addedBy: to }).where(eq(t.addedBy, from));
  return temporary;
}
