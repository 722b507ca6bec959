import type { DbOrTx } from '../platform/db';
import * as repo from './competition.staff.repo';

// The competition's part of a merge (docs/decisions/162). The merge runs in writeLeague (league.service.ts), over writeCompetition (competition-writes.ts).

/** Move `from`'s per-game player stats to `to` (inside the merge's transaction). */
export async function moveStats(tx: DbOrTx, from: number, to: number): Promise<{ player_stats: number }> {
  return { player_stats: await repo.moveStats(tx, from, to) };
}
