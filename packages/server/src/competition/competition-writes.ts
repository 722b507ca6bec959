import type { Db, Tx } from '../platform/db';
import { countChanged, dropKept, writeKept, type Changed } from '../platform/kept-writes';
import { ALL_SCOPE, divisionScope, SEASONS_SCOPE } from './public-cache';

// The transaction under every league write (league.service.ts calls it; nothing outside competition does): it
// counts what a write touched for other servers and drops this server's stale public answers after the commit.

/** What a competition write changed: each call names the cached answers that must be rebuilt. */
export interface CompetitionTouch {
  /** A division's teams, games, results, forfeits, adjustments or stats changed (its draw, standings and stats). */
  division(divisionId: number): void;
  /** Seasons or the division lists of a season changed (names, notes, new or removed divisions). */
  seasons(): void;
  /** Anything else, or a bulk import: every public answer. */
  everything(): void;
}

/**
 * The only way to change what the public draw, standings and stats show (through league.service.ts). Runs `write` in
 * a transaction, counts the touched scopes in the same transaction for other processes, and drops this process's
 * cached answers only after the commit, so no reader can rebuild old data under the new version. A write that
 * touched nothing public (a roster, colours) drops nothing.
 */
export async function writeCompetition<T>(
  ctx: { db: Db },
  write: (tx: Tx, touch: CompetitionTouch) => Promise<T>,
): Promise<T> {
  return writeKept(ctx.db, (tx, changed) => write(tx, touchOf(changed)));
}

/** The touches of a competition write as scopes of a kept write (writeKept's `changed`). */
export const touchOf = (changed: Changed): CompetitionTouch => ({
  division: (id) => changed(divisionScope(id)),
  seasons: () => changed(SEASONS_SCOPE),
  everything: () => changed(ALL_SCOPE),
});

/**
 * The one write that cannot run inside writeCompetition: a team entry is created in payments' confirm transaction
 * (docs/decisions/062-waiting-lists-and-places.md). Count the division's change in that transaction, as
 * writeCompetition does, so other processes drop their answers; then call `divisionChanged` after the commit.
 */
export async function countDivisionChange(tx: Tx, divisionId: number): Promise<void> {
  await countChanged(tx, [divisionScope(divisionId)]);
}

/** After the commit of a countDivisionChange: drop this process's answers of the division (its teams, draw, standings). */
export function divisionChanged(db: Db, divisionId: number): void {
  dropKept(db, [divisionScope(divisionId)]);
}
