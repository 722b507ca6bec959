import { and, eq, isNotNull, max, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { games, rounds } from '../platform/league.tables';
import { disqualifications, divisionFinals, forfeits } from './competition.tables';

// Drizzle queries of a generated final series (docs/decisions/212), called only by league.service.ts (decision 172).

export interface FinalRow {
  slot: string;
  stage: 'semi_final' | 'final' | 'grand_final';
  week: number;
  teams: [number | null, number | null];
  date: string;
  timeFrom: string;
  timeTo: string;
  courtId: number;
}

/** The division's finals with their teams and results, locked until the transaction ends. */
export function lockFinals(tx: DbOrTx, divisionId: number) {
  return tx
    .select({
      id: games.id,
      slot: games.finalSlot,
      teamAId: games.teamAId,
      teamBId: games.teamBId,
      scoreA: games.scoreA,
      scoreB: games.scoreB,
      scoredAt: games.scoredAt,
      forfeitTeamId: forfeits.teamId,
      disqualifiedTeamId: disqualifications.teamId,
    })
    .from(games)
    .leftJoin(forfeits, eq(forfeits.gameId, games.id))
    .leftJoin(disqualifications, eq(disqualifications.gameId, games.id))
    .where(and(eq(games.divisionId, divisionId), isNotNull(games.finalSlot)))
    .for('update', { of: games });
}

export async function qualifiersOf(tx: DbOrTx, divisionId: number): Promise<number[] | null> {
  const [row] = await tx
    .select({ q: divisionFinals.qualifiers })
    .from(divisionFinals)
    .where(eq(divisionFinals.divisionId, divisionId));
  return row?.q ?? null;
}

/** Whether any final of the division (generated or not) has a result. */
export async function finalsDecided(tx: DbOrTx, divisionId: number): Promise<boolean> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(games)
    .innerJoin(rounds, eq(rounds.id, games.roundId))
    .where(and(eq(games.divisionId, divisionId), ne(rounds.stage, 'round'), isNotNull(games.scoredAt)));
  return Number(row?.n ?? 0) > 0;
}

/** The division's finals rounds (and their games) replaced by these finals, one round per week after the regular rounds. */
export async function replaceFinals(
  tx: DbOrTx,
  divisionId: number,
  qualifiers: number[],
  finals: FinalRow[],
): Promise<void> {
  await tx.delete(rounds).where(and(eq(rounds.divisionId, divisionId), ne(rounds.stage, 'round')));
  const [last] = await tx
    .select({ n: max(rounds.number) })
    .from(rounds)
    .where(eq(rounds.divisionId, divisionId));
  const base = Number(last?.n ?? 0);
  const weeks = [...new Map(finals.map((f) => [f.week, f.stage])).entries()].sort(([a], [b]) => a - b);
  const made = await tx
    .insert(rounds)
    .values(weeks.map(([week, stage]) => ({ divisionId, number: base + week, stage })))
    .returning({ id: rounds.id, number: rounds.number });
  const roundOf = new Map(made.map((r) => [r.number - base, r.id]));
  await tx.insert(games).values(
    finals.map((f) => ({
      divisionId,
      roundId: roundOf.get(f.week)!,
      date: f.date,
      timeFrom: f.timeFrom,
      timeTo: f.timeTo,
      courtId: f.courtId,
      teamAId: f.teams[0],
      teamBId: f.teams[1],
      finalSlot: f.slot,
    })),
  );
  await tx
    .insert(divisionFinals)
    .values({ divisionId, qualifiers })
    .onConflictDoUpdate({ target: divisionFinals.divisionId, set: { qualifiers, createdAt: new Date() } });
}

export async function setFinalTeams(tx: DbOrTx, gameId: number, teams: [number | null, number | null]): Promise<void> {
  await tx.update(games).set({ teamAId: teams[0], teamBId: teams[1] }).where(eq(games.id, gameId));
}
