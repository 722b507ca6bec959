import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { divisions, games, rounds } from '../platform/league.tables';
import type { DivisionWrite } from './fixture-preview';

// The writes of a published fixture (decision 186), called only by league.service.ts (decision 172): the division's
// rounds from `fromRound` on go (finals too: they follow from the regular rounds), with their games; then the new
// rounds, games and byes are inserted in bulk.

/** The divisions, locked until the transaction ends (in id order): one publish of their fixture at a time. */
export async function lockDivisions(tx: DbOrTx, ids: number[]): Promise<void> {
  await tx
    .select({ id: divisions.id })
    .from(divisions)
    .where(inArray(divisions.id, ids))
    .orderBy(asc(divisions.id))
    .for('no key update');
}

export async function replaceRounds(tx: DbOrTx, d: DivisionWrite, fromRound: number): Promise<number> {
  // games go with their rounds (ON DELETE CASCADE)
  await tx.delete(rounds).where(and(eq(rounds.divisionId, d.divisionId), gte(rounds.number, fromRound)));
  if (d.rounds.length === 0) return 0;
  const made = await tx
    .insert(rounds)
    .values(d.rounds.map((number) => ({ divisionId: d.divisionId, number, stage: 'round' as const })))
    .returning({ id: rounds.id, number: rounds.number });
  const roundId = new Map(made.map((r) => [r.number, r.id]));
  const rows = [
    ...d.games.map((g) => ({
      divisionId: d.divisionId,
      roundId: roundId.get(g.round)!,
      date: g.date,
      timeFrom: g.start,
      timeTo: g.end,
      courtId: g.courtId,
      teamAId: g.home,
      teamBId: g.away,
      dutyTeamId: g.duty,
      doublePoints: g.doublePoints,
    })),
    ...d.byes.map((b) => ({
      divisionId: d.divisionId,
      roundId: roundId.get(b.round)!,
      date: b.date,
      timeFrom: b.start,
      timeTo: b.end,
      byeTeamId: b.team,
    })),
  ];
  if (rows.length) await tx.insert(games).values(rows);
  return d.games.length;
}
