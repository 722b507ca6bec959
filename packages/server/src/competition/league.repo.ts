import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { ForfeitKind } from '@portal/domain/competition/competition.rules';
import type { DbOrTx } from '../platform/db';
import { moveMemberRows } from '../platform/member-rows';
import { games, teamMembers, teams, type TeamRole } from '../platform/league.tables';
import { forfeits, pointsAdjustments } from './competition.tables';

// Drizzle writes of the league model (and the locks they take): only league.service.ts calls them, so no other area
// writes a league table (docs/decisions/172-the-league-service.md; league-write-path.test.ts keeps it so).

/** Hold the team until the transaction ends, so two roster changes never both pass the division limits. */
export async function lockTeam(tx: DbOrTx, teamId: number): Promise<void> {
  // NO KEY UPDATE: inserting a team_members row holds KEY SHARE on the team through its foreign key
  await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).for('no key update');
}

/** How many members hold each role in the team now. */
export async function countRoles(tx: DbOrTx, teamId: number): Promise<Partial<Record<TeamRole, number>>> {
  const rows = await tx
    .select({ role: teamMembers.role, n: sql<number>`count(*)::int` })
    .from(teamMembers)
    .where(eq(teamMembers.teamId, teamId))
    .groupBy(teamMembers.role);
  return Object.fromEntries(rows.map((r) => [r.role, Number(r.n)]));
}

export const insertTeam = (tx: DbOrTx, row: { divisionId: number; name: string; createdAt: Date }) =>
  tx
    .insert(teams)
    .values(row)
    .returning({ id: teams.id })
    .then((rows) => rows[0]!.id);

export type TeamMemberRow = {
  teamId: number;
  divisionId: number;
  memberId: number;
  role: TeamRole;
  playingNumber?: number | null;
};

/** The roles added; a member already in that role of the team is skipped. A player of another team of the division throws (DIVISION_PLAYER_KEY). */
export function insertRoles(tx: DbOrTx, rows: TeamMemberRow[]) {
  return tx
    .insert(teamMembers)
    .values(rows)
    .onConflictDoNothing({ target: [teamMembers.teamId, teamMembers.memberId, teamMembers.role] })
    .returning({ memberId: teamMembers.memberId });
}

/** The member joins as a player unless any key refuses it (already on the team, or a player of another team of the division). */
export async function joinAsPlayer(
  tx: DbOrTx,
  row: { teamId: number; divisionId: number; memberId: number },
): Promise<boolean> {
  const added = await tx
    .insert(teamMembers)
    .values({ ...row, role: 'player' })
    .onConflictDoNothing()
    .returning({ id: teamMembers.id });
  return added.length === 1;
}

/** Remove one role of a member (a player, or a position holder); the rows removed. */
export function deleteRole(tx: DbOrTx, teamId: number, role: TeamRole, memberId?: number) {
  return tx
    .delete(teamMembers)
    .where(
      and(
        eq(teamMembers.teamId, teamId),
        eq(teamMembers.role, role),
        memberId === undefined ? undefined : eq(teamMembers.memberId, memberId),
      ),
    )
    .returning({ memberId: teamMembers.memberId });
}

/** The club of each team named (of the division only). */
export async function setTeamClubs(tx: DbOrTx, divisionId: number, rows: { id: number; club: string }[]) {
  for (const r of rows)
    await tx
      .update(teams)
      .set({ club: r.club })
      .where(and(eq(teams.id, r.id), eq(teams.divisionId, divisionId)));
}

export async function saveTeam(
  tx: DbOrTx,
  teamId: number,
  colours: { singletColour: string; numberColour: string },
  numbers: { mid: number; number: number | null }[],
) {
  await tx.update(teams).set(colours).where(eq(teams.id, teamId));
  for (const n of numbers) {
    await tx
      .update(teamMembers)
      .set({ playingNumber: n.number })
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.memberId, n.mid), eq(teamMembers.role, 'player')));
  }
}

/** A team's undecided game (not a bye), locked until the transaction ends: the game a forfeit may be recorded on. */
export async function lockUndecidedTeamGame(tx: DbOrTx, gameId: number, teamId: number) {
  const [row] = await tx
    .select({ id: games.id, divisionId: games.divisionId, finalSlot: games.finalSlot })
    .from(games)
    .where(
      and(
        eq(games.id, gameId),
        or(eq(games.teamAId, teamId), eq(games.teamBId, teamId)),
        isNull(games.scoredAt),
        sql`${games.status} in ('scheduled', 'postponed')`,
      ),
    )
    .for('update')
    .limit(1);
  return row;
}

/** Record a forfeit and mark its game decided (the ladder counts a game once its result is recorded). */
export async function insertForfeit(
  tx: DbOrTx,
  f: { gameId: number; teamId: number; kind: ForfeitKind },
  at: Date,
): Promise<void> {
  await tx.insert(forfeits).values(f);
  await tx.update(games).set({ scoredAt: at }).where(eq(games.id, f.gameId));
}

/** Score a game between two teams that no forfeit decided; its division, or undefined when there is no such game. */
export async function setScore(tx: DbOrTx, s: { gameId: number; scoreA: number; scoreB: number }, at: Date) {
  const [row] = await tx
    .update(games)
    .set({ scoreA: s.scoreA, scoreB: s.scoreB, scoredAt: at })
    .where(
      and(
        eq(games.id, s.gameId),
        sql`${games.teamAId} is not null and ${games.teamBId} is not null`,
        eq(games.status, 'scheduled'),
        sql`not exists (select 1 from ${forfeits} where ${forfeits.gameId} = ${games.id})`,
      ),
    )
    .returning({ divisionId: games.divisionId, finalSlot: games.finalSlot });
  return row;
}

/** A points adjustment of a team; the team's division, or undefined when there is no such team. */
export async function insertAdjustment(tx: DbOrTx, a: { teamId: number; points: number; reason: string }) {
  const [team] = await tx.select({ divisionId: teams.divisionId }).from(teams).where(eq(teams.id, a.teamId));
  if (!team) return undefined;
  const [row] = await tx.insert(pointsAdjustments).values(a).returning({ id: pointsAdjustments.id });
  return { id: row!.id, divisionId: team.divisionId };
}

/** Move a game to another date, time or court; its division, or undefined when there is no such game. */
export async function moveGame(
  tx: DbOrTx,
  gameId: number,
  to: { date?: string; timeFrom: string; timeTo: string; courtId?: number | null },
) {
  const [row] = await tx.update(games).set(to).where(eq(games.id, gameId)).returning({ divisionId: games.divisionId });
  return row;
}

/** Re-point `from`'s team rows to `to`; a row `to` already holds (same team and role) is dropped (decision 162). */
export function moveMemberTeams(tx: DbOrTx, from: number, to: number): Promise<number> {
  return moveMemberRows(tx, teamMembers, teamMembers.memberId, from, to, [teamMembers.teamId, teamMembers.role]);
}
