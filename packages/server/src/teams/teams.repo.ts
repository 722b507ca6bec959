import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../platform/db';
import { members } from '../platform/members.tables';
import { games, teamMembers, teams } from '../platform/league.tables';
import { teamTempMembers } from './teams.tables';

// Drizzle queries of the teams area: temporary members, and members as the player check finds them. A team's own
// rows, people and roster writes are the league service's (docs/decisions/172-the-league-service.md).

const replaced = alias(members, 'replaced');

/** Temporary members of these teams' games still to play (or of one game), oldest first. */
export function temps(db: DbOrTx, teamIds: number[], gameId?: number) {
  return db
    .select({
      teamId: teamTempMembers.teamId,
      gameId: teamTempMembers.gameId,
      memberId: teamTempMembers.memberId,
      firstname: members.firstname,
      lastname: members.lastname,
      replacesMemberId: teamTempMembers.replacesMemberId,
      replacedFirst: replaced.firstname,
      replacedLast: replaced.lastname,
    })
    .from(teamTempMembers)
    .innerJoin(games, eq(games.id, teamTempMembers.gameId))
    .innerJoin(members, eq(members.id, teamTempMembers.memberId))
    .leftJoin(replaced, eq(replaced.id, teamTempMembers.replacesMemberId))
    .where(
      and(
        inArray(teamTempMembers.teamId, teamIds),
        gameId === undefined ? isNull(games.scoredAt) : eq(teamTempMembers.gameId, gameId),
      ),
    )
    .orderBy(asc(games.date), asc(games.timeFrom), asc(teamTempMembers.id));
}
export type TempRow = Awaited<ReturnType<typeof temps>>[number];

export function insertTemps(tx: DbOrTx, rows: (typeof teamTempMembers.$inferInsert)[]) {
  return tx.insert(teamTempMembers).values(rows).onConflictDoNothing().returning({ id: teamTempMembers.id });
}

/** The member plays in a team of this division. */
const inDivision = (
  divisionId: number,
) => sql<boolean>`exists (select 1 from ${teamMembers} tm join ${teams} t on t.id = tm.team_id
  where tm.member_id = "members"."id" and t.division_id = ${divisionId} and tm.role = 'player')`;

const candidate = (divisionId: number) => ({
  id: members.id,
  firstname: members.firstname,
  lastname: members.lastname,
  dob: members.dob,
  gender: members.gender,
  email: sql<string>`${members.email}::text`,
  inDivision: inDivision(divisionId),
});

/** Members with this first and last name, whatever the case (the player check), at most 20. */
export function membersNamed(db: DbOrTx, firstname: string, lastname: string, divisionId: number) {
  return db
    .select(candidate(divisionId))
    .from(members)
    .where(
      and(
        eq(sql`lower(${members.firstname})`, firstname.trim().toLowerCase()),
        eq(sql`lower(${members.lastname})`, lastname.trim().toLowerCase()),
      ),
    )
    .orderBy(asc(members.id))
    .limit(20);
}

export async function memberById(db: DbOrTx, id: number, divisionId: number) {
  const [row] = await db.select(candidate(divisionId)).from(members).where(eq(members.id, id)).limit(1);
  return row ?? null;
}
